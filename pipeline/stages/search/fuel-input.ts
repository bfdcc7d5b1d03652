/**
 * The fuel stations of the national fuel-prices file, read with the shared loader
 * (`pipeline/sources/fuel-prices.ts`); none when the shared data lacks the file.
 */
import { loadFuelStations } from '../../sources/fuel-prices';
import { fuelPricesFile } from '../places/fuel-tables';
import type { StageInputFile } from '../../core/stage';
import type { FuelStationInput } from './poi-entries';

/** The fuel-prices file as an input of the stage (its hash is part of the fingerprint). */
export function fuelInputFiles(): StageInputFile[] {
  const path = fuelPricesFile();
  return path ? [{ name: 'fuel-prices', path }] : [];
}

/** The stations of the file. */
export async function loadFuelInputs(): Promise<FuelStationInput[]> {
  const path = fuelPricesFile();
  return path ? loadFuelStations(path) : [];
}
