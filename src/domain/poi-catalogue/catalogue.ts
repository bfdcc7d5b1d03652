/**
 * The POI catalogue of the menus (spec §3 POI catalogue): categories, subcategories and apps
 * built over the rubrics of `rubrics.ts` (the single source of truth of which OSM objects belong
 * where). A rubric belongs to exactly one subcategory, a subcategory to one category; an app
 * lists the rubrics it shows on the map. Colours come from the rubric's segment. Zod-free.
 */
import { RUBRICS, RUBRICS_BY_ID, type Rubric } from './rubrics';

/** A label in the four interface languages (fr for fr-FR and fr-BE). */
export interface CatalogueLabel {
  fr: string;
  en: string;
  nl: string;
}

/** Colour of each segment (markers, icons, rubric.color). */
export const SEGMENT_COLORS: Readonly<Record<Rubric['segment'], string>> = {
  alimentation: '#d9480f',
  sante: '#c2255c',
  hebergement: '#6741d9',
  transport: '#1864ab',
  services: '#495057',
  loisirs: '#2b8a3e',
};

/** A subcategory: a group of rubrics listed together (/plan#/recherche/sous-categorie/{id}). */
export interface Subcategory {
  id: string;
  label: CatalogueLabel;
  iconId: string;
  color: string;
  categoryId: string;
  rubricIds: readonly string[];
}

/** A category of the menu (/plan#/recherche/categorie/{id}). */
export interface Category {
  id: string;
  label: CatalogueLabel;
  iconId: string;
  color: string;
  subcategoryIds: readonly string[];
}

/** An app: a themed POI list of the menus (/app/{id}). */
export interface PoiApp {
  id: string;
  name: CatalogueLabel;
  /** Label of the link to more POIs of the app. */
  morePoisLabel: CatalogueLabel;
  iconId: string;
  color: string;
  rubricIds: readonly string[];
  /** Filter of the app's list (the fuel combobox of the fuel app). */
  filter: 'fuel' | null;
  /** Offered in the POIs-on-my-route menu. */
  onRoute: boolean;
}

/**
 * Categories and their subcategories, one subcategory a line: category id; subcategory id;
 * fr | en | nl label; icon; rubric ids (comma-separated). Category lines start with '#'.
 */
const TABLE = `
# restauration; Restaurants et cafés | Restaurants and cafés | Restaurants en cafés; restaurant
restauration; restaurants; Restaurants | Restaurants | Restaurants; restaurant; restaurant
restauration; restauration-rapide; Restauration rapide | Fast food | Fastfood; fast-food; restauration-rapide
restauration; cafes-bars; Cafés, bars | Cafés, bars | Cafés, bars; cafe; cafe-bar
# alimentation; Alimentation | Food shops | Voeding; grocery
alimentation; boulangeries; Boulangeries | Bakeries | Bakkerijen; bakery; boulangerie
alimentation; supermarches; Supermarchés | Supermarkets | Supermarkten; grocery; supermarche
alimentation; epiceries; Épiceries | Grocers | Kruideniers; grocery; epicerie
alimentation; boucheries; Boucheries | Butchers | Slagerijen; slaughterhouse; boucherie
# hebergement; Hébergement | Accommodation | Logies; lodging
hebergement; hotels; Hôtels | Hotels | Hotels; lodging; hotel
hebergement; chambres-d-hotes; Chambres d'hôtes | Guest houses | Gastenkamers; lodging; chambre-d-hotes
hebergement; gites; Gîtes, locations | Holiday rentals | Vakantiewoningen; lodging; location-gite
hebergement; auberges-de-jeunesse; Auberges de jeunesse | Hostels | Jeugdherbergen; lodging; auberge-de-jeunesse
hebergement; campings; Campings | Campsites | Campings; campsite; camping
# sante; Santé | Health | Gezondheid; hospital
sante; pharmacies; Pharmacies | Pharmacies | Apotheken; pharmacy; pharmacie
sante; medecins; Médecins | Doctors | Artsen; doctor; medecin
sante; dentistes; Dentistes | Dentists | Tandartsen; dentist; dentiste
sante; hopitaux; Hôpitaux, cliniques | Hospitals, clinics | Ziekenhuizen, klinieken; hospital; hopital
sante; veterinaires; Vétérinaires | Vets | Dierenartsen; veterinary; veterinaire
sante; opticiens; Opticiens | Opticians | Opticiens; optician; opticien
# auto; Auto, moto | Driving | Auto, motor; car
auto; stations-service; Stations-service | Petrol stations | Tankstations; fuel; station-service
auto; bornes-de-recharge; Bornes de recharge | Charging points | Laadpalen; charging-station; borne-de-recharge
auto; parkings; Parkings | Car parks | Parkings; parking; parking
auto; location-de-voitures; Location de voitures | Car hire | Autoverhuur; car-rental; location-de-voitures
auto; garages; Garages | Garages | Garages; car-repair; garage
# transports; Transports | Transport | Vervoer; bus
transports; gares; Gares | Railway stations | Treinstations; rail; gare
transports; arrets-de-bus; Arrêts de bus | Bus stops | Bushaltes; bus; arret-de-bus
transports; arrets-de-tram; Tram, métro | Tram, underground | Tram, metro; rail-light; arret-de-tram
transports; taxis; Taxis | Taxis | Taxi's; car; taxi
transports; aeroports; Aéroports, héliports | Airports, heliports | Luchthavens, heliports; airport; aeroport
# services; Services | Services | Diensten; town-hall
services; distributeurs; Distributeurs de billets | Cash machines | Geldautomaten; bank; distributeur
services; banques; Banques | Banks | Banken; bank; banque
services; bureaux-de-poste; Bureaux de poste | Post offices | Postkantoren; post; bureau-de-poste
services; mairies; Mairies | Town halls | Gemeentehuizen; town-hall; mairie
services; police; Police, gendarmerie | Police | Politie; police; police
services; toilettes; Toilettes publiques | Public toilets | Openbare toiletten; toilet; toilettes
# enseignement; Enseignement | Education | Onderwijs; school
enseignement; ecoles; Écoles, collèges, lycées | Schools | Scholen; school; ecole
enseignement; universites; Universités | Universities | Universiteiten; college; universite
enseignement; bibliotheques; Bibliothèques | Libraries | Bibliotheken; library; bibliotheque
# culture-loisirs; Culture et loisirs | Culture and leisure | Cultuur en vrije tijd; museum
culture-loisirs; musees; Musées | Museums | Musea; museum; musee
culture-loisirs; monuments; Monuments | Landmarks | Monumenten; monument; monument
culture-loisirs; lieux-de-culte; Lieux de culte | Places of worship | Gebedshuizen; place-of-worship; lieu-de-culte
culture-loisirs; cinemas; Cinémas | Cinemas | Bioscopen; cinema; cinema
culture-loisirs; theatres; Théâtres, spectacles | Theatres | Theaters; theatre; theatre
culture-loisirs; parcs; Parcs, jardins | Parks, gardens | Parken, tuinen; park; parc
culture-loisirs; sport; Équipements sportifs | Sports venues | Sportvoorzieningen; pitch; sport
culture-loisirs; plages; Plages | Beaches | Stranden; beach; plage
# commerces; Commerces | Shops | Winkels; shop
commerces; vetements; Vêtements, mode | Clothes | Kleding; clothing-store; vetements
commerces; librairies; Librairies, presse | Bookshops, newsagents | Boekhandels, kranten; shop; librairie
commerces; tabacs; Bureaux de tabac | Tobacconists | Tabakswinkels; shop; tabac
commerces; fleuristes; Fleuristes | Florists | Bloemisten; florist; fleuriste
commerces; coiffeurs; Coiffeurs | Hairdressers | Kappers; hairdresser; coiffeur
`;

/**
 * The apps, one a line: id; fr | en | nl name; fr | en | nl more-POIs label; icon; rubric ids;
 * filter ('fuel' or '-'); offered on the route ('route' or '-').
 */
const APPS_TABLE = `
carburants; Prix des carburants | Fuel prices | Brandstofprijzen; Plus de stations | More stations | Meer tankstations; fuel; station-service; fuel; route
hotels; Hôtels et hébergements | Hotels and stays | Hotels en logies; Plus d'hébergements | More places to stay | Meer logies; lodging; hotel,chambre-d-hotes,location-gite,auberge-de-jeunesse,camping; -; route
restaurants; Restaurants | Restaurants | Restaurants; Plus de restaurants | More restaurants | Meer restaurants; restaurant; restaurant,restauration-rapide,cafe-bar; -; route
parkings; Parkings | Car parks | Parkings; Plus de parkings | More car parks | Meer parkings; parking; parking; -; route
recharge; Bornes de recharge | Charging points | Laadpalen; Plus de bornes | More charging points | Meer laadpalen; charging-station; borne-de-recharge; -; route
pharmacies; Pharmacies | Pharmacies | Apotheken; Plus de pharmacies | More pharmacies | Meer apotheken; pharmacy; pharmacie; -; -
distributeurs; Distributeurs et banques | Cash machines and banks | Geldautomaten en banken; Plus de distributeurs | More cash machines | Meer geldautomaten; bank; distributeur,banque; -; -
gares; Gares | Railway stations | Treinstations; Plus de gares | More stations | Meer stations; rail; gare; -; -
supermarches; Supermarchés et épiceries | Supermarkets and grocers | Supermarkten en kruideniers; Plus de magasins | More shops | Meer winkels; grocery; supermarche,epicerie; -; -
tourisme; Musées et monuments | Museums and landmarks | Musea en monumenten; Plus de lieux à visiter | More places to visit | Meer bezienswaardigheden; museum; musee,monument; -; -
`;

const cells = (line: string): string[] => line.split(';').map((c) => c.trim());

function labelOf(text: string): CatalogueLabel {
  const [fr = '', en = fr, nl = fr] = text.split('|').map((p) => p.trim());
  return { fr, en, nl };
}

function colorOfRubrics(ids: readonly string[]): string {
  const first = RUBRICS_BY_ID.get(ids[0] ?? '');
  return first ? SEGMENT_COLORS[first.segment] : SEGMENT_COLORS.services;
}

function parseCatalogue(): { categories: Category[]; subcategories: Subcategory[] } {
  const categories: Category[] = [];
  const subcategories: Subcategory[] = [];
  for (const line of TABLE.trim().split('\n')) {
    if (line.startsWith('#')) {
      const [id = '', label = '', icon = ''] = cells(line.slice(1));
      categories.push({ id, label: labelOf(label), iconId: icon, color: '', subcategoryIds: [] });
      continue;
    }
    const [categoryId = '', id = '', label = '', icon = '', rubrics = ''] = cells(line);
    const rubricIds = rubrics.split(',');
    const color = colorOfRubrics(rubricIds);
    subcategories.push({ id, label: labelOf(label), iconId: icon, color, categoryId, rubricIds });
    const category = categories.find((c) => c.id === categoryId);
    if (category) (category.subcategoryIds as string[]).push(id);
  }
  for (const c of categories) {
    const first = subcategories.find((s) => s.id === c.subcategoryIds[0]);
    c.color = first?.color ?? SEGMENT_COLORS.services;
  }
  return { categories, subcategories };
}

function parseApps(): PoiApp[] {
  return APPS_TABLE.trim()
    .split('\n')
    .map((line) => {
      const [id = '', name = '', more = '', icon = '', rubrics = '', filter = '', route = ''] =
        cells(line);
      const rubricIds = rubrics.split(',');
      return {
        id,
        name: labelOf(name),
        morePoisLabel: labelOf(more),
        iconId: icon,
        color: colorOfRubrics(rubricIds),
        rubricIds,
        filter: filter === 'fuel' ? 'fuel' : null,
        onRoute: route === 'route',
      };
    });
}

const parsed = parseCatalogue();

/** Every category, in menu order. */
export const CATEGORIES: readonly Category[] = parsed.categories;
/** Every subcategory, in menu order. */
export const SUBCATEGORIES: readonly Subcategory[] = parsed.subcategories;
/** Every app, in menu order. */
export const APPS: readonly PoiApp[] = parseApps();

/** Categories by id. */
export const CATEGORIES_BY_ID: ReadonlyMap<string, Category> = new Map(
  CATEGORIES.map((c) => [c.id, c]),
);
/** Subcategories by id. */
export const SUBCATEGORIES_BY_ID: ReadonlyMap<string, Subcategory> = new Map(
  SUBCATEGORIES.map((s) => [s.id, s]),
);
/** Apps by id. */
export const APPS_BY_ID: ReadonlyMap<string, PoiApp> = new Map(APPS.map((a) => [a.id, a]));

/** The subcategory of each rubric (its parent in the spec's rubric entity). */
export const SUBCATEGORY_OF_RUBRIC: ReadonlyMap<string, Subcategory> = new Map(
  SUBCATEGORIES.flatMap((s) => s.rubricIds.map((r) => [r, s] as const)),
);

/** What a POI list is made of: an app, a category, a subcategory or a rubric. */
export type PoiSourceKind = 'app' | 'category' | 'subcategory' | 'rubric';

/** The rubric ids of a catalogue entry, or undefined for an unknown id. */
export function rubricIdsOf(kind: PoiSourceKind, id: string): readonly string[] | undefined {
  switch (kind) {
    case 'app':
      return APPS_BY_ID.get(id)?.rubricIds;
    case 'category': {
      const category = CATEGORIES_BY_ID.get(id);
      return category?.subcategoryIds.flatMap((s) => SUBCATEGORIES_BY_ID.get(s)?.rubricIds ?? []);
    }
    case 'subcategory':
      return SUBCATEGORIES_BY_ID.get(id)?.rubricIds;
    default:
      return RUBRICS_BY_ID.has(id) ? [id] : undefined;
  }
}

/** The colour of a rubric (its segment's). */
export function rubricColor(rubric: Pick<Rubric, 'segment'>): string {
  return SEGMENT_COLORS[rubric.segment];
}

/** Label of a catalogue entry in a language ('fr' for both French locales). */
export function catalogueLabel(label: CatalogueLabel, locale: string): string {
  if (locale.startsWith('en')) return label.en;
  if (locale.startsWith('nl')) return label.nl;
  return label.fr;
}

/** Every rubric is in exactly one subcategory (checked by the tests). */
export function rubricsWithoutSubcategory(): string[] {
  return RUBRICS.filter((r) => !SUBCATEGORY_OF_RUBRIC.has(r.id)).map((r) => r.id);
}

/**
 * The filter particular to a list of the catalogue entries `ids`: an app's own (the fuel app's),
 * and on any list of the fuel stations alone (« Stations-service » of a town's page, a search for
 * « prix des carburants ») the fuel app's: its fuel, its prices, its price cap.
 */
export function listFilterOf(kind: PoiSourceKind, ids: readonly string[]): PoiApp['filter'] {
  const own = kind === 'app' && ids.length === 1 ? APPS_BY_ID.get(ids[0] ?? '')?.filter : null;
  if (own) return own;
  const rubrics = ids.flatMap((id) => rubricIdsOf(kind, id) ?? []);
  const fuelApp = APPS.find((a) => a.filter === 'fuel');
  const fuelOnly =
    rubrics.length > 0 && !!fuelApp && rubrics.every((r) => fuelApp.rubricIds.includes(r));
  return fuelOnly ? 'fuel' : null;
}
