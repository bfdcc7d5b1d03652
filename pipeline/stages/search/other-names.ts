/**
 * The names a place is also known by in the product's other languages: the map writes
 * « Japanese Garden » on an English page (the tiles' `name_en`), so an English visitor searches
 * it by that name. They are words the entry is found by, not its display name.
 */
import { foldText } from '../../../src/domain/search-text/normalise';

/**
 * The OSM name tags of the languages Périple speaks besides French, and the local name when the
 * display name is `name:fr`.
 */
export const OTHER_NAME_TAGS = ['name', 'name:en', 'name:nl'] as const;

/**
 * The other names of a feature that say more than its display name: each once, none equal to
 * the name (accents and case aside); a tag may list several, separated by « ; ».
 */
export function otherNames(tags: Readonly<Record<string, string>>, name: string): string[] {
  const seen = new Set([foldText(name)]);
  const out: string[] = [];
  for (const key of OTHER_NAME_TAGS) {
    for (const value of (tags[key] ?? '').split(';')) {
      const trimmed = value.trim();
      const folded = foldText(trimmed);
      if (!trimmed || seen.has(folded)) continue;
      seen.add(folded);
      out.push(trimmed);
    }
  }
  return out;
}

/** The languages a place's name is kept in besides French. */
export const NAME_LANGUAGES = ['en', 'nl'] as const;

/** A name by language. */
export type LocalNames = Partial<Record<(typeof NAME_LANGUAGES)[number], string>>;

/** A feature's English and Dutch names (`name:en`, `name:nl`) that differ from its display name. */
export function localNames(tags: Readonly<Record<string, string>>, name: string): LocalNames {
  const out: LocalNames = {};
  for (const lang of NAME_LANGUAGES) {
    const value = tags[`name:${lang}`]?.split(';')[0]?.trim();
    if (value && foldText(value) !== foldText(name)) out[lang] = value;
  }
  return out;
}
