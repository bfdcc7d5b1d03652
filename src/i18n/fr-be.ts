import { accountFrBE } from './messages/account';
import { itineraryFrBE } from './messages/itinerary';
import { poiFrBE } from './messages/poi';
import { quizFrBE } from './messages/quiz';
import { searchFrBE } from './messages/search';
import { transitFrBE } from './messages/transit';
import { frFR, type Bundle } from './fr-fr';

/** fr-BE: Belgian French reuses fr-FR and overrides what differs. */
export const frBE: Bundle = {
  ...frFR,
  ...accountFrBE,
  ...itineraryFrBE,
  ...poiFrBE,
  ...quizFrBE,
  ...searchFrBE,
  ...transitFrBE,
  'region.default': 'Belgique',
};
