import type { Stage } from '../core/stage';
import { placesStage } from './places';
import { routingStage } from './routing';
import { tilesStage } from './tiles';

/** Every stage of `npm run import`, in build order. */
export const STAGES: readonly Stage[] = [tilesStage, routingStage, placesStage];
