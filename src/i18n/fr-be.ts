import { itineraryFrBE } from './messages/itinerary';
import { searchFrBE } from './messages/search';
import { frFR, type Bundle } from './fr-fr';

/** fr-BE: Belgian French reuses fr-FR and overrides what differs. */
export const frBE: Bundle = {
  ...frFR,
  ...itineraryFrBE,
  ...searchFrBE,
  'region.default': 'Belgique',
};
