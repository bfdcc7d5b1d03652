/**
 * agency.txt: who runs the lines, and where a rider reads their timetables (`agency_url`,
 * required) and buys tickets (`agency_fare_url`, optional). Only http(s) addresses are kept: a
 * route result links to them.
 */
import { readCsv } from './csv';
import type { FileReporter } from './fields';
import type { GtfsAgency } from './types';

/** The address if it is an absolute http(s) URL, else undefined. */
export function webAddress(text: string): string | undefined {
  if (!URL.canParse(text)) return undefined;
  const url = new URL(text);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
}

/** agency.txt: a name and a web address each; the fare page when it is one. */
export function parseAgencies(text: string, r: FileReporter): GtfsAgency[] {
  const out: GtfsAgency[] = [];
  const seen = new Set<string>();
  for (const row of readCsv(text)) {
    r.row();
    const id = row.get('agency_id');
    const name = row.get('agency_name').trim();
    const url = webAddress(row.get('agency_url').trim());
    if (!name) r.reject(row.line, 'missing agency_name');
    else if (!url) r.reject(row.line, 'invalid agency_url');
    else if (seen.has(id)) r.reject(row.line, 'duplicate agency_id (the first row is kept)');
    else {
      seen.add(id);
      const fareUrl = webAddress(row.get('agency_fare_url').trim());
      out.push({ id, name, url, ...(fareUrl ? { fareUrl } : {}) });
    }
  }
  return out;
}

/**
 * The agency of a route: its `agency_id`'s, or the feed's only agency when the route names
 * none (GTFS makes the id optional for a feed of one agency).
 */
export function agencyOf(
  agencies: readonly GtfsAgency[],
  agencyId: string,
): GtfsAgency | undefined {
  if (agencyId === '' && agencies.length === 1) return agencies[0];
  return agencies.find((a) => a.id === agencyId);
}
