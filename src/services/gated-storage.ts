/**
 * A storage behind the storage consent (issue 15; spec 001 §5): while storage is not granted
 * (before the answer, or refused) what the app keeps stays in the page's memory and the browser's
 * storage is neither read nor written; once granted, the memory is written through and the
 * browser's storage used. Every feature keeps its data through this, so none needs its own gate.
 */

type KeyStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The gated storage and its switch. */
export interface GatedStorage extends KeyStore {
  /** Storage granted (true) or not: granting writes what the page kept into the browser. */
  allow(granted: boolean): void;
  readonly allowed: boolean;
}

/**
 * Gates `real` (undefined when the browser has none): nothing reaches it until `allow(true)`,
 * but the `exempt` keys, which the consent does not govern (the session's token: CNIL, « traceurs
 * destinés à l'authentification auprès d'un service »).
 */
export function gatedStorage(
  real: KeyStore | undefined,
  allowed: boolean,
  exempt: readonly string[] = [],
): GatedStorage {
  const memory = new Map<string, string>();
  let open = allowed;
  const opens = (key: string): boolean => open || exempt.includes(key);
  const safely = (run: () => void): void => {
    try {
      run();
    } catch {
      // Full or refused: the value stays in the page's memory.
    }
  };
  return {
    get allowed() {
      return open;
    },
    allow(granted) {
      if (granted && !open && real) {
        for (const [key, value] of memory) safely(() => real.setItem(key, value));
      }
      open = granted;
    },
    getItem(key) {
      if (memory.has(key)) return memory.get(key) ?? null;
      if (!opens(key) || !real) return null;
      try {
        return real.getItem(key);
      } catch {
        return null;
      }
    },
    setItem(key, value) {
      memory.set(key, value);
      if (opens(key) && real) safely(() => real.setItem(key, value));
    },
    removeItem(key) {
      memory.delete(key);
      if (opens(key) && real) safely(() => real.removeItem(key));
    },
  };
}
