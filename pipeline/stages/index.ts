import type { Stage } from '../core/stage';
import { placesStage } from './places';
import { restrictionsStage } from './restrictions';
import { routingStage } from './routing';
import { searchStage } from './search';
import { tilesStage } from './tiles';
import { transitStage } from './transit';

/** Every stage of `npm run import`, in build order. */
export const STAGES: readonly Stage[] = [
  tilesStage,
  routingStage,
  placesStage,
  transitStage,
  searchStage,
  restrictionsStage,
];
