/**
 * Lookup tables that user text may index: a plain object literal answers `constructor`,
 * `toString` or `__proto__` with its prototype's members, so a query containing those words
 * found a function where a string was expected. These tables have no prototype.
 */

/** A frozen copy of `entries` without a prototype: only its own keys are found. */
export function lookupTable<T>(entries: Readonly<Record<string, T>>): Readonly<Record<string, T>> {
  const table = Object.create(null) as Record<string, T>;
  for (const [key, value] of Object.entries(entries)) table[key] = value;
  return Object.freeze(table);
}

/** The own value of `key` in any object (undefined for inherited members). */
export function ownValue<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
