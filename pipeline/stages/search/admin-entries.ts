/**
 * Localities and area entries from the national datasets: every commune (town level, with its
 * INSEE code, postcodes and population), département (admin_7; the overseas collectivités are
 * admin_2), région (admin_1) and the countries (France, Monaco). Areas get the bbox of their
 * communes' GeoNames positions; towns a box sized by population.
 */
import { COUNTRY_CODES } from '../../../src/domain/address';
import { loadAdminData, type CommuneRow, type DepartmentRow } from '../places/admin-data';
import { boxAround, boxOf, staticImportance, type Box, type SearchEntry } from './entry';
import { MONACO, type Locality } from './locality';
import { collectivityLocalities, fillOverseasCoordinates } from './overseas';
import { appendAll } from '../../core/arrays';

const FRANCE_BOX: Box = [-5.2, 41.3, 9.6, 51.1];
const MONACO_BOX: Box = [7.409, 43.724, 7.44, 43.752];

function townRadiusMetres(population: number | null): number {
  return 1000 + 5 * Math.sqrt(population ?? 0);
}

function toLocality(options: {
  commune: CommuneRow;
  departments: ReadonlyMap<string, DepartmentRow>;
  regions: ReadonlyMap<string, string>;
}): Locality {
  const { commune: c, departments, regions } = options;
  const dep = c.departmentCode ? departments.get(c.departmentCode) : undefined;
  return {
    town: c.name,
    towncode: c.insee,
    postcodes: [...c.postcodes].sort(),
    departmentCode: c.departmentCode,
    departmentLabel: dep?.name ?? null,
    regionCode: c.regionCode,
    regionLabel: c.regionCode ? (regions.get(c.regionCode) ?? dep?.name ?? null) : null,
    countryCode: COUNTRY_CODES.france,
    countryLabel: 'France',
    population: c.population,
    lng: c.lng,
    lat: c.lat,
    precise: c.coordSource === 'geonames',
  };
}

function townEntry(l: Locality): SearchEntry | undefined {
  if (l.lng === null || l.lat === null) return undefined;
  return {
    kind: 'address',
    level: 'town',
    name: l.town,
    locality: l,
    postcode: l.postcodes[0] ?? null,
    lng: l.lng,
    lat: l.lat,
    bbox: boxAround(l.lng, l.lat, townRadiusMetres(l.population)),
    importance: staticImportance({ level: 'town', population: l.population }),
    source: 'decoupage-administratif',
    sourceId: l.towncode ?? l.town,
    extraContext: [
      ...(l.towncode ? [l.towncode] : []),
      ...(l.departmentLabel ? [l.departmentLabel] : []),
    ],
  };
}

function areaEntry(options: {
  level: 'admin_7' | 'admin_2' | 'admin_1';
  code: string;
  name: string;
  members: readonly Locality[];
  centre: [number, number] | undefined;
  context: string[];
}): SearchEntry | undefined {
  const { members } = options;
  const precise = members.filter((m) => m.precise && m.lng !== null && m.lat !== null);
  const bbox = boxOf(precise.map((m) => [m.lng!, m.lat!] as [number, number]));
  const centre =
    options.centre ?? (bbox ? [(bbox[0] + bbox[2]) / 2, (bbox[1] + bbox[3]) / 2] : undefined);
  if (!centre) return undefined;
  const first = members[0];
  const locality: Locality | null = first
    ? {
        ...first,
        town: '',
        towncode: null,
        postcodes: [],
        population: null,
        ...(options.level === 'admin_1' ? { departmentCode: null, departmentLabel: null } : {}),
      }
    : null;
  return {
    kind: 'address',
    level: options.level,
    name: options.name,
    locality,
    lng: centre[0],
    lat: centre[1],
    bbox: bbox ?? boxAround(centre[0], centre[1], 20_000),
    importance: staticImportance({ level: options.level }),
    source: 'decoupage-administratif',
    sourceId: `${options.level}-${options.code}`,
    extraContext: options.context,
  };
}

/** France as a country entry (Monaco, a city-state, is found as its town). */
function franceEntry(): SearchEntry {
  return {
    kind: 'address',
    level: 'country',
    name: 'France',
    locality: null,
    lng: 2.35,
    lat: 46.6,
    bbox: FRANCE_BOX,
    importance: 1,
    source: 'static',
    sourceId: 'country-250',
  };
}

function monacoLocality(): Locality {
  return {
    town: MONACO.town,
    towncode: null,
    postcodes: [...MONACO.postcodes],
    departmentCode: null,
    departmentLabel: null,
    regionCode: null,
    regionLabel: null,
    countryCode: MONACO.countryCode,
    countryLabel: MONACO.countryLabel,
    population: MONACO.population,
    lng: MONACO.lng,
    lat: MONACO.lat,
    precise: true,
  };
}

function areas(
  localities: readonly Locality[],
  data: ReturnType<typeof loadAdminData>,
): SearchEntry[] {
  const out: SearchEntry[] = [];
  const regionNames = new Map(data.regions.map((r) => [r.code, r.name]));
  for (const d of data.departments) {
    const members = localities.filter((l) => l.departmentCode === d.code);
    const entry = areaEntry({
      level: d.zone === 'com' ? 'admin_2' : 'admin_7',
      code: d.code,
      name: d.name,
      members,
      centre: d.lng !== null && d.lat !== null ? [d.lng, d.lat] : undefined,
      context: [d.code, regionNames.get(d.regionCode) ?? ''],
    });
    if (entry) out.push(entry);
  }
  for (const r of data.regions.filter((x) => x.zone !== 'com')) {
    const members = localities.filter((l) => l.regionCode === r.code);
    const entry = areaEntry({
      level: 'admin_1',
      code: r.code,
      name: r.name,
      members,
      centre: undefined,
      context: [],
    });
    if (entry) out.push(entry);
  }
  return out;
}

/** The national datasets: a locality per commune (plus Monaco and two collectivités). */
export interface AdminLocalities {
  localities: Locality[];
  data: ReturnType<typeof loadAdminData>;
}

/** Loads the localities (their entries are made once their positions are refined). */
export function loadLocalities(): AdminLocalities {
  const data = loadAdminData();
  const departments = new Map(data.departments.map((d) => [d.code, d]));
  const regions = new Map(data.regions.map((r) => [r.code, r.name]));
  const localities = data.communes.map((commune) => toLocality({ commune, departments, regions }));
  fillOverseasCoordinates(localities);
  appendAll(localities, collectivityLocalities(departments));
  localities.push(monacoLocality());
  return { localities, data };
}

/**
 * Places communes that GeoNames lacks (villages under 1,000 inhabitants, placed at their
 * département's chef-lieu) at the mean of the points known in them: SNCF stations and address
 * rows with their INSEE code. Returns how many were placed.
 */
export function refineLocalities(
  localities: readonly Locality[],
  points: ReadonlyMap<string, readonly [number, number][]>,
): number {
  let placed = 0;
  for (const l of localities) {
    const known = !l.precise && l.towncode ? points.get(l.towncode) : undefined;
    if (!known || known.length === 0) continue;
    l.lng = known.reduce((sum, p) => sum + p[0], 0) / known.length;
    l.lat = known.reduce((sum, p) => sum + p[1], 0) / known.length;
    l.precise = true;
    placed++;
  }
  return placed;
}

/**
 * The entries of the national datasets. A commune still without a position of its own keeps
 * its estimated point (its intercommunalité's centre, else its chef-lieu's) and the view of the
 * communes it was estimated from, else of its whole département (its place is not known better).
 */
export function adminEntries(admin: AdminLocalities): SearchEntry[] {
  const areaEntries = areas(admin.localities, admin.data);
  const departmentBoxes = new Map(
    areaEntries.flatMap((e) =>
      e.level === 'admin_7' || e.level === 'admin_2'
        ? [[e.sourceId.split('-')[1], e.bbox] as const]
        : [],
    ),
  );
  const approx = new Map(
    admin.data.communes.flatMap((c) => (c.approxBbox ? [[c.insee, c.approxBbox] as const] : [])),
  );
  const towns = admin.localities.map(townEntry).filter((e): e is SearchEntry => e !== undefined);
  for (const t of towns) {
    if (t.locality?.precise) continue;
    t.estimated = true;
    const towncode = t.locality?.towncode ?? '';
    t.bbox =
      approx.get(towncode) ?? departmentBoxes.get(t.locality?.departmentCode ?? '') ?? t.bbox;
  }
  const monaco = towns.at(-1);
  if (monaco) monaco.bbox = MONACO_BOX;
  return [franceEntry(), ...areaEntries, ...towns];
}
