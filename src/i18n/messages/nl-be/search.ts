/**
 * Messages of the search screens in nl-BE (Belgian Dutch), with exactly the keys and placeholders
 * of the fr-FR source (../search.ts). A file of its own so that they load on demand, with the nl-BE
 * bundle.
 */
import type { searchFrFR } from '../search';
import type { searchScreensFrFR } from '../search-screens';

/** nl-BE. */
export const searchNlBE: Readonly<
  Record<keyof typeof searchFrFR | keyof typeof searchScreensFrFR, string>
> = {
  'search.label': 'Zoeken',
  'search.placeholder': 'Adres, stad, plaats, activiteit…',
  'search.submit': 'Zoeken',
  'search.clear': 'Zoekopdracht wissen',
  'search.list': 'Zoeksuggesties',
  'search.history': 'Recente zoekopdracht',
  'search.type.address': 'Adres',
  'search.type.poi': 'Plaats',
  'search.type.rubric': 'Categorie',
  'search.type.chain': 'Keten',
  'search.loading': 'Bezig met zoeken…',
  'search.noResult': 'Geen resultaten voor deze zoekopdracht.',
  'search.noSuggestion': 'Geen suggesties.',
  'search.field.noMatch':
    'Geen plaats komt overeen met „{text}”: controleer de spelling of voeg de gemeente toe.',
  'search.searchAnyway': 'Zoeken naar „{query}”',
  'search.failed': 'Het zoeken is mislukt: {reason}',
  'search.retry': 'Opnieuw proberen',
  'search.close': 'Sluiten',
  'search.sheet.expand': 'Paneel vergroten',
  'search.sheet.collapse': 'Paneel verkleinen',
  'search.results.title': 'Resultaten voor “{query}”',
  'search.results.addresses': '{count} adressen gevonden',
  'search.results.pois': '{count} plaatsen gevonden',
  'search.overlay.title': 'Zoeken',
  'search.overlay.close': 'Zoeken sluiten',
  'search.address.title': 'Adres',
  'search.town.title': 'Gemeente',
  'search.address.coordinates': 'Coördinaten: {point}',
  'search.address.estimated':
    'Benaderende ligging: geen van onze bronnen situeert het centrum van deze gemeente, de kaart toont de omgeving.',
  'search.address.directions': 'Route naar dit adres',
  'search.address.numberUnknownShort': 'Nummer {number} onbekend: de straat',
  'search.address.numberUnknown': 'Nummer {number} staat niet op de kaart: hier is de hele straat.',
  'search.place.directions': 'Route naar {name}',
  'search.address.notFound': 'Dit adres werd niet gevonden.',
  'search.town.department': 'Departement: {name}',
  'search.town.region': 'Regio: {name}',
  'search.town.postcodes': 'Postcodes: {list}',
  'search.town.insee': 'INSEE-code: {code}',
  'search.town.country': 'Land: {name}',
  'search.town.places': 'In de buurt',
  'search.town.rubric.hotel': 'Hotels',
  'search.town.rubric.restaurant': 'Restaurants',
  'search.town.rubric.parking': 'Parkings',
  'search.town.rubric.station-service': 'Tankstations',
  'search.town.rubric.pharmacie': 'Apotheken',
  'search.town.rubric.supermarche': 'Supermarkten',
  'search.place.title': 'Plaats',
  'search.area.regions': 'Regio’s',
  'search.area.departments': 'Departementen',
  'search.area.towns': 'Gemeenten van {name}',
  'search.area.departmentsOf': 'Departementen van {name}',
  'search.area.regionsOf': 'Regio’s van {name}',
  'search.area.countryNotImported':
    'Périple dekt de regio’s van {name} niet: alleen die van Frankrijk.',
  'search.area.notFound': 'Dit gebied werd niet gevonden.',
  'search.listing.title': '{label}: {count} plaatsen',
  'search.listing.empty': 'Geen plaatsen van deze activiteit in het getoonde gebied.',
  'search.poi.title': 'Plaats',
  'search.poi.notFound': 'Deze plaats werd niet gevonden.',
  'search.popup.loading': 'Adres wordt gezocht…',
  'search.popup.notFound': 'Geen adres gevonden op deze plaats.',
  'search.popup.failed': 'Het adres van dit punt kon niet worden gevonden: {reason}',
  'search.popup.close': 'Sluiten',
  'search.popup.hotel': 'Hotels',
  'search.popup.restaurant': 'Restaurants',
  'search.popup.parking': 'Parkings',
  'search.popup.nearby': 'In de buurt',
  'search.popup.directionsFrom': 'Route vanaf hier',
  'search.popup.directionsTo': 'Route naar hier',
};
