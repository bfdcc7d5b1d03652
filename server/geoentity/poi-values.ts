/**
 * Values of the POI sheets that come from the data as codes or in French, written in the
 * interface language: OSM `cuisine` values (« italian;pizza » → « Italienne, pizzas ») and the
 * services of the national fuel file (« Boutique alimentaire » → « Food shop »). A value the
 * tables do not know is still readable: underscores become spaces, never a raw code next to a
 * translated one.
 */
import type { PoiLanguage } from './poi-texts';

/** A value in the three languages of the answers. */
interface Translation {
  fr: string;
  en: string;
  nl: string;
}

/**
 * The common OSM cuisine values (taginfo), one a line: value; fr | en | nl. French takes the
 * feminine adjective of « cuisine » (« Cuisine : italienne ») or the plural of the dish.
 */
const CUISINES = `
regional; régionale | regional | regionaal
local; locale | local | lokaal
international; internationale | international | internationaal
fine_dining; gastronomique | fine dining | gastronomisch
french; française | French | Frans
italian; italienne | Italian | Italiaans
pizza; pizzas | pizza | pizza
burger; burgers | burgers | hamburgers
sandwich; sandwichs | sandwiches | broodjes
kebab; kebabs | kebab | kebab
chinese; chinoise | Chinese | Chinees
japanese; japonaise | Japanese | Japans
sushi; sushis | sushi | sushi
asian; asiatique | Asian | Aziatisch
indian; indienne | Indian | Indiaas
thai; thaïlandaise | Thai | Thais
vietnamese; vietnamienne | Vietnamese | Vietnamees
korean; coréenne | Korean | Koreaans
mexican; mexicaine | Mexican | Mexicaans
american; américaine | American | Amerikaans
greek; grecque | Greek | Grieks
turkish; turque | Turkish | Turks
lebanese; libanaise | Lebanese | Libanees
moroccan; marocaine | Moroccan | Marokkaans
spanish; espagnole | Spanish | Spaans
portuguese; portugaise | Portuguese | Portugees
german; allemande | German | Duits
bavarian; bavaroise | Bavarian | Beiers
belgian; belge | Belgian | Belgisch
british; britannique | British | Brits
russian; russe | Russian | Russisch
polish; polonaise | Polish | Pools
african; africaine | African | Afrikaans
ethiopian; éthiopienne | Ethiopian | Ethiopisch
caribbean; antillaise | Caribbean | Caribisch
brazilian; brésilienne | Brazilian | Braziliaans
peruvian; péruvienne | Peruvian | Peruaans
argentinian; argentine | Argentinian | Argentijns
afghan; afghane | Afghan | Afghaans
persian; persane | Persian | Perzisch
pakistani; pakistanaise | Pakistani | Pakistaans
nepalese; népalaise | Nepalese | Nepalees
georgian; géorgienne | Georgian | Georgisch
syrian; syrienne | Syrian | Syrisch
roman; romaine | Roman | Romeins
mediterranean; méditerranéenne | Mediterranean | mediterraan
seafood; fruits de mer | seafood | zeevruchten
fish; poisson | fish | vis
fish_and_chips; fish and chips | fish and chips | fish and chips
steak_house; grillades | steakhouse | steakhouse
grill; grillades | grill | grill
barbecue; barbecue | barbecue | barbecue
chicken; poulet | chicken | kip
noodle; nouilles | noodles | noedels
pasta; pâtes | pasta | pasta
salad; salades | salads | salades
soup; soupes | soups | soep
crepe; crêpes | crêpes | crêpes
pancake; pancakes | pancakes | pannenkoeken
waffle; gaufres | waffles | wafels
tapas; tapas | tapas | tapas
couscous; couscous | couscous | couscous
curry; curry | curry | curry
friture; friterie | chips | frituur
hot_dog; hot-dogs | hot dogs | hotdogs
bagel; bagels | bagels | bagels
breakfast; petit-déjeuner | breakfast | ontbijt
brunch; brunch | brunch | brunch
coffee_shop; café | coffee shop | koffiebar
tea; thé | tea | thee
bubble_tea; bubble tea | bubble tea | bubbelthee
juice; jus de fruits | juices | sappen
ice_cream; glaces | ice cream | ijs
frozen_yogurt; yaourt glacé | frozen yoghurt | bevroren yoghurt
dessert; desserts | desserts | desserts
cake; gâteaux | cakes | taart
pastry; pâtisseries | pastries | gebak
donut; beignets | doughnuts | donuts
bakery; boulangerie | bakery | bakkerij
vegetarian; végétarienne | vegetarian | vegetarisch
vegan; végane | vegan | veganistisch
socca; socca | socca | socca
`;

/** The services of the national fuel file (prix-carburants.gouv.fr), one a line: fr | en | nl. */
const FUEL_SERVICES = `
Vente de gaz domestique (Butane, Propane) | Bottled gas (butane, propane) | Verkoop van huishoudgas (butaan, propaan)
DAB (Distributeur automatique de billets) | Cash machine | Geldautomaat
Station de gonflage | Tyre inflation | Bandenpomp
Boutique alimentaire | Food shop | Voedingswinkel
Piste poids lourds | Lorry lane | Vrachtwagenstrook
Boutique non alimentaire | Non-food shop | Non-foodwinkel
Carburant additivé | Premium fuel with additives | Brandstof met additieven
Lavage automatique | Automatic car wash | Automatische autowasstraat
Toilettes publiques | Public toilets | Openbare toiletten
Automate CB 24/24 | Card payment at the pump 24/7 | Betaalautomaat 24 uur per dag
Lavage manuel | Hand car wash | Handmatige autowas
Restauration à emporter | Takeaway food | Eten om mee te nemen
Location de véhicule | Vehicle hire | Voertuigverhuur
Services réparation / entretien | Repairs and servicing | Herstelling en onderhoud
Relais colis | Parcel pick-up point | Pakketpunt
Laverie | Launderette | Wasserette
Vente de fioul domestique | Heating oil | Verkoop van huisbrandolie
Restauration sur place | Restaurant | Eten ter plaatse
Vente d'additifs carburants | Fuel additives | Verkoop van brandstofadditieven
Vente de pétrole lampant | Paraffin | Verkoop van lamppetroleum
Wifi | Wi-Fi | Wifi
Bar | Bar | Bar
Espace bébé | Baby changing | Babyhoek
Douches | Showers | Douches
Aire de camping-cars | Motorhome area | Camperplaats
Bornes électriques | Electric charging points | Laadpalen
GNV | Natural gas for vehicles (CNG) | Aardgas voor voertuigen (CNG)
`;

function translationOf(text: string): Translation {
  const [fr = '', en = fr, nl = fr] = text.split('|').map((p) => p.trim());
  return { fr, en, nl };
}

const CUISINE_TABLE: ReadonlyMap<string, Translation> = new Map(
  CUISINES.trim()
    .split('\n')
    .map((line) => {
      const [value = '', text = ''] = line.split(';').map((c) => c.trim());
      return [value, translationOf(text)];
    }),
);

const FUEL_SERVICE_TABLE: ReadonlyMap<string, Translation> = new Map(
  FUEL_SERVICES.trim()
    .split('\n')
    .map((line) => {
      const translation = translationOf(line);
      return [translation.fr, translation];
    }),
);

/** Every cuisine value the table knows (tests). */
export const KNOWN_CUISINES: readonly string[] = [...CUISINE_TABLE.keys()];

/** Every fuel service the table knows, in French (tests). */
export const KNOWN_FUEL_SERVICES: readonly string[] = [...FUEL_SERVICE_TABLE.keys()];

/** A value nobody translated, readable: « steak_house » → « steak house ». */
export function readableCode(value: string): string {
  return value.replace(/_+/g, ' ').replace(/\s+/g, ' ').trim();
}

/** One cuisine value in a language (readable when unknown). */
export function cuisineName(value: string, lang: PoiLanguage): string {
  const code = value
    .trim()
    .toLowerCase()
    .replace(/^_+|_+$/g, '');
  return CUISINE_TABLE.get(code)?.[lang] ?? readableCode(code);
}

/**
 * An OSM `cuisine` value in a language: its values (separated by « ; », or by « , » as some
 * mappers write them) translated, without repeats, joined by commas, the first letter capitalised
 * (« italian;pizza » → « Italienne, pizzas »). Undefined for an empty value.
 */
export function cuisineText(value: string | undefined, lang: PoiLanguage): string | undefined {
  if (!value) return undefined;
  const names = value
    .split(/[;,]/)
    .map((v) => v.trim())
    .filter((v) => v.replace(/_/g, '') !== '')
    .map((v) => cuisineName(v, lang));
  const unique = [...new Set(names)];
  if (unique.length === 0) return undefined;
  const text = unique.join(', ');
  return text.charAt(0).toLocaleUpperCase(lang) + text.slice(1);
}

/** A service of the national fuel file in a language (as written by the file when unknown). */
export function fuelServiceName(service: string, lang: PoiLanguage): string {
  return FUEL_SERVICE_TABLE.get(service.trim())?.[lang] ?? service;
}
