/**
 * Postcode rules of the spec (§5): Paris, Marseille and Lyon arrondissement postcodes collapse
 * to 75000, 13000 and 69000 for a location label; other five-digit postcodes become their first
 * two digits followed by 000; a département code is the first two characters of the postcode.
 */

const CITY_WITH_ARRONDISSEMENTS = /^(75|69|13)0[0-2]\d$/;

/**
 * The postcode of a location label, or undefined: arrondissements collapse to their city
 * ('75011' → '75000', '13008' → '13000', '69003' → '69000'), every other postcode to its first
 * two digits and 000 ('31400' → '31000'). Both rules give the same digits; they are kept apart
 * in the spec, and `isArrondissementPostcode` tells them apart.
 */
export function locationPostcode(postcode: string | undefined): string | undefined {
  if (!postcode || !/^\d{5}$/.test(postcode)) return undefined;
  return `${postcode.slice(0, 2)}000`;
}

/** The département code the spec derives from a postcode: its first two characters. */
export function departmentCodeOfPostcode(postcode: string | undefined): string | undefined {
  if (!postcode || postcode.length < 2) return undefined;
  return postcode.slice(0, 2);
}

/** True when a postcode is one of Paris, Marseille or Lyon's arrondissements. */
export function isArrondissementPostcode(postcode: string): boolean {
  return CITY_WITH_ARRONDISSEMENTS.test(postcode);
}
