/**
 * The engine's narrative in the words of the page around it. Valhalla's nl-NL locale says « je »
 * where Périple's Dutch pages say « u » (dutch-register.ts); its en-GB locale says « Move right »
 * for a fork taken gently and « crosswalk » for a crossing, where British signs and guides say
 * « Bear right » and « pedestrian crossing ».
 */
import { politeDutch } from './dutch-register';

/** Each engine phrase of the en-GB locale and the British one. */
const BRITISH_FORMS: readonly (readonly [RegExp, string])[] = [
  [/\bMove (left|right|straight)\b/g, 'Bear $1'],
  [/\bmove (left|right|straight)\b/g, 'bear $1'],
  [/\bcrosswalks\b/g, 'pedestrian crossings'],
  [/\bcrosswalk\b/g, 'pedestrian crossing'],
  [/\bCrosswalk\b/g, 'Pedestrian crossing'],
];

/** An English instruction of the engine in British wording. */
export function britishEnglish(instruction: string): string {
  let text = instruction;
  for (const [engine, british] of BRITISH_FORMS) text = text.replace(engine, british);
  return text;
}

/** An instruction of the engine in the page's register: Dutch polite, English British. */
export function pageRegister(instruction: string, lang: string): string {
  if (lang === 'nl') return politeDutch(instruction);
  if (lang === 'en') return britishEnglish(instruction);
  return instruction;
}
