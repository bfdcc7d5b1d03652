/**
 * Messages of the search's screens past the first one (the lists of régions, départements and
 * communes, a place's « À proximité ») in fr-FR and fr-BE: loaded with the screens' chunk
 * (fr-screens.ts), as those pages are; en-GB and nl-BE have them in their search bundle.
 */

/** fr-FR (source). */
export const searchScreensFrFR = {
  'search.town.places': 'À proximité',
  'search.town.rubric.hotel': 'Hôtels',
  'search.town.rubric.restaurant': 'Restaurants',
  'search.town.rubric.parking': 'Parkings',
  'search.town.rubric.station-service': 'Stations-service',
  'search.town.rubric.pharmacie': 'Pharmacies',
  'search.town.rubric.supermarche': 'Supermarchés',
  'search.area.regions': 'Régions',
  'search.area.departments': 'Départements',
  'search.area.towns': 'Communes de {name}',
  'search.area.departmentsOf': 'Départements de {name}',
  'search.area.regionsOf': 'Régions de {name}',
  'search.area.countryNotImported':
    'Périple ne couvre pas les régions de {name} : seulement celles de France.',
  'search.area.notFound': "Cette zone n'a pas été trouvée.",
};

/** fr-BE: the same texts. */
export const searchScreensFrBE: Readonly<Record<keyof typeof searchScreensFrFR, string>> = {
  ...searchScreensFrFR,
};
