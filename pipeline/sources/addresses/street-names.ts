/**
 * Display names of streets written in capitals with abbreviated types, as in the Toulouse file
 * ('AV DU GENERAL DE CROUTTE' → 'Avenue du Général de Croutte'): the type is spelt out, words
 * are capitalised, articles and prepositions stay in lower case, and the accents of common
 * words are put back (the file has none; proper names keep the file's spelling).
 */

/** Street types of the open-data files → their French names. */
export const STREET_TYPES: Readonly<Record<string, string>> = {
  ALL: 'Allée',
  AV: 'Avenue',
  BD: 'Boulevard',
  BRE: 'Barrière',
  CARR: 'Carrefour',
  CHE: 'Chemin',
  CHEM: 'Chemin',
  CITE: 'Cité',
  COUR: 'Cour',
  CRS: 'Cours',
  DSC: 'Descente',
  DESC: 'Descente',
  ENCL: 'Enclos',
  ESP: 'Esplanade',
  ESPA: 'Espace',
  ESPL: 'Esplanade',
  IMP: 'Impasse',
  PAS: 'Passage',
  PASS: 'Passage',
  PL: 'Place',
  PROM: 'Promenade',
  QU: 'Quai',
  RDPT: 'Rond-Point',
  RPT: 'Rond-Point',
  RTE: 'Route',
  SQ: 'Square',
  SQUA: 'Square',
};

const LOWER = new Set([
  'de',
  'du',
  'des',
  'la',
  'le',
  'les',
  'et',
  'en',
  'sur',
  'sous',
  'aux',
  'au',
  'a',
]);

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [
    'Général',
    'Maréchal',
    'Président',
    'République',
    'Église',
    'Allée',
    'Cité',
    'Collège',
    'Lycée',
    'Hôpital',
    'Hôtel',
    'Château',
    'Côte',
    'Coteaux',
    'Prairie',
    'Étang',
    'Forêt',
    'Fontaine',
    'Écoles',
    'École',
    'Frères',
    'Pré',
    'Prés',
    'Vallée',
    'Médecin',
    'Libération',
    'Résistance',
    'Déportés',
    'Fusillés',
    'Liberté',
    'Égalité',
    'Fraternité',
    'Trésorerie',
    'Cathédrale',
    'Théâtre',
    'Musée',
    'Marché',
    'Sénéchal',
    'Évêque',
    'Bâtiment',
    'Côté',
    'René',
    'André',
    'Hélène',
    'Émile',
    'Édouard',
    'Étienne',
    'Jérôme',
    'Frédéric',
    'Gérard',
    'Léon',
    'Léo',
    'Aimé',
    'Honoré',
    'Désiré',
    'Amédée',
    'Clément',
    'Théodore',
    'Cécile',
    'Thérèse',
    'Sévigné',
    'Daudé',
    'Pélissier',
    'Béarn',
    'Périgord',
    'Pyrénées',
    'Ariège',
    'Lérida',
  ].map((w) => [
    w
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toUpperCase(),
    w,
  ]),
);

function capitalise(word: string, first: boolean): string {
  const accented = ACCENTED[word];
  if (accented) return accented;
  const lower = word.toLowerCase();
  if (!first && LOWER.has(lower)) return lower;
  // L' and D' stuck to the next word ("D'ARMAGNAC").
  const elided = /^([ld])'(.+)$/.exec(lower);
  if (elided)
    return `${first ? elided[1]!.toUpperCase() : elided[1]}'${capitalise(elided[2]!.toUpperCase(), true)}`;
  return lower
    .split('-')
    .map((part) => (part ? part[0]!.toUpperCase() + part.slice(1) : part))
    .join('-');
}

/** The display name of a street written in capitals with an abbreviated type. */
export function displayStreetName(upper: string): string {
  const words = upper.trim().split(/\s+/).filter(Boolean);
  const [first, ...rest] = words;
  if (!first) return '';
  const type = STREET_TYPES[first];
  const head = type ?? capitalise(first, true);
  return [head, ...rest.map((w) => capitalise(w, false))].join(' ');
}
