/**
 * The titles of the rubrics' lists: their names in the plural in the interface languages
 * (« Restaurants », « Hôtels »). Apart from rubric-labels.ts, which the first screen loads: only
 * the lazily loaded list screens need them. Zod-free.
 */
import { rubricLabel } from './rubric-labels';

/** id; fr | en | nl: the rubrics' names in the plural, the titles of their lists. */
const PLURALS = `
restaurant; Restaurants | Restaurants | Restaurants
restauration-rapide; Restauration rapide | Fast food | Fastfood
cafe-bar; Cafés, bars | Cafés, bars | Cafés, bars
boulangerie; Boulangeries | Bakeries | Bakkerijen
supermarche; Supermarchés | Supermarkets | Supermarkten
epicerie; Épiceries | Grocers | Kruideniers
boucherie; Boucheries | Butchers | Slagerijen
pharmacie; Pharmacies | Pharmacies | Apotheken
medecin; Médecins | Doctors | Artsen
dentiste; Dentistes | Dentists | Tandartsen
hopital; Hôpitaux, cliniques | Hospitals, clinics | Ziekenhuizen, klinieken
veterinaire; Vétérinaires | Vets | Dierenartsen
hotel; Hôtels | Hotels | Hotels
chambre-d-hotes; Chambres d'hôtes | Guest houses | Gastenkamers
location-gite; Gîtes, locations | Holiday rentals | Vakantiewoningen
auberge-de-jeunesse; Auberges de jeunesse | Hostels | Jeugdherbergen
camping; Campings | Campsites | Campings
station-service; Stations-service | Petrol stations | Tankstations
borne-de-recharge; Bornes de recharge | Charging points | Laadpalen
parking; Parkings | Car parks | Parkings
gare; Gares | Railway stations | Treinstations
arret-de-bus; Arrêts de bus | Bus stops | Bushaltes
arret-de-tram; Arrêts de tram, métro | Tram stops, underground | Tramhaltes, metro
location-de-voitures; Location de voitures | Car hire | Autoverhuur
taxi; Stations de taxis | Taxi ranks | Taxistandplaatsen
garage; Garages automobiles | Car repairs | Garages
aeroport; Aéroports, héliports | Airports, heliports | Luchthavens, heliports
distributeur; Distributeurs de billets | Cash machines | Geldautomaten
banque; Banques | Banks | Banken
bureau-de-poste; Bureaux de poste | Post offices | Postkantoren
mairie; Mairies | Town halls | Gemeentehuizen
police; Police, gendarmerie | Police | Politie
ecole; Écoles | Schools | Scholen
universite; Universités | Universities | Universiteiten
bibliotheque; Bibliothèques | Libraries | Bibliotheken
coiffeur; Coiffeurs | Hairdressers | Kappers
toilettes; Toilettes publiques | Public toilets | Openbare toiletten
musee; Musées | Museums | Musea
monument; Monuments, sites touristiques | Landmarks, sights | Monumenten, bezienswaardigheden
lieu-de-culte; Lieux de culte | Places of worship | Gebedshuizen
cinema; Cinémas | Cinemas | Bioscopen
theatre; Théâtres, spectacles | Theatres, shows | Theaters, voorstellingen
parc; Parcs, jardins | Parks, gardens | Parken, tuinen
sport; Équipements sportifs | Sports venues | Sportvoorzieningen
plage; Plages | Beaches | Stranden
vetements; Vêtements, mode | Clothes, fashion | Kleding, mode
librairie; Librairies, presse | Bookshops, newsagents | Boekhandels, krantenwinkels
tabac; Bureaux de tabac | Tobacconists | Tabakswinkels
fleuriste; Fleuristes | Florists | Bloemisten
opticien; Opticiens | Opticians | Opticiens
`;

const PLURAL_LABELS: ReadonlyMap<string, { fr: string; en: string; nl: string }> = new Map(
  PLURALS.trim()
    .split('\n')
    .map((line) => {
      const [id = '', text = ''] = line.split(';').map((c) => c.trim());
      const [fr = '', en = '', nl = ''] = text.split('|').map((p) => p.trim());
      return [id, { fr, en, nl }];
    }),
);

/** Rubric ids with plural names (tests). */
export const PLURAL_RUBRIC_IDS: readonly string[] = [...PLURAL_LABELS.keys()];

/**
 * The title of a rubric's list in a locale: its name in the plural (« Restaurants », « Hôtels »),
 * as Mappy and Google Maps title theirs; the singular label when no plural is known.
 */
export function rubricListTitle(id: string, locale: string): string | undefined {
  const plural = PLURAL_LABELS.get(id);
  if (!plural) return rubricLabel(id, locale);
  if (locale.startsWith('en')) return plural.en;
  if (locale.startsWith('nl')) return plural.nl;
  return plural.fr;
}
