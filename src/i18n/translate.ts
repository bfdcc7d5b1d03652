import type { Locale } from './locales';
import { enGB } from './en-gb';
import { frBE } from './fr-be';
import { frFR, type Bundle, type MessageKey } from './fr-fr';
import { nlBE } from './nl-be';

export type { Bundle, MessageKey };

/** Parameters substituted into `{name}` placeholders. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A translate function bound to one locale. */
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** Every bundle, by locale. */
export const BUNDLES: Readonly<Record<Locale, Bundle>> = {
  'fr-FR': frFR,
  'fr-BE': frBE,
  'nl-BE': nlBE,
  'en-GB': enGB,
};

/** Replaces each `{name}` of a template by its parameter; unknown names are left as they are. */
export function formatMessage(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? whole : String(value);
  });
}

/** The message of `key` in `locale` (fr-FR when a bundle lacks it), with its parameters. */
export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  const template = BUNDLES[locale][key] ?? frFR[key];
  return formatMessage(template, params);
}

/** A typed `t(key, params)` bound to a locale. */
export function createTranslator(locale: Locale): Translate {
  return (key, params) => translate(locale, key, params);
}
