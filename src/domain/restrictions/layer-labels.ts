/**
 * The labels of restrictions and traffic events in the page's language. The import and the
 * traffic feed write them in French (« Hauteur limitée à 3,50 m », « Travaux : voie de bus »,
 * « Chaussée fermée : … »); an English or Dutch page says them in its language from the same
 * label: the rule's words are translated, a road's name and a feed's own comment are kept as
 * written. A label no rule knows is shown as it is. Pure and library-free (SPA and server pages).
 */
import type { HoursLanguage } from './hours-text';

/** English and Dutch of each French label or word the import and the traffic feed write. */
const WORDS: Readonly<Record<string, readonly [en: string, nl: string]>> = {
  // OSM access and heavy goods vehicles (pipeline/stages/restrictions/restriction-tags.ts).
  'Interdit aux poids lourds': ['No heavy goods vehicles', 'Verboden voor vrachtwagens'],
  'Poids lourds : desserte locale uniquement': [
    'Heavy goods vehicles: access only',
    'Vrachtwagens: enkel plaatselijk verkeer',
  ],
  'Interdit aux véhicules à moteur': ['No motor vehicles', 'Verboden voor motorvoertuigen'],
  'Accès interdit': ['No access', 'Geen toegang'],
  'Accès réservé aux riverains': ['Access only', 'Uitgezonderd plaatselijk verkeer'],
  'Voie privée': ['Private road', 'Privéweg'],
  // DATEX II records (server/traffic/datex-labels.ts).
  Accident: ['Accident', 'Ongeval'],
  Travaux: ['Roadworks', 'Wegenwerken'],
  'Route fermée': ['Road closed', 'Weg afgesloten'],
  'Chaussée fermée': ['Carriageway closed', 'Rijbaan afgesloten'],
  'Voie fermée': ['Lane closed', 'Rijstrook afgesloten'],
  'Route fermée pour l’hiver': ['Road closed for the winter', 'Weg afgesloten in de winter'],
  'Fermeture de nuit': ['Closed at night', "'s Nachts afgesloten"],
  'Fermetures ponctuelles': ['Intermittent closures', 'Af en toe afgesloten'],
  'Circulation à contresens': ['Contraflow', 'Verkeer in tegenrichting'],
  'Voies rétrécies': ['Narrow lanes', 'Versmalde rijstroken'],
  'Circulation alternée': ['Single alternate line traffic', 'Beurtelings verkeer'],
  'Voies déviées': ['Lanes diverted', 'Omgelegde rijstroken'],
  'Barrage roulant': ['Rolling roadblock', 'Rollende wegversperring'],
  'Limitation de poids': ['Weight limit in force', 'Gewichtsbeperking van kracht'],
  'Limitation de hauteur': ['Height limit in force', 'Hoogtebeperking van kracht'],
  'Restriction de circulation': ['Traffic restriction', 'Verkeersbeperking'],
  'Trafic perturbé': ['Disrupted traffic', 'Verstoord verkeer'],
  'Animaux sur la chaussée': ['Animals on the road', 'Dieren op de rijbaan'],
  'Opération des autorités': ['Police or authority operation', 'Optreden van de overheid'],
  Perturbation: ['Disruption', 'Verstoring'],
  'Obstacle naturel': ['Natural obstruction', 'Natuurlijke hindernis'],
  'Équipement en panne': ['Equipment failure', 'Defecte uitrusting'],
  'Gestion du trafic': ['Traffic management', 'Verkeersmaatregel'],
  'Obstacle sur la chaussée': ['Obstruction on the road', 'Hindernis op de rijbaan'],
  'Chaussée endommagée': ['Damaged road', 'Beschadigd wegdek'],
  'Chaussée dangereuse': ['Dangerous road surface', 'Gevaarlijk wegdek'],
  'Conditions météo difficiles': ['Poor weather conditions', 'Slechte weersomstandigheden'],
  Manifestation: ['Public event', 'Evenement'],
  Déviation: ['Diversion', 'Omleiding'],
  'Assistance sur la route': ['Roadside assistance', 'Pechhulp'],
  'Limitation de vitesse': ['Speed limit', 'Snelheidsbeperking'],
  'Véhicule sur la chaussée': ['Vehicle on the road', 'Voertuig op de rijbaan'],
  'Chaussée glissante': ['Slippery road', 'Glad wegdek'],
  'Équipements d’hiver': ['Winter equipment required', 'Winteruitrusting verplicht'],
  Événement: ['Event', 'Gebeurtenis'],
  // Kinds of road under construction (pipeline/stages/restrictions/roadworks.ts).
  autoroute: ['motorway', 'autosnelweg'],
  'bretelle d’autoroute': ['motorway slip road', 'op- of afrit van de autosnelweg'],
  'voie rapide': ['dual carriageway', 'autoweg'],
  'bretelle de voie rapide': ['dual carriageway slip road', 'op- of afrit van de autoweg'],
  'route principale': ['main road', 'hoofdweg'],
  'bretelle de route principale': ['main road slip road', 'op- of afrit van de hoofdweg'],
  'route secondaire': ['secondary road', 'secundaire weg'],
  'bretelle de route secondaire': [
    'secondary road slip road',
    'op- of afrit van de secundaire weg',
  ],
  'route locale': ['local road', 'lokale weg'],
  'bretelle de route locale': ['local road slip road', 'op- of afrit van de lokale weg'],
  'petite route': ['minor road', 'kleine weg'],
  rue: ['street', 'straat'],
  'zone de rencontre': ['shared space', 'woonerf'],
  'voie de desserte': ['service road', 'ventweg'],
  'voie piétonne': ['pedestrian street', 'voetgangersstraat'],
  chemin: ['track', 'landweg'],
  'chemin piéton': ['footpath', 'voetpad'],
  sentier: ['path', 'pad'],
  'piste cyclable': ['cycle path', 'fietspad'],
  escalier: ['steps', 'trap'],
  'chemin équestre': ['bridleway', 'ruiterpad'],
  'voie de bus': ['bus lane', 'busbaan'],
  voie: ['road', 'weg'],
};

/** The limits: a French label with its figure, and its words in English and Dutch. */
const LIMITS: readonly (readonly [RegExp, en: string, nl: string])[] = [
  [/^Interdit aux plus de ([\d,]+) t$/, 'No vehicles over {n} t', 'Verboden boven {n} t'],
  [/^Hauteur limitée à ([\d,]+) m$/, 'Height limit {n} m', 'Maximale hoogte {n} m'],
  [/^Largeur limitée à ([\d,]+) m$/, 'Width limit {n} m', 'Maximale breedte {n} m'],
  [/^Longueur limitée à ([\d,]+) m$/, 'Length limit {n} m', 'Maximale lengte {n} m'],
];

function word(french: string, lang: 'en' | 'nl'): string | undefined {
  const known = WORDS[french];
  return known ? known[lang === 'en' ? 0 : 1] : undefined;
}

function limit(label: string, lang: 'en' | 'nl'): string | undefined {
  for (const [pattern, en, nl] of LIMITS) {
    const figure = pattern.exec(label)?.[1];
    if (figure === undefined) continue;
    // English writes a decimal point; Dutch, like French, a comma.
    return (lang === 'en' ? en : nl).replace(
      '{n}',
      lang === 'en' ? figure.replace(',', '.') : figure,
    );
  }
  return undefined;
}

/**
 * A restriction's or a traffic event's French label in `lang`: the whole label when it is one
 * rule, else its head before « : » (« Travaux : Rue de Rivoli » → « Roadworks: Rue de Rivoli »;
 * a road kind after it is translated too, a name or a comment kept).
 */
export function layerLabelIn(label: string, lang: HoursLanguage): string {
  if (lang === 'fr') return label;
  const whole = word(label, lang) ?? limit(label, lang);
  if (whole !== undefined) return whole;
  const colon = label.indexOf(' : ');
  if (colon < 0) return label;
  const head = word(label.slice(0, colon), lang);
  if (head === undefined) return label;
  const tail = label.slice(colon + 3);
  return `${head}: ${word(tail, lang) ?? tail}`;
}
