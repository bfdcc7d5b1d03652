/**
 * Messages of the search screens (search box, suggestions, results, town and area pages, the
 * map-address popup) in fr-FR (the source) and fr-BE; en-GB and nl-BE are in en-gb/ and nl-be/
 * (loaded on demand with their bundle), with exactly the keys and placeholders of the source.
 * Each bundle spreads its object.
 */

/** fr-FR (source). */
export const searchFrFR = {
  'search.label': 'Rechercher',
  'search.placeholder': 'Adresse, ville, lieu, activité…',
  'search.submit': 'Lancer la recherche',
  'search.clear': 'Effacer la recherche',
  'search.list': 'Suggestions de recherche',
  'search.history': 'Recherche récente',
  'search.type.address': 'Adresse',
  'search.type.poi': 'Lieu',
  'search.type.rubric': 'Catégorie',
  'search.type.chain': 'Enseigne',
  'search.loading': 'Recherche en cours…',
  'search.noResult': 'Aucun résultat ne correspond à cette recherche.',
  'search.noSuggestion': 'Aucune suggestion.',
  'search.field.noMatch':
    "Aucun lieu ne correspond à « {text} » : vérifiez l'orthographe ou ajoutez la ville.",
  'search.searchAnyway': 'Rechercher « {query} »',
  'search.failed': 'La recherche a échoué : {reason}',
  'search.retry': 'Réessayer',
  'search.close': 'Fermer',
  'search.sheet.expand': 'Agrandir le panneau',
  'search.sheet.collapse': 'Réduire le panneau',
  'search.results.title': 'Résultats pour « {query} »',
  'search.results.addresses': '{count} adresses correspondent',
  'search.results.pois': '{count} lieux correspondent',
  'search.overlay.title': 'Rechercher',
  'search.overlay.close': 'Fermer la recherche',
  'search.address.title': 'Adresse',
  'search.town.title': 'Ville',
  'search.address.coordinates': 'Coordonnées : {point}',
  'search.address.estimated':
    'Position approximative : aucune de nos sources ne situe le centre de cette commune, la carte en montre les environs.',
  'search.address.directions': 'Itinéraire vers cette adresse',
  'search.address.numberUnknownShort': 'Numéro {number} inconnu : la rue',
  'search.address.numberUnknown':
    "Le numéro {number} n'est pas connu de la carte : voici la rue entière.",
  'search.place.directions': 'Itinéraire vers {name}',
  'search.address.notFound': "Cette adresse n'a pas été trouvée.",
  'search.town.department': 'Département : {name}',
  'search.town.region': 'Région : {name}',
  'search.town.postcodes': 'Codes postaux : {list}',
  'search.town.insee': 'Code INSEE : {code}',
  'search.town.country': 'Pays : {name}',
  'search.place.title': 'Lieu',
  'search.listing.title': '{label} : {count} lieux',
  'search.listing.empty': 'Aucun lieu de cette activité dans la zone affichée.',
  'search.poi.title': 'Lieu',
  'search.poi.notFound': "Ce lieu n'a pas été trouvé.",
  'search.popup.loading': "Recherche de l'adresse…",
  'search.popup.notFound': "Aucune adresse n'a été trouvée à cet endroit.",
  'search.popup.failed': "L'adresse de ce point n'a pas pu être trouvée : {reason}",
  'search.popup.close': 'Fermer',
  'search.popup.hotel': 'Hôtels',
  'search.popup.restaurant': 'Restaurants',
  'search.popup.parking': 'Parkings',
  'search.popup.nearby': 'À proximité',
  'search.popup.directionsFrom': 'Itinéraire depuis ici',
  'search.popup.directionsTo': 'Itinéraire vers ici',
} as const;

/** fr-BE: the French of France, Belgian usage needs no other word here. */
export const searchFrBE: Readonly<Record<keyof typeof searchFrFR, string>> = { ...searchFrFR };
