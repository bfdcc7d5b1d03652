/**
 * The rubrics' labels in the interface languages: French is the rubric's own label
 * (rubrics.ts, which the search reads); English (en-GB) and Dutch (nl-BE) are here, one rubric a
 * line. Titles of the rubric lists (/activite/{rubric}), POI cards and the « Activity » line of
 * the POI sheets read them. Zod-free.
 */
import { RUBRICS_BY_ID } from './rubrics';

/** id; en | nl. */
const TABLE = `
restaurant; Restaurant | Restaurant
restauration-rapide; Fast food | Fastfood
cafe-bar; Café, bar | Café, bar
boulangerie; Bakery | Bakkerij
supermarche; Supermarket | Supermarkt
epicerie; Grocer | Kruidenier
boucherie; Butcher | Slagerij
pharmacie; Pharmacy | Apotheek
medecin; Doctor | Arts
dentiste; Dentist | Tandarts
hopital; Hospital, clinic | Ziekenhuis, kliniek
veterinaire; Vet | Dierenarts
hotel; Hotel | Hotel
chambre-d-hotes; Guest house | Gastenkamer
location-gite; Holiday rental | Vakantiewoning
auberge-de-jeunesse; Hostel | Jeugdherberg
camping; Campsite | Camping
station-service; Petrol station | Tankstation
borne-de-recharge; Charging point | Laadpaal
parking; Car park | Parking
gare; Railway station | Treinstation
arret-de-bus; Bus stop | Bushalte
arret-de-tram; Tram stop, underground | Tramhalte, metro
location-de-voitures; Car hire | Autoverhuur
taxi; Taxi rank | Taxistandplaats
garage; Car repair | Garage
aeroport; Airport, heliport | Luchthaven, heliport
distributeur; Cash machine | Geldautomaat
banque; Bank | Bank
bureau-de-poste; Post office | Postkantoor
mairie; Town hall | Gemeentehuis
police; Police | Politie
ecole; School | School
universite; University | Universiteit
bibliotheque; Library | Bibliotheek
coiffeur; Hairdresser | Kapper
toilettes; Public toilets | Openbare toiletten
musee; Museum | Museum
monument; Landmark, sight | Monument, bezienswaardigheid
lieu-de-culte; Place of worship | Gebedshuis
cinema; Cinema | Bioscoop
theatre; Theatre, show | Theater, voorstelling
parc; Park, garden | Park, tuin
sport; Sports venue | Sportvoorziening
plage; Beach | Strand
vetements; Clothes, fashion | Kleding, mode
librairie; Bookshop, newsagent | Boekhandel, krantenwinkel
tabac; Tobacconist | Tabakswinkel
fleuriste; Florist | Bloemist
opticien; Optician | Opticien
`;

const LABELS: ReadonlyMap<string, { en: string; nl: string }> = new Map(
  TABLE.trim()
    .split('\n')
    .map((line) => {
      const [id = '', text = ''] = line.split(';').map((c) => c.trim());
      const [en = '', nl = ''] = text.split('|').map((p) => p.trim());
      return [id, { en, nl }];
    }),
);

/** The rubric of a place the catalogue does not class (a shop of a museum, a fountain…). */
export const OTHER_RUBRIC_ID = 'lieu';

/** Its label in the three languages. */
const OTHER_LABELS = { fr: 'Lieu', en: 'Place', nl: 'Plaats' } as const;

/** Rubric ids with an English and a Dutch label (tests). */
export const TRANSLATED_RUBRIC_IDS: readonly string[] = [...LABELS.keys()];

/**
 * The label of a rubric in a locale ('fr-FR', 'en-GB'… or a language 'fr', 'en', 'nl'): French
 * for both French locales and whenever a translation is missing; undefined for an unknown rubric.
 */
export function rubricLabel(id: string, locale: string): string | undefined {
  if (id === OTHER_RUBRIC_ID)
    return locale.startsWith('en')
      ? OTHER_LABELS.en
      : locale.startsWith('nl')
        ? OTHER_LABELS.nl
        : OTHER_LABELS.fr;
  const rubric = RUBRICS_BY_ID.get(id);
  if (!rubric) return undefined;
  const labels = LABELS.get(id);
  if (locale.startsWith('en')) return labels?.en ?? rubric.label;
  if (locale.startsWith('nl')) return labels?.nl ?? rubric.label;
  return rubric.label;
}

/** The label of a POI's rubric in a locale: the catalogue's, else the label it came with. */
export function poiRubricLabel(rubric: { id: string; label: string }, locale: string): string {
  return rubricLabel(rubric.id, locale) ?? rubric.label;
}
