/**
 * The screens' messages in en-GB (UK English): one chunk, loaded on demand when the locale is
 * chosen (src/i18n/translate.ts), with the shell's messages (../../en-gb.ts) re-exported here.
 */
import type { ScreenMessageKey } from '../../fr-fr';
export { enGBShell } from '../../en-gb';
import { accountEnGB } from './account';
import { helpEnGB } from './help';
import { itineraryEnGB } from './itinerary';
import { poiEnGB } from './poi';
import { quizEnGB } from './quiz';
import { searchEnGB } from './search';
import { transitEnGB } from './transit';

/** The messages of the account, itinerary, POI, search and transit screens. */
export const enGBScreens: Readonly<Record<ScreenMessageKey, string>> = {
  ...accountEnGB,
  ...helpEnGB,
  ...itineraryEnGB,
  ...poiEnGB,
  ...quizEnGB,
  ...searchEnGB,
  ...transitEnGB,
};
