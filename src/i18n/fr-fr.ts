import { frFRFirst } from './fr-fr-shell';
import type { poiFrFR } from './messages/poi';
import type { searchFrFR } from './messages/search';
import { accountFrFR } from './messages/account';
import { helpFrFR } from './messages/help';
import { itineraryFrFR } from './messages/itinerary';
import { poiScreensFrFR } from './messages/poi-screens';
import { quizFrFR } from './messages/quiz';
import { searchScreensFrFR } from './messages/search-screens';
import { toolsFrFR } from './messages/tools';
import { transitFrFR } from './messages/transit';

/**
 * fr-FR: the source bundle, whole (for the types and the tests of the bundles; the SPA loads it
 * in two parts, see fr-fr-shell.ts). Every other bundle has exactly these keys (checked by a test).
 */
export const frFR = {
  ...accountFrFR,
  ...helpFrFR,
  ...itineraryFrFR,
  ...poiScreensFrFR,
  ...quizFrFR,
  ...searchScreensFrFR,
  ...toolsFrFR,
  ...transitFrFR,
  ...frFRFirst,
};

/** A key of the source bundle. */
export type MessageKey = keyof typeof frFR;

/** A translation bundle: one string per key of the source bundle. */
export type Bundle = Readonly<Record<MessageKey, string>>;

/** A key of the screens' messages (messages/*.ts), which nl-BE and en-GB load on demand. */
export type ScreenMessageKey =
  | keyof typeof accountFrFR
  | keyof typeof helpFrFR
  | keyof typeof itineraryFrFR
  | keyof typeof poiFrFR
  | keyof typeof poiScreensFrFR
  | keyof typeof quizFrFR
  | keyof typeof searchFrFR
  | keyof typeof searchScreensFrFR
  | keyof typeof toolsFrFR
  | keyof typeof transitFrFR;

/** A key of the shell's messages (fr-fr-shell.ts), there at once in every locale. */
export type ShellMessageKey = Exclude<MessageKey, ScreenMessageKey>;
