/**
 * Display labels of durations, lengths, prices and emissions in the label language of a
 * request (fr, en, nl). Distances under 1 km show in metres, others in km with one decimal
 * (§5). Zod-free.
 */
import type { LabelLanguage } from './providers';

/** A day (YYYY-MM-DD) as DD/MM/YYYY, as the French, British and Belgian pages write it. */
export const slashDate = (iso: string): string => iso.slice(0, 10).split('-').reverse().join('/');

/** Distances below this show in metres. */
export const METRES_THRESHOLD = 1000;

const NUMBER_LOCALES: Readonly<Record<LabelLanguage, string>> = {
  fr: 'fr-FR',
  en: 'en-GB',
  nl: 'nl-BE',
};

/** Number formats are costly to create: one per language and number of decimals. */
const formats = new Map<string, Intl.NumberFormat>();

function number(lang: LabelLanguage, value: number, decimals: number): string {
  const key = `${lang}/${decimals}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(NUMBER_LOCALES[lang], {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(key, format);
  }
  return format.format(value).replace(/\u202f|\u00a0/g, ' ');
}

/** "1 h 05 min", "12 min", "< 1 min" (seconds in). */
export function formatDuration(seconds: number, lang: LabelLanguage = 'fr'): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 1) return lang === 'fr' ? '< 1 min' : '< 1 min';
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  const hour = lang === 'nl' ? 'u' : 'h';
  return `${h} ${hour} ${String(m).padStart(2, '0')} min`;
}

/** "850 m", "4,7 km" (metres in). */
export function formatLength(metres: number, lang: LabelLanguage = 'fr'): string {
  if (metres < METRES_THRESHOLD) return `${Math.round(metres)} m`;
  return `${number(lang, metres / 1000, 1)} km`;
}

/** "12,34 €" (euros in). */
export function formatPrice(euros: number, lang: LabelLanguage = 'fr'): string {
  return lang === 'en' ? `€${number(lang, euros, 2)}` : `${number(lang, euros, 2)} €`;
}

/** "350 g CO₂e", "1,2 kg CO₂e" (grams in). */
export function formatCo2(grams: number, lang: LabelLanguage = 'fr'): string {
  if (grams < 1000) return `${Math.round(grams)} g CO₂e`;
  return `${number(lang, grams / 1000, 1)} kg CO₂e`;
}

/** "0,42 g" (grams in, two decimals). */
export function formatGrams(grams: number, lang: LabelLanguage = 'fr'): string {
  return `${number(lang, grams, 2)} g`;
}

/** "6,5 L/100 km". */
export function formatConsumption(litresPer100: number, lang: LabelLanguage = 'fr'): string {
  return `${number(lang, litresPer100, 1)} L/100 km`;
}

/** "1,379 €/L". */
export function formatPricePerLitre(euros: number, lang: LabelLanguage = 'fr'): string {
  return lang === 'en' ? `€${number(lang, euros, 3)}/L` : `${number(lang, euros, 3)} €/L`;
}
