/**
 * Street names inside the engine's French sentences, written as French running text writes
 * them: Valhalla's fr-FR locale drops the name in bare, « Tournez à droite dans Rue Saint-Lô »,
 * « Continuez sur D 840 »; a guide says « dans la rue Saint-Lô », « sur la D 840 ». After
 * « dans », « sur » and « prendre », a name opening on a kind of way gets its article and the
 * kind its small letter; a road number gets its article. Any other name is left as it is.
 */

/** The kinds of way a French street name opens with, and their article. */
const WAY_ARTICLES: Readonly<Record<string, string>> = {
  allée: "l'",
  avenue: "l'",
  boulevard: 'le ',
  chaussée: 'la ',
  chemin: 'le ',
  cité: 'la ',
  cours: 'le ',
  descente: 'la ',
  esplanade: "l'",
  faubourg: 'le ',
  galerie: 'la ',
  impasse: "l'",
  montée: 'la ',
  parvis: 'le ',
  passage: 'le ',
  passerelle: 'la ',
  place: 'la ',
  pont: 'le ',
  port: 'le ',
  promenade: 'la ',
  quai: 'le ',
  route: 'la ',
  'rond-point': 'le ',
  rue: 'la ',
  ruelle: 'la ',
  sentier: 'le ',
  square: 'le ',
  traverse: 'la ',
  tunnel: 'le ',
  villa: 'la ',
  voie: 'la ',
};

/** A word after which the engine names a way, and the name's first word or road number. */
const NAMED_WAY = /\b(dans|sur|prendre) ((?:R[DN]|[ADNM]) ?\d|\p{Lu}[\p{L}-]*)/gu;

/** The name's first word with its article, or the word as it was when it needs none. */
function withArticle(first: string): string {
  if (/\d$/.test(first)) return `${first.startsWith('A') ? "l'" : 'la '}${first}`;
  const article = WAY_ARTICLES[first.toLowerCase()];
  return article ? `${article}${first.toLowerCase()}` : first;
}

/** A French instruction of the engine with its street names as running text writes them. */
export function frenchStreetNames(instruction: string): string {
  return instruction.replace(
    NAMED_WAY,
    (_match, word: string, first: string) => `${word} ${withArticle(first)}`,
  );
}
