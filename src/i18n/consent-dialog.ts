/**
 * The consent dialog's messages in the four locales, loaded with the dialog (one lazy chunk):
 * `consentText(locale, key, params)` substitutes `{name}` like `translate`.
 */
import type { Locale } from './locales';
import { consentFrBE, consentFrFR, type ConsentMessageKey } from './messages/consent';
import { consentEnGB } from './messages/en-gb/consent';
import { consentNlBE } from './messages/nl-be/consent';

export type { ConsentMessageKey };

/** Every locale's messages of the dialog. */
export const CONSENT_MESSAGES: Readonly<
  Record<Locale, Readonly<Record<ConsentMessageKey, string>>>
> = {
  'fr-FR': consentFrFR,
  'fr-BE': consentFrBE,
  'nl-BE': consentNlBE,
  'en-GB': consentEnGB,
};

/** The message `key` in `locale`, its `{name}` placeholders replaced. */
export function consentText(
  locale: Locale,
  key: ConsentMessageKey,
  params: Readonly<Record<string, string>> = {},
): string {
  return CONSENT_MESSAGES[locale][key].replace(
    /\{(\w+)\}/g,
    (m, name: string) => params[name] ?? m,
  );
}
