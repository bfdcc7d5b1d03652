/**
 * The engine's narrative in the words of the page around it. Valhalla's nl-NL locale says « je »
 * where Périple's Dutch pages say « u » (dutch-register.ts); its en-GB locale says « Move right »
 * for a fork taken gently and « crosswalk » for a crossing, where British signs and guides say
 * « Bear right » and « pedestrian crossing ». A floor of a building reaches every locale as the
 * engine's English « Level 0 »: « jusqu'au niveau Level 0 » becomes « jusqu'au niveau 0 ». Its
 * fr-FR locale names streets bare (« dans Rue Saint-Lô »): french-streets.ts gives them their
 * article (« dans la rue Saint-Lô »); it says a sharp turn « tout de suite à droite », « at
 * once », where French says « franchement à droite ». The unnamed ways the nl-NL and fr-FR
 * locales leave in English (« the crosswalk ») are named in the page's language.
 */
import { politeDutch } from './dutch-register';
import { frenchStreetNames } from './french-streets';

/** Each engine phrase of the en-GB locale and the British one. */
const BRITISH_FORMS: readonly (readonly [RegExp, string])[] = [
  [/\bMove (left|right|straight)\b/g, 'Bear $1'],
  [/\bmove (left|right|straight)\b/g, 'bear $1'],
  [/\bcrosswalks\b/g, 'pedestrian crossings'],
  [/\bcrosswalk\b/g, 'pedestrian crossing'],
  [/\bCrosswalk\b/g, 'Pedestrian crossing'],
];

/**
 * The names the engine gives an unnamed way (« the crosswalk », « the stairs »…), left in
 * English by its nl-NL and fr-FR locales: « Sla rechtsaf naar the crosswalk. ».
 */
const DUTCH_WAYS: readonly (readonly [RegExp, string])[] = [
  [/\bthe crosswalk\b/g, 'het zebrapad'],
  [/\bthe stairs\b/g, 'de trap'],
  [/\bthe bridge\b/g, 'de brug'],
  [/\bthe tunnel\b/g, 'de tunnel'],
];
const FRENCH_WAYS: readonly (readonly [RegExp, string])[] = [
  // The engine's sharp turn, « Tournez tout de suite à droite », reads « at once »: a sharp
  // turn is a turn « franchement à droite ».
  [/\btout de suite à (droite|gauche)\b/g, 'franchement à $1'],
  [/\bthe stairs\b/g, "l'escalier"],
  [/\bthe bridge\b/g, 'le pont'],
  [/\bthe tunnel\b/g, 'le tunnel'],
];

/** `text` with each form replaced. */
function replaced(text: string, forms: readonly (readonly [RegExp, string])[]): string {
  return forms.reduce((out, [engine, page]) => out.replace(engine, page), text);
}

/** « Level 0 » inside a French or Dutch sentence, and the words that say it there. */
const FRENCH_LEVEL: readonly [RegExp, string] = [/\bniveau Level (-?[\w.,]+)/g, 'niveau $1'];
const DUTCH_LEVEL: readonly [RegExp, string] = [/\bnaar Level (-?[\w.,]+)/g, 'naar niveau $1'];

/** An English instruction of the engine in British wording. */
export function britishEnglish(instruction: string): string {
  return replaced(instruction, BRITISH_FORMS);
}

/** An instruction of the engine in the page's register: Dutch polite, English British, floors named. */
export function pageRegister(instruction: string, lang: string): string {
  if (lang === 'nl') return replaced(politeDutch(instruction), DUTCH_WAYS).replace(...DUTCH_LEVEL);
  if (lang === 'en') return britishEnglish(instruction);
  return frenchStreetNames(replaced(instruction, FRENCH_WAYS).replace(...FRENCH_LEVEL));
}
