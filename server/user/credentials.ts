/**
 * Passwords and tokens of accounts: argon2id at the OWASP minimum cost or above (m = 19 MiB,
 * t = 2, p = 1), hashed and verified on libuv's thread pool (never on the event loop); opaque
 * random tokens of 32 bytes, stored only as their SHA-256.
 */
import { createHash, randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { hash, verify, type Options } from '@node-rs/argon2';

/** The argon2id parameters (OWASP's minimum for argon2id). */
export const ARGON2_OPTIONS: Options = {
  algorithm: 2, // Argon2id
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

/**
 * Hashes at once, at most: one core fewer than the machine has, so that a burst of sign-ins
 * (each 19 MiB and tens of milliseconds of CPU on libuv's pool) leaves a core to the event loop
 * and every other request.
 */
const HASH_SLOTS = Math.max(1, availableParallelism() - 1);
let running = 0;
const queue: (() => void)[] = [];

/** Runs `work` when a hashing slot is free. */
async function inSlot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= HASH_SLOTS) await new Promise<void>((resolve) => queue.push(resolve));
  running += 1;
  try {
    return await work();
  } finally {
    running -= 1;
    queue.shift()?.();
  }
}

/** Hashes a password with argon2id (off the event loop). */
export function hashPassword(password: string): Promise<string> {
  return inSlot(() => hash(password, ARGON2_OPTIONS));
}

let dummy: Promise<string> | undefined;

/**
 * Verifies a password against a hash; without a hash (an unknown e-mail) it verifies against a
 * dummy one, so that both cases cost the same time and give the same answer.
 */
export async function verifyPassword(
  stored: string | undefined,
  password: string,
): Promise<boolean> {
  dummy ??= hashPassword(randomBytes(16).toString('hex'));
  const target = stored ?? (await dummy);
  try {
    const ok = await inSlot(() => verify(target, password));
    return ok && stored !== undefined;
  } catch {
    return false;
  }
}

/** A new opaque token (32 random bytes, base64url). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the store keeps of a token: its SHA-256, hex. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
