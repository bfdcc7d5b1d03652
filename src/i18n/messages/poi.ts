/**
 * Messages of the home's POI menu in fr-FR (the source) and fr-BE, in the first screen's code;
 * the POI screens' own (lists, filters, cards, sheets…) are in poi-screens.ts, loaded with the
 * other screens. en-GB and nl-BE have both in en-gb/ and nl-be/ (loaded on demand with their
 * bundle), with exactly the keys and placeholders of the source.
 */

/** fr-FR (source). */
export const poiFrFR = {
  'poi.menu.title': 'À proximité',
  'poi.menu.categories': 'Toutes les catégories',
  'poi.menu.radius': 'Calcul de rayon',
};

/** fr-BE: the same texts. */
export const poiFrBE: Readonly<Record<keyof typeof poiFrFR, string>> = { ...poiFrFR };
