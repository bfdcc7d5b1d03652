/**
 * Entries of the region's address files (BANO/BAN, Toulouse, Montpellier), each read by the
 * loader of its layout with its rows validated; their streets join the street collector.
 */
import { loadAddressFile, type AddressLoadReport, type AddressRow } from '../../sources/addresses';
import type { AddressFormat } from '../../sources/addresses/types';
import { staticImportance, type SearchEntry } from './entry';
import type { Locality, LocalityResolver } from './locality';
import { addressKey, type SeenAddresses } from './osm-entries';
import type { StreetCollector } from './streets';

function localityOf(row: AddressRow, resolver: LocalityResolver): Locality | null {
  return (
    resolver.byInseeCode(row.insee) ??
    resolver.resolve(row.lng, row.lat, { postcode: row.postcode, city: row.town }) ??
    null
  );
}

/** Options of `addressFileEntries`. */
export interface AddressFileOptions {
  files: readonly { format: string; path: string }[];
  resolver: LocalityResolver;
  streets: StreetCollector;
  seen: SeenAddresses;
  signal: AbortSignal;
  onRow: () => void;
}

/** What the files gave. */
export interface AddressFileEntries {
  entries: SearchEntry[];
  reports: AddressLoadReport[];
  duplicates: number;
}

/** Turns one valid row into an entry (and a point of its street); the first source wins. */
function addRow(
  options: AddressFileOptions,
  out: AddressFileEntries,
  row: AddressRow,
  source: string,
): void {
  options.onRow();
  const locality = localityOf(row, options.resolver);
  const postcode =
    row.postcode ?? (locality?.postcodes.length === 1 ? (locality.postcodes[0] ?? null) : null);
  const sourceId = `${source}-${row.sourceId}`;
  options.streets.addPoint({
    name: row.street,
    locality,
    lng: row.lng,
    lat: row.lat,
    postcode,
    sourceId,
  });
  if (row.housenumber === null) return;
  if (locality) options.resolver.remember(row.lng, row.lat, locality);
  const key = addressKey(locality?.town ?? '', row.street, row.housenumber);
  if (options.seen.has(key)) {
    out.duplicates++;
    return;
  }
  options.seen.add(key);
  out.entries.push({
    kind: 'address',
    level: 'address_point',
    name: row.street,
    housenumber: row.housenumber,
    street: row.street,
    locality,
    postcode,
    lng: row.lng,
    lat: row.lat,
    importance: staticImportance({ level: 'address_point' }),
    source,
    sourceId,
  });
}

/** Reads the address files; returns their entries and reports. */
export async function addressFileEntries(options: AddressFileOptions): Promise<AddressFileEntries> {
  const out: AddressFileEntries = { entries: [], reports: [], duplicates: 0 };
  for (const file of options.files) {
    const report = await loadAddressFile({
      format: file.format as AddressFormat,
      path: file.path,
      onRow: (row) => addRow(options, out, row, file.format),
      signal: options.signal,
    });
    out.reports.push(report);
  }
  return out;
}
