/**
 * BANO / BAN CSV loader. BANO files have no header: id,number,street,postcode,town,source,lat,lon
 * (the id starts with the INSEE code). BAN files (`adresses-<dep>.csv`) have a ';' header with
 * numero, rep, nom_voie, code_postal, code_insee, nom_commune, lon and lat.
 */
import { parseDecimal, splitCsvLine } from './csv';
import type { AddressLoader, LineResult } from './types';
import { validateAddress } from './validate';

const BAN_COLUMNS = ['numero', 'nom_voie', 'code_postal', 'code_insee', 'lon', 'lat'];

function parseBano(line: string): LineResult {
  const cells = splitCsvLine(line, ',');
  if (cells.length !== 8) return { rejected: `expected 8 columns, found ${cells.length}` };
  const [id = '', number = '', street = '', postcode, town, , lat, lon] = cells;
  const insee = /^(\d{5}|2[AB]\d{3})/i.exec(id)?.[0];
  return validateAddress({
    housenumber: number,
    street,
    postcode,
    insee,
    town,
    lng: parseDecimal(lon),
    lat: parseDecimal(lat),
    sourceId: id,
  });
}

function parseBan(line: string, header: readonly string[]): LineResult {
  const cells = splitCsvLine(line, ';');
  if (cells.length !== header.length)
    return { rejected: `expected ${header.length} columns, found ${cells.length}` };
  const get = (name: string): string => cells[header.indexOf(name)] ?? '';
  return validateAddress({
    housenumber: `${get('numero')}${get('rep')}`,
    street: get('nom_voie'),
    postcode: get('code_postal'),
    insee: get('code_insee'),
    town: get('nom_commune'),
    lng: parseDecimal(get('lon')),
    lat: parseDecimal(get('lat')),
    sourceId: get('id'),
  });
}

/** The BANO / BAN loader. */
export const banoLoader: AddressLoader = {
  format: 'bano',
  isHeader: (line) => {
    const cells = splitCsvLine(line, ';');
    return BAN_COLUMNS.every((c) => cells.includes(c));
  },
  parseLine: (line, header) => (header ? parseBan(line, header) : parseBano(line)),
};
