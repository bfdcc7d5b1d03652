/** Country names in the interface's locale (a module of its own: only lazy screens read it). */

/** ISO 3166 alpha-2 of the spec's countries, by numeric code. */
const ALPHA_2: Readonly<Record<string, string>> = {
  '250': 'FR',
  '056': 'BE',
  '826': 'GB',
  '492': 'MC',
};

/**
 * A country's name in the interface's locale (« Frankrijk », « France »): the data's label in
 * French, else the browser's own names of countries (Intl.DisplayNames), else the data's label.
 */
export function countryName(countryCode: string, label: string, locale: string): string {
  const alpha = ALPHA_2[countryCode];
  if (locale.startsWith('fr') || !alpha || typeof Intl.DisplayNames !== 'function') return label;
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(alpha) ?? label;
  } catch {
    return label;
  }
}
