/**
 * Valhalla's Dutch narrative speaks to the driver as « je » (« Je bent op je bestemming
 * aangekomen. »); Périple's Dutch pages say « u » everywhere. Its six arrival sentences are the
 * only ones with a pronoun (nl-NL locale of the engine): they are said with « u » and « uw ».
 */

/** Each informal form of the narrative and its polite form; a subject « je » before a verb. */
const POLITE_FORMS: readonly (readonly [RegExp, string])[] = [
  [/\bJe (bent|zult)\b/g, 'U $1'],
  [/\bje (bent|zult)\b/g, 'u $1'],
  [/\bJe bestemming\b/g, 'Uw bestemming'],
  [/\bje bestemming\b/g, 'uw bestemming'],
];

/** A Dutch instruction of the engine with the polite pronouns of the rest of the page. */
export function politeDutch(instruction: string): string {
  let text = instruction;
  for (const [informal, polite] of POLITE_FORMS) text = text.replace(informal, polite);
  return text;
}
