/**
 * Montpellier address points: ',' CSV with a header (X,Y,ID_REFP,CODE_VOIE,NUM_VOI,SUF_VOI,…,
 * LIB_OFF,…), coordinates in Lambert-93 (EPSG:2154) reprojected to WGS84 with proj4; the file
 * covers the commune of Montpellier (INSEE 34172).
 */
import proj4 from 'proj4';
import { parseDecimal, splitCsvLine } from './csv';
import type { AddressLoader, LineResult } from './types';
import { validateAddress } from './validate';

/** EPSG:2154, RGF93 / Lambert-93. */
export const LAMBERT_93 =
  '+proj=lcc +lat_0=46.5 +lon_0=3 +lat_1=49 +lat_2=44 +x_0=700000 +y_0=6600000 +ellps=GRS80 +towgs84=0,0,0,0,0,0,0 +units=m +no_defs';

/** INSEE code of Montpellier. */
export const MONTPELLIER_INSEE = '34172';

const toWgs84 = proj4(LAMBERT_93, 'WGS84');

/** Lambert-93 metres → [lng, lat] in WGS84 degrees. */
export function lambert93ToWgs84(x: number, y: number): [number, number] {
  const [lng, lat] = toWgs84.forward<[number, number]>([x, y]);
  return [lng, lat];
}

const REQUIRED = ['X', 'Y', 'NUM_VOI', 'SUF_VOI', 'LIB_OFF'];

function parse(line: string, header: readonly string[]): LineResult {
  const cells = splitCsvLine(line, ',');
  if (cells.length !== header.length)
    return { rejected: `expected ${header.length} columns, found ${cells.length}` };
  const get = (name: string): string => cells[header.indexOf(name)] ?? '';
  const x = parseDecimal(get('X'));
  const y = parseDecimal(get('Y'));
  if (!Number.isFinite(x) || !Number.isFinite(y)) return { rejected: 'coordinates not numbers' };
  const [lng, lat] = lambert93ToWgs84(x, y);
  return validateAddress({
    housenumber: `${get('NUM_VOI')}${get('SUF_VOI')}`,
    street: get('LIB_OFF'),
    insee: MONTPELLIER_INSEE,
    town: 'Montpellier',
    lng,
    lat,
    sourceId: get('ID_REFP') || get('IDENT'),
  });
}

/** The Montpellier loader. */
export const montpellierLoader: AddressLoader = {
  format: 'montpellier',
  isHeader: (line) => REQUIRED.every((c) => splitCsvLine(line, ',').includes(c)),
  parseLine: (line, header) => {
    if (!header) return { rejected: 'no header line' };
    return parse(line, header);
  },
};
