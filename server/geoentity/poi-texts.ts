/**
 * Texts of the POI answers (opening statuses, tabs and their blocks) in the interface languages:
 * French (fr-FR, fr-BE: the source), English (en-GB) and Dutch (nl-BE). `{name}` marks a
 * parameter.
 */

/** A language of the answers. */
export type PoiLanguage = 'fr' | 'en' | 'nl';

const FR = {
  open: 'Ouvert',
  openAlways: 'Ouvert 24 h/24',
  openUntil: "Ouvert jusqu'à {time}",
  opensAt: 'Fermé, ouvre à {time}',
  opensOn: 'Fermé, ouvre {day} à {time}',
  closed: 'Fermé',
  infos: 'Infos',
  horaires: 'Horaires',
  contact: 'Contact',
  place: 'Le lieu',
  rubric: 'Activité',
  address: 'Adresse',
  brand: 'Enseigne',
  fuels: 'Carburants',
  fuelsUpdate: 'Prix relevés le {date} (fichier national prix-carburants.gouv.fr)',
  services: 'Services',
  automate: 'Automate 24 h/24',
  yes: 'Oui',
  hours: 'Horaires d’ouverture',
  hoursText: 'Horaires (tels que renseignés)',
  closedDay: 'Fermé',
  allDay: '24 h/24',
  phone: 'Téléphone',
  website: 'Site web',
  email: 'Courriel',
  station: 'Gare',
  uic: 'Code UIC',
  source: 'Source',
  wheelchair: 'Accès fauteuil roulant',
  cuisine: 'Cuisine',
  stars: 'Étoiles',
  filterName: 'Carburant',
  filterLabel: 'Prix',
  filterSublabel: 'Prix du {fuel} au litre',
  filterOpen: 'Ouvert maintenant',
  filterOpenShort: 'Ouvert',
  filterCuisine: 'Type de cuisine',
  filterCuisineShort: 'Cuisine',
  filterAll: 'Toutes',
  filter_services: 'Services',
  filter_servicesShort: 'Services',
  filter_stars: 'Nombre d’étoiles minimum',
  filter_starsShort: 'Étoiles',
  filter_kind: 'Type d’hébergement',
  filter_kindShort: 'Hébergement',
  filter_maxPrice: 'Prix maximum au litre',
  filter_maxPriceShort: 'Prix max.',
  service_accessible: 'Accessible en fauteuil',
  service_wifi: 'Wi-Fi',
  service_terrasse: 'Terrasse',
  'service_a-emporter': 'À emporter',
  service_livraison: 'Livraison',
};

/** A text key. */
export type PoiTextKey = keyof typeof FR;

const EN: Record<PoiTextKey, string> = {
  open: 'Open',
  openAlways: 'Open 24/7',
  openUntil: 'Open until {time}',
  opensAt: 'Closed, opens at {time}',
  opensOn: 'Closed, opens {day} at {time}',
  closed: 'Closed',
  infos: 'Details',
  horaires: 'Opening hours',
  contact: 'Contact',
  place: 'The place',
  rubric: 'Activity',
  address: 'Address',
  brand: 'Brand',
  fuels: 'Fuels',
  fuelsUpdate: 'Prices of {date} (French national file prix-carburants.gouv.fr)',
  services: 'Services',
  automate: 'Pay-at-pump 24/7',
  yes: 'Yes',
  hours: 'Opening hours',
  hoursText: 'Opening hours (as entered)',
  closedDay: 'Closed',
  allDay: 'Open 24 hours',
  phone: 'Phone',
  website: 'Website',
  email: 'Email',
  station: 'Station',
  uic: 'UIC code',
  source: 'Source',
  wheelchair: 'Wheelchair access',
  cuisine: 'Cuisine',
  stars: 'Stars',
  filterName: 'Fuel',
  filterLabel: 'Price',
  filterSublabel: 'Price of {fuel} per litre',
  filterOpen: 'Open now',
  filterOpenShort: 'Open',
  filterCuisine: 'Kind of food',
  filterCuisineShort: 'Cuisine',
  filterAll: 'All',
  filter_services: 'Services',
  filter_servicesShort: 'Services',
  filter_stars: 'Minimum star rating',
  filter_starsShort: 'Stars',
  filter_kind: 'Type of accommodation',
  filter_kindShort: 'Accommodation',
  filter_maxPrice: 'Highest price per litre',
  filter_maxPriceShort: 'Max. price',
  service_accessible: 'Wheelchair access',
  service_wifi: 'Wi-Fi',
  service_terrasse: 'Terrace',
  'service_a-emporter': 'Takeaway',
  service_livraison: 'Delivery',
};

const NL: Record<PoiTextKey, string> = {
  open: 'Open',
  openAlways: '24 uur per dag open',
  openUntil: 'Open tot {time}',
  opensAt: 'Gesloten, opent om {time}',
  opensOn: 'Gesloten, opent {day} om {time}',
  closed: 'Gesloten',
  infos: 'Info',
  horaires: 'Openingsuren',
  contact: 'Contact',
  place: 'De plaats',
  rubric: 'Activiteit',
  address: 'Adres',
  brand: 'Merk',
  fuels: 'Brandstoffen',
  fuelsUpdate: 'Prijzen van {date} (Frans nationaal bestand prix-carburants.gouv.fr)',
  services: 'Diensten',
  automate: 'Tankautomaat 24 uur per dag',
  yes: 'Ja',
  hours: 'Openingsuren',
  hoursText: 'Openingsuren (zoals ingevoerd)',
  closedDay: 'Gesloten',
  allDay: '24 uur per dag open',
  phone: 'Telefoon',
  website: 'Website',
  email: 'E-mail',
  station: 'Station',
  uic: 'UIC-code',
  source: 'Bron',
  wheelchair: 'Rolstoeltoegang',
  cuisine: 'Keuken',
  stars: 'Sterren',
  filterName: 'Brandstof',
  filterLabel: 'Prijs',
  filterSublabel: 'Prijs van {fuel} per liter',
  filterOpen: 'Nu open',
  filterOpenShort: 'Open',
  filterCuisine: 'Soort keuken',
  filterCuisineShort: 'Keuken',
  filterAll: 'Alle',
  filter_services: 'Voorzieningen',
  filter_servicesShort: 'Voorzieningen',
  filter_stars: 'Minimaal aantal sterren',
  filter_starsShort: 'Sterren',
  filter_kind: 'Soort logies',
  filter_kindShort: 'Logies',
  filter_maxPrice: 'Hoogste prijs per liter',
  filter_maxPriceShort: 'Max. prijs',
  service_accessible: 'Rolstoeltoegankelijk',
  service_wifi: 'Wifi',
  service_terrasse: 'Terras',
  'service_a-emporter': 'Afhalen',
  service_livraison: 'Levering',
};

const TEXTS: Readonly<Record<PoiLanguage, Record<PoiTextKey, string>>> = { fr: FR, en: EN, nl: NL };

/** The language of a locale parameter (fr by default). */
export function poiLanguage(locale: string | undefined): PoiLanguage {
  const l = (locale ?? '').toLowerCase();
  if (l.startsWith('en')) return 'en';
  if (l.startsWith('nl')) return 'nl';
  return 'fr';
}

/** A text with its parameters. */
export function poiText(
  lang: PoiLanguage,
  key: PoiTextKey,
  params: Readonly<Record<string, string>> = {},
): string {
  return TEXTS[lang][key].replace(/\{(\w+)\}/g, (whole, name: string) => params[name] ?? whole);
}

/** A date YYYY-MM-DD as the language writes it (25/08/2020). */
export function poiDate(lang: PoiLanguage, day: string): string {
  const [y, m, d] = day.split('-');
  return lang === 'nl' ? `${d}-${m}-${y}` : `${d}/${m}/${y}`;
}
