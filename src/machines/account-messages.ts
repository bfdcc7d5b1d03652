/**
 * What the account screens tell after a call: the server's catalogue message when it refused
 * (it speaks the page's language), else the spec's message of the operation (001 §8) or of the
 * failure's kind (time-out, server error).
 */
import type { MessageKey } from '../i18n/fr-fr';
import { AccountError } from '../services/account-api';
import { isApiError } from '../services/api-errors';

/** A message to show: an i18n key, or the server's own text. */
export type AccountMessage = { key: MessageKey } | { text: string };

/**
 * The message of a failed call: a refused form says which field to check (the catalogue's
 * VALIDATION message is the parser's, for developers); another refusal's own words (4xx); else the operation's message of §8
 * when there is one (`fallback`: « …lors de l'ajout d'un autre favori »), else the failure's kind
 * (time-out, server error, default).
 */
export function accountMessage(error: unknown, fallback?: MessageKey): AccountMessage {
  if (error instanceof AccountError && error.code === 'VALIDATION') {
    return { key: error.fields.includes('email') ? 'account.email.invalid' : 'account.invalid' };
  }
  if (error instanceof AccountError && error.status !== undefined && error.status < 500) {
    return { text: error.message };
  }
  if (fallback) return { key: fallback };
  return { key: isApiError(error) ? error.messageKey : 'errors.default' };
}
