/**
 * Every bundle, by locale, imported statically: for the tests and checks of the bundles. The SPA
 * does not import this module; it loads the screens' messages of nl-BE and en-GB on demand
 * (translate.ts).
 */
import { enGBShell } from './en-gb';
import { frBEFirst } from './fr-be';
import { frFR, type Bundle } from './fr-fr';
import { frBEScreens } from './messages/fr-screens';
import type { Locale } from './locales';
import { enGBScreens } from './messages/en-gb';
import { nlBEScreens } from './messages/nl-be';
import { nlBEShell } from './nl-be';

/** Every bundle, by locale. */
export const BUNDLES: Readonly<Record<Locale, Bundle>> = {
  'fr-FR': frFR,
  'fr-BE': { ...frFR, ...frBEScreens, ...frBEFirst },
  'nl-BE': { ...nlBEScreens, ...nlBEShell },
  'en-GB': { ...enGBScreens, ...enGBShell },
};
