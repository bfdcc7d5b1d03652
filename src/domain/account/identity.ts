/**
 * The signed-in user's identity and the rules of accounts (spec 001 §3 User account state,
 * issue 13): what /api/identity answers, the password rules, the session lifetime. Zod-free.
 */

/** The identity of a signed-in user. */
export interface Identity {
  /** Stable id of the user (the spec's `sub`). */
  sub: string;
  email: string;
  /** The user's name, 'Anonyme' when they gave none (§3). */
  name: string;
  /** URL of the user's picture, null when none. */
  picture: string | null;
}

/** Name of a user who gave none (§3). */
export const ANONYMOUS_NAME = 'Anonyme';

/** What sign-in and sign-up answer. */
export interface SignedIn {
  token: string;
  identity: Identity;
}

/** Shortest password accepted. */
export const PASSWORD_MIN_LENGTH = 12;
/** Longest password accepted (argon2 hashes any length; this bounds the work). */
export const PASSWORD_MAX_LENGTH = 256;
/** Longest name kept. */
export const NAME_MAX_LENGTH = 100;
/** A session ends after this long without use (sliding expiry). */
export const SESSION_DAYS = 30;
/** A password-reset link works this long. */
export const RESET_LINK_MINUTES = 60;

/** Why a password is refused, or undefined when it is accepted. */
export type PasswordRefusal = 'too-short' | 'too-long' | 'repetitive' | 'equals-email';

/** Fewest different characters a password holds (NIST SP 800-63B: no repetitive passwords). */
export const PASSWORD_MIN_DISTINCT = 3;

/**
 * Checks a new password: at least 12 characters, not the same one or two repeated (twelve
 * spaces, « aaaaaaaaaaaa », « abababababab »), never the e-mail itself.
 */
export function refusePassword(password: string, email: string): PasswordRefusal | undefined {
  const characters = [...password];
  if (characters.length < PASSWORD_MIN_LENGTH) return 'too-short';
  if (characters.length > PASSWORD_MAX_LENGTH) return 'too-long';
  if (new Set(characters).size < PASSWORD_MIN_DISTINCT) return 'repetitive';
  if (password.trim().toLowerCase() === email.trim().toLowerCase()) return 'equals-email';
  return undefined;
}

/** An e-mail as accounts compare them: trimmed, lower-case. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** Where the browser keeps the session's token. */
export const TOKEN_STORAGE_KEY = 'periple.account.token';
