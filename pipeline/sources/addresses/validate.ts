/** Validation of address rows, the same for every layout. */
import { normaliseHousenumber } from '../../../src/domain/search-text/normalise';
import type { AddressRow, LineResult } from './types';

/** West, south, east, north boxes of metropolitan and overseas France. */
const FRENCH_BOXES: readonly (readonly [number, number, number, number])[] = [
  [-5.8, 41.2, 9.8, 51.3],
  [-63.2, 14.3, -60.7, 18.2],
  [-54.7, 2.1, -51.5, 5.9],
  [55.1, -21.5, 55.9, -20.8],
  [44.9, -13.1, 45.4, -12.5],
  [-56.5, 46.7, -56.1, 47.2],
];

/** True when a point is inside France (metropolitan or overseas). */
export function isInFrance(lng: number, lat: number): boolean {
  return FRENCH_BOXES.some(([w, s, e, n]) => lng >= w && lng <= e && lat >= s && lat <= n);
}

/** A row before validation: raw texts and parsed numbers. */
export interface RawAddress {
  housenumber: string;
  street: string;
  postcode?: string | undefined;
  insee?: string | undefined;
  town?: string | undefined;
  lng: number;
  lat: number;
  sourceId: string;
}

function optional(text: string | undefined): string | null {
  const t = text?.trim();
  return t ? t : null;
}

/**
 * Validates a raw address: a house number (with its bis/ter suffix), a street, coordinates that
 * are finite numbers inside France, a five-digit postcode and a valid INSEE code when present.
 */
export function validateAddress(raw: RawAddress): LineResult {
  // A number 0 or no number marks a point of the street itself (Montpellier's squares).
  const streetPoint = /^0*$/.test(raw.housenumber.trim());
  const housenumber = streetPoint ? null : normaliseHousenumber(raw.housenumber);
  if (housenumber === undefined) return { rejected: 'invalid house number' };
  const street = raw.street.replace(/\s+/g, ' ').trim();
  if (!street) return { rejected: 'missing street' };
  if (!Number.isFinite(raw.lng) || !Number.isFinite(raw.lat))
    return { rejected: 'coordinates not numbers' };
  if (!isInFrance(raw.lng, raw.lat)) return { rejected: 'coordinates outside France' };
  const postcode = optional(raw.postcode);
  if (postcode && !/^\d{5}$/.test(postcode)) return { rejected: 'invalid postcode' };
  const insee = optional(raw.insee)?.toUpperCase() ?? null;
  if (insee && !/^(\d{5}|2[AB]\d{3})$/.test(insee)) return { rejected: 'invalid INSEE code' };
  const row: AddressRow = {
    housenumber,
    street,
    postcode,
    insee,
    town: optional(raw.town),
    lng: raw.lng,
    lat: raw.lat,
    sourceId: raw.sourceId,
  };
  return { row };
}
