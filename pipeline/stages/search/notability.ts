/**
 * How well known an OSM place is, from its own tags: an encyclopaedia article (wikipedia,
 * wikidata), a tourist or historic designation, and the number of languages its name is written
 * in. Search adds it to a POI's static importance, so that « Casino » in Monaco finds the Casino
 * de Monte-Carlo before the casino's car park or fountain. No popularity figure is invented: only
 * what the map's contributors recorded counts. It stays under the search's ambiguity margin
 * (0.3): it orders places that match alike, and never hides one from a list.
 */

/** Tourism values that make a place a sight. */
const SIGHTS = new Set(['attraction', 'museum', 'gallery', 'zoo', 'aquarium', 'theme_park']);

/** A `name:xx` tag: a translation of the name (`name:fr`, `name:zh-Hant`), not `name:etymology`. */
const TRANSLATION = /^name:[a-z]{2,3}(-[A-Za-z]{2,4})?$/;

/** Bonus per translated name, and the most the translations give. */
const PER_TRANSLATION = 0.02;
const MOST_FROM_TRANSLATIONS = 0.1;

/** The bonus of an article, of a designation as a sight. */
const PER_MARK = 0.05;

/** The most the notability adds to an entry's importance. */
export const MOST_NOTABILITY = 0.25;

/** The notability bonus of a place's tags, 0 to {@link MOST_NOTABILITY}. */
export function notability(tags: Readonly<Record<string, string>>): number {
  let value = 0;
  if (tags.wikipedia) value += PER_MARK;
  if (tags.wikidata) value += PER_MARK;
  if (SIGHTS.has(tags.tourism ?? '') || tags.historic || tags.heritage) value += PER_MARK;
  const translations = Object.keys(tags).filter((key) => TRANSLATION.test(key)).length;
  value += Math.min(MOST_FROM_TRANSLATIONS, translations * PER_TRANSLATION);
  return Math.min(MOST_NOTABILITY, value);
}
