import { frFRFirst } from './fr-fr-shell';
import { poiFrBE } from './messages/poi';
import { searchFrBE } from './messages/search';

/**
 * fr-BE: Belgian French reuses fr-FR and overrides what differs. This is what the first screen
 * needs; the other screens' overrides come with their French messages (messages/fr-screens.ts).
 */
export const frBEFirst = {
  ...frFRFirst,
  ...poiFrBE,
  ...searchFrBE,
  'region.default': 'Belgique',
};
