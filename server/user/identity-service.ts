/**
 * Accounts (issue 13): sign-up, sign-in, sessions with a 30-day sliding expiry, sign-out,
 * password change and reset, deletion and export. No HTTP here; errors are the catalogue's.
 */
import {
  ANONYMOUS_NAME,
  normaliseEmail,
  refusePassword,
  RESET_LINK_MINUTES,
  SESSION_DAYS,
  type Identity,
  type PasswordRefusal,
  type SignedIn,
} from '../../src/domain/account/identity';
import { AppError } from '../core/errors';
import type { UserExport, UserRecord, UserStore } from '../store/user-store';
import { hashPassword, newToken, tokenHash, verifyPassword } from './credentials';
import type { MailOutbox } from './mail-outbox';

const DAY_MS = 86_400_000;

const REFUSALS: Readonly<Record<PasswordRefusal, [string, string]>> = {
  'too-short': ['12 caractères au moins.', 'at least 12 characters.'],
  'too-long': ['256 caractères au plus.', '256 characters at most.'],
  repetitive: [
    'il ne doit pas répéter un ou deux caractères (espaces compris).',
    'it must not repeat one or two characters (spaces included).',
  ],
  'equals-email': [
    'il ne doit pas être votre adresse e-mail.',
    'it must not be your e-mail address.',
  ],
};

/** Options of the identity service. */
export interface IdentityOptions {
  store: UserStore;
  outbox: MailOutbox;
  /** Origin of the links in e-mails (`https://carte.example.fr`). */
  origin: string;
  log: (message: string) => void;
  now?: () => Date;
}

/** The identity the API shows of a user. */
export function identityOf(user: UserRecord): Identity {
  return { sub: user.id, email: user.email, name: user.name ?? ANONYMOUS_NAME, picture: null };
}

/** Throws the catalogue's WEAK_PASSWORD when a new password breaks the rules. */
function checkPassword(password: string, email: string): void {
  const refusal = refusePassword(password, email);
  if (!refusal) return;
  const [reason, reasonEn] = REFUSALS[refusal];
  throw new AppError('WEAK_PASSWORD', { reason, reasonEn });
}

/** Sign-up, sign-in and the rest of an account's life. */
export class IdentityService {
  private readonly now: () => Date;

  constructor(private readonly options: IdentityOptions) {
    this.now = options.now ?? (() => new Date());
  }

  private get store(): UserStore {
    return this.options.store;
  }

  /** Creates an account and signs it in. */
  async signup(input: { email: string; password: string; name?: string | undefined }) {
    const email = normaliseEmail(input.email);
    checkPassword(input.password, email);
    const passwordHash = await hashPassword(input.password);
    const name = input.name?.trim() ? input.name.trim() : null;
    const user = await this.store.createUser({ email, name, passwordHash });
    if (!user) throw new AppError('EMAIL_TAKEN');
    return this.openSession(user);
  }

  /** Signs in; an unknown e-mail and a wrong password get the same answer after the same work. */
  async login(input: { email: string; password: string }): Promise<SignedIn> {
    const user = await this.store.userByEmail(normaliseEmail(input.email));
    const ok = await verifyPassword(user?.passwordHash, input.password);
    if (!ok || !user) throw new AppError('BAD_CREDENTIALS');
    return this.openSession(user);
  }

  private async openSession(user: UserRecord): Promise<SignedIn> {
    const token = newToken();
    await this.store.createSession({
      tokenHash: tokenHash(token),
      userId: user.id,
      expiresAt: new Date(this.now().getTime() + SESSION_DAYS * DAY_MS),
    });
    return { token, identity: identityOf(user) };
  }

  /** The user of a bearer token, its expiry slid; SESSION_EXPIRED when none is valid. */
  async authenticate(token: string): Promise<UserRecord> {
    const now = this.now();
    const slideTo = new Date(now.getTime() + SESSION_DAYS * DAY_MS);
    const user = await this.store.sessionUser(tokenHash(token), now, slideTo);
    if (!user) throw new AppError('SESSION_EXPIRED');
    return user;
  }

  /** Ends the session of a token. */
  logout(token: string): Promise<void> {
    return this.store.deleteSession(tokenHash(token));
  }

  /** Changes the password after checking the current one: every session ends, a new one opens. */
  async changePassword(user: UserRecord, current: string, password: string): Promise<SignedIn> {
    if (!(await verifyPassword(user.passwordHash, current))) throw new AppError('BAD_CREDENTIALS');
    checkPassword(password, user.email);
    await this.store.setPassword(user.id, await hashPassword(password));
    return this.openSession(user);
  }

  /**
   * Sends a reset link when the e-mail has an account (to the outbox and the log); answers the
   * same either way, so that nobody learns which e-mails have an account.
   */
  async requestReset(emailInput: string): Promise<void> {
    const email = normaliseEmail(emailInput);
    const user = await this.store.userByEmail(email);
    if (!user) return;
    const token = newToken();
    await this.store.createResetToken({
      tokenHash: tokenHash(token),
      userId: user.id,
      expiresAt: new Date(this.now().getTime() + RESET_LINK_MINUTES * 60_000),
    });
    const link = `${this.options.origin}/#/moncompte/reinitialisation/${token}`;
    const where = await this.options.outbox.send({
      to: email,
      subject: 'Périple : réinitialisation de votre mot de passe',
      text: `Bonjour,\n\nPour choisir un nouveau mot de passe, ouvrez ce lien dans l'heure :\n${link}\n\nSi vous n'avez rien demandé, ignorez ce message.`,
    });
    this.options.log(`password reset link for an account written to ${where}`);
  }

  /** Sets a new password from a reset link (used once); every session ends. */
  async reset(token: string, password: string): Promise<void> {
    // The length rules first, so that a refused password does not use the link up.
    checkPassword(password, '');
    const userId = await this.store.consumeResetToken(tokenHash(token), this.now());
    const user = userId ? await this.store.userById(userId) : undefined;
    if (!user) throw new AppError('RESET_LINK_INVALID');
    checkPassword(password, user.email);
    await this.store.setPassword(user.id, await hashPassword(password));
  }

  /** Deletes the account and everything stored about it, once the password is confirmed. */
  async deleteAccount(user: UserRecord, password: string): Promise<void> {
    if (!(await verifyPassword(user.passwordHash, password))) throw new AppError('BAD_CREDENTIALS');
    await this.store.deleteUser(user.id);
  }

  /** Everything stored about the user. */
  async exportAccount(user: UserRecord): Promise<UserExport> {
    const data = await this.store.exportUser(user.id);
    if (!data) throw new AppError('SESSION_EXPIRED');
    return data;
  }
}
