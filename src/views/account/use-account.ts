/** React access to the account system (created on first use) and its messages. */
import { accountSystemOf, type AccountSystem } from '../../machines/account-system';
import type { AccountMessage } from '../../machines/account-messages';
import type { Translate } from '../../i18n/translate';
import { useAppSystem } from '../app-context';

/** The account system of the app. */
export function useAccount(): AccountSystem {
  return accountSystemOf(useAppSystem());
}

/** The text of an account message (an i18n key, or the server's own sentence). */
export function messageText(t: Translate, message: AccountMessage, max = 52): string {
  return 'key' in message ? t(message.key, { max: String(max) }) : message.text;
}
