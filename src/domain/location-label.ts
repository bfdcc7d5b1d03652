/**
 * The two location formats of spec §5, as a shared link or an old bookmark names a place: a
 * postcode-town string (« 76000-Rouen »: up to 8 capitals, digits, spaces or dashes with at least
 * one digit, a dash, then the town's name) and a code-label string (« 76-Seine-Maritime »,
 * « FR-France »: capitals and digits, a dash, then the name). An address page whose location is
 * one of them reads it back at that level only: « 76000-Rouen » is the town, never the Rue de
 * Rouen of a suburb; « 76-Seine-Maritime » the département.
 */

/**
 * A name after the code, as a label writes it: a capital first, then letters, words joined by a
 * dash, a space or an apostrophe. The app's own slugs are lower case (`12-rue-victor-hugo`): they
 * are never read as one of these formats.
 */
const NAME = String.raw`\p{Lu}\p{L}*(?:[-' ’]\p{L}+)*`;
const POSTCODE_TOWN = new RegExp(String.raw`^([A-Z0-9 -]{1,8})-(${NAME})$`, 'u');
/** A code-label's code: letters (FR, IDF), a département's (76, 2A, 974), or both (FR-76). */
const CODE_LABEL = new RegExp(String.raw`^([A-Z][A-Z0-9]*|\d\d|2[AB]|97\d)-(${NAME})$`, 'u');

/** The code of a postcode-town string (§5), null for other text. */
function postcodeTownCode(text: string): string | null {
  const code = POSTCODE_TOWN.exec(text)?.[1];
  return code !== undefined && /\d/.test(code) ? code : null;
}

/** True for a postcode-town string (§5). */
export function isPostcodeTown(text: string): boolean {
  return postcodeTownCode(text) !== null;
}

/** True for a code-label string (§5). */
export function isCodeLabel(text: string): boolean {
  return CODE_LABEL.test(text);
}

function decoded(location: string): string {
  try {
    return decodeURIComponent(location);
  } catch {
    return location;
  }
}

/** The geocode levels a location label is read back at, undefined for any text. */
export function locationSubtypes(location: string): string | undefined {
  const text = decoded(location);
  // « 76-Seine-Maritime » is both: a code of fewer than four characters is a département's,
  // a region's or a country's (no postcode is that short).
  if ((postcodeTownCode(text) ?? '').length >= 4) return 'town';
  if (isCodeLabel(text)) return 'admin_7,admin_2,admin_1,country';
  return undefined;
}
