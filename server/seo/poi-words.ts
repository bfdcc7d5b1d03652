/**
 * French words of the server-rendered POI pages (issue 18): each rubric's plural as a sentence
 * counts it (« Combien de gares à Paris ? »), and the source of a POI named from its geoentity
 * id (`osm-`, `sncf-`, `carburant-`), so that an answer cites where its figure comes from.
 */
import { RUBRICS_BY_ID } from '../../src/domain/poi-catalogue/rubrics';

/** id; singular; plural (lower case). */
const WORDS = `
restaurant; restaurant; restaurants
restauration-rapide; restaurant rapide; restaurants rapides
cafe-bar; café ou bar; cafés et bars
boulangerie; boulangerie; boulangeries
supermarche; supermarché; supermarchés
epicerie; épicerie; épiceries
boucherie; boucherie; boucheries
pharmacie; pharmacie; pharmacies
medecin; médecin; médecins
dentiste; dentiste; dentistes
hopital; hôpital ou clinique; hôpitaux et cliniques
veterinaire; vétérinaire; vétérinaires
hotel; hôtel; hôtels
chambre-d-hotes; chambre d’hôtes; chambres d’hôtes
location-gite; gîte ou location; gîtes et locations
auberge-de-jeunesse; auberge de jeunesse; auberges de jeunesse
camping; camping; campings
station-service; station-service; stations-service
borne-de-recharge; borne de recharge; bornes de recharge
parking; parking; parkings
gare; gare; gares
arret-de-bus; arrêt de bus; arrêts de bus
arret-de-tram; arrêt de tram ou de métro; arrêts de tram et de métro
location-de-voitures; loueur de voitures; loueurs de voitures
taxi; station de taxis; stations de taxis
garage; garage automobile; garages automobiles
aeroport; aéroport ou héliport; aéroports et héliports
distributeur; distributeur de billets; distributeurs de billets
banque; banque; banques
bureau-de-poste; bureau de poste; bureaux de poste
mairie; mairie; mairies
police; poste de police ou de gendarmerie; postes de police et de gendarmerie
ecole; école; écoles
universite; université; universités
bibliotheque; bibliothèque; bibliothèques
coiffeur; coiffeur; coiffeurs
toilettes; toilettes publiques; toilettes publiques
musee; musée; musées
monument; monument ou site touristique; monuments et sites touristiques
lieu-de-culte; lieu de culte; lieux de culte
cinema; cinéma; cinémas
theatre; théâtre ou salle de spectacle; théâtres et salles de spectacle
parc; parc ou jardin; parcs et jardins
sport; équipement sportif; équipements sportifs
plage; plage; plages
vetements; magasin de vêtements; magasins de vêtements
librairie; librairie ou marchand de journaux; librairies et marchands de journaux
tabac; bureau de tabac; bureaux de tabac
fleuriste; fleuriste; fleuristes
opticien; opticien; opticiens
`;

const WORDS_OF: ReadonlyMap<string, { one: string; many: string }> = new Map(
  WORDS.trim()
    .split('\n')
    .map((line) => {
      const [id = '', one = '', many = ''] = line.split(';').map((c) => c.trim());
      return [id, { one, many }];
    }),
);

/** Rubric ids with their words (tests check every rubric has them). */
export const WORDED_RUBRIC_IDS: readonly string[] = [...WORDS_OF.keys()];

/** The plural of a rubric in lower case (« gares »); its label when the table lacks it. */
export function rubricPlural(rubricId: string): string {
  return (
    WORDS_OF.get(rubricId)?.many ?? RUBRICS_BY_ID.get(rubricId)?.label.toLowerCase() ?? rubricId
  );
}

/** A text with its first letter in upper case (« Gares »). */
export function capitalised(text: string): string {
  return text.charAt(0).toLocaleUpperCase('fr') + text.slice(1);
}

/** « de gares », « d’hôtels »: « de » before a noun, elided before a vowel or a mute h. */
export function deNoun(noun: string): string {
  return /^[aeiouyhàâéèêëîïôöûü]/i.test(noun) ? `d’${noun}` : `de ${noun}`;
}

/** « 1 gare », « 26 gares »: a count and the rubric's plural (the label for one). */
export function countOf(count: number, rubricId: string): string {
  const one = WORDS_OF.get(rubricId)?.one;
  const words = count === 1 && one ? one : rubricPlural(rubricId);
  return `${count.toLocaleString('fr-FR')} ${words}`;
}

/** « 1 lieu », « 12 lieux ». */
export function placesCount(count: number): string {
  return count === 1 ? '1 lieu' : `${count.toLocaleString('fr-FR')} lieux`;
}

/** A source of POIs. */
export type PoiSourceKey = 'osm' | 'sncf' | 'fuel';

/** The sources of POIs, by the prefix of their geoentity id. */
const SOURCES: readonly { prefix: string; key: PoiSourceKey; label: string }[] = [
  { prefix: 'osm-', key: 'osm', label: 'OpenStreetMap' },
  { prefix: 'sncf-', key: 'sncf', label: 'la liste des gares de voyageurs de la SNCF' },
  { prefix: 'carburant-', key: 'fuel', label: 'le fichier national des prix des carburants' },
];

/** The sources of some POIs (by geoentity id), each once, in the table's order. */
export function sourceKeysOf(geoentityIds: readonly string[]): PoiSourceKey[] {
  return SOURCES.filter((s) => geoentityIds.some((id) => id.startsWith(s.prefix))).map(
    (s) => s.key,
  );
}

/** The sources of some POIs (by geoentity id) in French. */
export function sourcesOf(geoentityIds: readonly string[]): string[] {
  const keys = sourceKeysOf(geoentityIds);
  return SOURCES.filter((s) => keys.includes(s.key)).map((s) => s.label);
}

/** « OpenStreetMap et le fichier national des prix des carburants ». */
export function listInFrench(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} et ${items.at(-1)!}`;
}
