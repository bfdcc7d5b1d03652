/**
 * The French messages of the screens that are not on the first one (account, itinerary, POI
 * lists and sheets, quiz, radius tool and POIs on a route, transit): one chunk, loaded after the first screen or by the first of those screens to open
 * (translate.ts, `loadScreenMessages`), so that they do not weigh on the first screen.
 */
import { accountFrBE, accountFrFR } from './account';
import { helpFrBE, helpFrFR } from './help';
import { itineraryFrBE, itineraryFrFR } from './itinerary';
import { poiScreensFrBE, poiScreensFrFR } from './poi-screens';
import { quizFrBE, quizFrFR } from './quiz';
import { searchScreensFrBE, searchScreensFrFR } from './search-screens';
import { toolsFrBE, toolsFrFR } from './tools';
import { transitFrBE, transitFrFR } from './transit';

/** fr-FR. */
export const frFRScreens = {
  ...accountFrFR,
  ...helpFrFR,
  ...itineraryFrFR,
  ...poiScreensFrFR,
  ...quizFrFR,
  ...searchScreensFrFR,
  ...toolsFrFR,
  ...transitFrFR,
};

/** fr-BE: what differs from fr-FR. */
export const frBEScreens = {
  ...accountFrBE,
  ...helpFrBE,
  ...itineraryFrBE,
  ...poiScreensFrBE,
  ...quizFrBE,
  ...searchScreensFrBE,
  ...toolsFrBE,
  ...transitFrBE,
};
