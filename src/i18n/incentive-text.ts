/**
 * The incentive pop-ins' messages in the four locales, loaded with the pop-ins (one lazy chunk).
 */
import type { Locale } from './locales';
import { incentivesFrBE, incentivesFrFR, type IncentiveMessageKey } from './messages/incentives';
import { incentivesEnGB } from './messages/en-gb/incentives';
import { incentivesNlBE } from './messages/nl-be/incentives';

export type { IncentiveMessageKey };

/** Every locale's messages of the pop-ins. */
export const INCENTIVE_MESSAGES: Readonly<
  Record<Locale, Readonly<Record<IncentiveMessageKey, string>>>
> = {
  'fr-FR': incentivesFrFR,
  'fr-BE': incentivesFrBE,
  'nl-BE': incentivesNlBE,
  'en-GB': incentivesEnGB,
};

/** The message `key` in `locale`. */
export function incentiveText(locale: Locale, key: IncentiveMessageKey): string {
  return INCENTIVE_MESSAGES[locale][key];
}
