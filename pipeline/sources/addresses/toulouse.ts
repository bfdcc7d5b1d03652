/**
 * Toulouse Métropole address points: ';'-separated with a header
 * (no;numero;lib_off;mot_directeur;sti;nrivoli;rivoli;X_CC43;Y_CC43;X_WGS84;Y_WGS84), WGS84
 * coordinates with decimal commas, numbers like '0053B' (B bis, T ter), street names in
 * capitals; the commune is the first five digits of `sti` (its INSEE code).
 */
import { parseDecimal, splitCsvLine } from './csv';
import { displayStreetName } from './street-names';
import type { AddressLoader, LineResult } from './types';
import { validateAddress } from './validate';

const REQUIRED = ['numero', 'lib_off', 'sti', 'X_WGS84', 'Y_WGS84'];

function parse(line: string, header: readonly string[]): LineResult {
  const cells = splitCsvLine(line, ';');
  if (cells.length !== header.length)
    return { rejected: `expected ${header.length} columns, found ${cells.length}` };
  const get = (name: string): string => cells[header.indexOf(name)] ?? '';
  const sti = get('sti');
  return validateAddress({
    housenumber: get('numero'),
    street: displayStreetName(get('lib_off')),
    insee: /^\d{5}/.exec(sti)?.[0],
    lng: parseDecimal(get('X_WGS84')),
    lat: parseDecimal(get('Y_WGS84')),
    sourceId: `${get('rivoli') || sti}-${get('numero')}`,
  });
}

/** The Toulouse loader. */
export const toulouseLoader: AddressLoader = {
  format: 'toulouse',
  isHeader: (line) => REQUIRED.every((c) => splitCsvLine(line, ';').includes(c)),
  parseLine: (line, header) => {
    if (!header) return { rejected: 'no header line' };
    return parse(line, header);
  },
};
