/**
 * The screens' messages in nl-BE (Belgian Dutch): one chunk, loaded on demand when the locale is
 * chosen (src/i18n/translate.ts), with the shell's messages (../../nl-be.ts) re-exported here.
 */
import type { ScreenMessageKey } from '../../fr-fr';
export { nlBEShell } from '../../nl-be';
import { accountNlBE } from './account';
import { helpNlBE } from './help';
import { itineraryNlBE } from './itinerary';
import { poiNlBE } from './poi';
import { quizNlBE } from './quiz';
import { searchNlBE } from './search';
import { transitNlBE } from './transit';

/** The messages of the account, itinerary, POI, search and transit screens. */
export const nlBEScreens: Readonly<Record<ScreenMessageKey, string>> = {
  ...accountNlBE,
  ...helpNlBE,
  ...itineraryNlBE,
  ...poiNlBE,
  ...quizNlBE,
  ...searchNlBE,
  ...transitNlBE,
};
