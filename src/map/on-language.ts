/** Popups written in the page's language follow a switch (the address and stop popups). */
import { subscribeMessages } from '../i18n/translate';
import type { AppSystem } from '../machines/app-system';

/**
 * Calls `rewrite` when the page's language changes or its messages arrive (an open popup speaks
 * the language chosen after it opened); returns the subscriptions.
 */
export function onLanguage(
  system: Pick<AppSystem, 'locale'>,
  rewrite: () => void,
): { unsubscribe: () => void }[] {
  let locale = system.locale.getSnapshot().context.locale;
  const change = system.locale.subscribe((s) => {
    if (s.context.locale === locale) return;
    locale = s.context.locale;
    rewrite();
  });
  const messages = subscribeMessages(rewrite);
  return [change, { unsubscribe: () => void messages() }];
}
