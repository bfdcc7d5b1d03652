/**
 * SNCF passenger stations (référentiel des gares voyageurs, JSON): one station per UIC code,
 * with its commune (INSEE code from the département and commune numbers), postcode and WGS84
 * position. Closed stations (an end-of-validity date) and stations without a position are
 * skipped and counted.
 */
import { readFile } from 'node:fs/promises';

/** A station of the referential. */
export interface SncfStation {
  uic: string;
  /** Name as shown on the station ('Grenoble', 'Paris Gare de Lyon'). */
  name: string;
  insee: string | null;
  town: string | null;
  postcode: string | null;
  lng: number;
  lat: number;
  /** DRG segment: 'a' national, 'b' regional, 'c' local. */
  segment: string | null;
  /**
   * The station this UIC code belongs to (code_gare): one station can have several, a hall and
   * its RER platforms ('Paris Gare de Lyon Hall 1 & 2', 'Paris Gare de Lyon RER').
   */
  station: string | null;
  /** The name of that station ('Paris Gare de Lyon'). */
  stationName: string | null;
}

/** What the loader found. */
export interface SncfStationsReport {
  entries: number;
  stations: number;
  closed: number;
  withoutPosition: number;
  duplicates: number;
}

interface RawStation {
  uic_code?: string | null;
  code_gare?: string | null;
  gare_alias_libelle_noncontraint?: string | null;
  dtfinval?: string | null;
  alias_libelle_noncontraint?: string | null;
  adresse_cp?: string | null;
  commune_code?: string | null;
  commune_libellemin?: string | null;
  departement_numero?: string | null;
  segmentdrg_libelle?: string | null;
  wgs_84?: { lon?: number; lat?: number } | null;
}

function inseeOf(raw: RawStation): string | null {
  const dep = raw.departement_numero?.trim();
  const commune = raw.commune_code?.trim();
  if (!dep || !commune) return null;
  const code =
    dep.length === 3 ? `${dep}${commune.slice(-2)}` : `${dep.padStart(2, '0')}${commune}`;
  return /^(\d{5}|2[AB]\d{3})$/.test(code) ? code : null;
}

function toStation(raw: RawStation): SncfStation | 'closed' | 'no-position' {
  if (raw.dtfinval) return 'closed';
  const lng = raw.wgs_84?.lon;
  const lat = raw.wgs_84?.lat;
  if (typeof lng !== 'number' || typeof lat !== 'number' || (lng === 0 && lat === 0))
    return 'no-position';
  const postcode = raw.adresse_cp?.trim() ?? '';
  return {
    uic: String(raw.uic_code ?? '').replace(/^00/, ''),
    name: (raw.alias_libelle_noncontraint ?? '').trim(),
    insee: inseeOf(raw),
    town: raw.commune_libellemin?.trim() || null,
    postcode: /^\d{5}$/.test(postcode) ? postcode : null,
    lng,
    lat,
    segment: raw.segmentdrg_libelle?.toLowerCase() ?? null,
    station: raw.code_gare?.trim() || null,
    stationName: raw.gare_alias_libelle_noncontraint?.trim() || null,
  };
}

/** Reads the stations file. */
export async function loadSncfStations(
  path: string,
): Promise<{ stations: SncfStation[]; report: SncfStationsReport }> {
  const raw = JSON.parse(await readFile(path, 'utf8')) as RawStation[];
  const report: SncfStationsReport = {
    entries: raw.length,
    stations: 0,
    closed: 0,
    withoutPosition: 0,
    duplicates: 0,
  };
  const byUic = new Map<string, SncfStation>();
  for (const entry of raw) {
    const station = toStation(entry);
    if (station === 'closed') report.closed++;
    else if (station === 'no-position') report.withoutPosition++;
    else if (!station.name || !station.uic) report.withoutPosition++;
    else if (byUic.has(station.uic)) report.duplicates++;
    else byUic.set(station.uic, station);
  }
  report.stations = byUic.size;
  return { stations: [...byUic.values()], report };
}
