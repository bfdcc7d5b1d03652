/**
 * Decimal numbers typed by a user (spec 000 §5): a comma is a decimal separator as a dot is, a
 * minus sign is dropped (a consumption or a price is never negative), and the value is rounded to
 * one decimal unless the field asks for more.
 */

/** The number a text holds (`'6,54'` → 6.5), or undefined when it holds none. */
export function parseDecimal(text: string, decimals = 1): number | undefined {
  const cleaned = text.trim().replace(/-/g, '').replace(',', '.');
  if (cleaned === '' || !/^\d*\.?\d*$/.test(cleaned) || cleaned === '.') return undefined;
  const factor = 10 ** decimals;
  return Math.round(Number(cleaned) * factor) / factor;
}

/**
 * A number as a field shows it in a language: a decimal comma in French and Dutch (`6,5`,
 * `1,304`), a point in English; empty for none.
 */
export function decimalText(value: number | undefined | null, lang: 'fr' | 'en' | 'nl'): string {
  if (value === undefined || value === null) return '';
  const text = String(value);
  return lang === 'en' ? text : text.replace('.', ',');
}
