/**
 * Messages of the POI screens (lists, place cards, sheets, fuel filter, hotel prices, POIs on
 * my route, radius tool) in fr-FR (the source) and fr-BE; en-GB and nl-BE are in en-gb/ and
 * nl-be/ (loaded on demand with their bundle), with exactly the keys and placeholders of the
 * source. Each bundle spreads its object.
 */

/** fr-FR (source). */
export const poiFrFR = {
  'poi.list.loading': 'Chargement des lieux…',
  'poi.list.failed': "Les lieux n'ont pas pu être chargés. {reason}",
  'poi.list.retry': 'Réessayer',
  'poi.list.empty': 'Aucun lieu dans cette zone : déplacez la carte ou dézoomez.',
  'poi.list.count': '{count} lieux dans la zone',
  'poi.list.notFound': 'That geoentity was not found',
  'poi.list.close': 'Fermer la liste',
  'poi.card.more': "Plus d'infos",
  'poi.card.directions': 'Itinéraires',
  'poi.card.addStep': 'Ajouter une étape',
  'poi.card.close': 'Fermer',
  'poi.card.distance': '{km} km',
  'poi.fuel.combobox': 'Carburant',
  'poi.fuel.label': 'Prix',
  'poi.fuel.sublabel': 'Prix du {fuel} au litre',
  'poi.fuel.priceOn': 'prix du {date}',
  'poi.fuel.priceToday': "prix d'aujourd'hui",
  'poi.sheet.loading': 'Chargement de la fiche…',
  'poi.sheet.notFound': 'That geoentity was not found',
  'poi.sheet.failed': "La fiche n'a pas pu être chargée. {reason}",
  'poi.sheet.tabs': 'Rubriques de la fiche',
  'poi.sheet.back': 'Retour à la liste',
  'poi.sheet.stars': '{count} étoiles',
  'poi.sheet.source': 'Données : {source}',
  'poi.hotel.title': 'Prix des chambres',
  'poi.hotel.checkIn': 'Arrivée',
  'poi.hotel.checkOut': 'Départ',
  'poi.hotel.capacity': 'Voyageurs',
  'poi.hotel.search': 'Voir les prix',
  'poi.hotel.bookingConsent':
    'Les prix des chambres viennent d’un partenaire de réservation, qui reçoit vos dates : autorisez « Réservation d’hébergement » dans vos choix de cookies pour les voir.',
  'poi.hotel.consentButton': 'Gérer mes choix de cookies',
  'poi.hotel.noPartner':
    "Aucun partenaire de réservation n'est configuré sur ce serveur : Périple n'affiche aucun prix plutôt que d'en inventer.",
  'poi.hotel.partnerError': "Le partenaire de réservation n'a pas répondu : aucun prix à afficher.",
  'poi.hotel.none': 'Aucune chambre disponible à ces dates.',
  'poi.menu.title': 'À proximité',
  'poi.menu.categories': 'Toutes les catégories',
  'poi.menu.radius': 'Calcul de rayon',
  'poi.route.title': 'Sur ma route',
  'poi.route.loading': 'Recherche des lieux le long du trajet…',
  'poi.route.empty': "Aucun lieu de ce type le long de l'itinéraire.",
  'poi.route.failed': "Les lieux sur le trajet n'ont pas pu être chargés. {reason}",
  'poi.route.back': 'Retour aux itinéraires',
  'poi.radius.title': 'Calcul de rayon',
  'poi.radius.search': 'Centre du cercle',
  'poi.radius.placeholder': 'Adresse, ville ou lieu',
  'poi.radius.submit': 'Centrer',
  'poi.radius.hint': 'Cherchez une adresse ou cliquez sur la carte pour placer le centre.',
  'poi.radius.center': 'Centre : {label}',
  'poi.radius.radius': 'Rayon',
  'poi.radius.km': '{km} km',
  'poi.radius.area': 'Surface du cercle : {km2} km²',
  'poi.radius.noResult': 'Aucun résultat ne correspond à cette recherche.',
  'poi.radius.mode': 'Zones accessibles',
  'poi.radius.showAreas': 'Afficher les zones accessibles en 5, 10 et 15 min',
  'poi.radius.hideAreas': 'Masquer les zones accessibles',
  'poi.radius.mode.marche': 'À pied',
  'poi.radius.mode.velo': 'À vélo',
  'poi.radius.mode.voiture': 'En voiture',
  'poi.radius.loading': 'Calcul des zones accessibles…',
  'poi.radius.failed': "Les zones accessibles n'ont pas pu être calculées. {reason}",
  'poi.radius.legend': '{minutes} min',
  'poi.radius.clear': 'Effacer',
  'poi.radius.close': "Fermer l'outil",
};

/** fr-BE: the same texts. */
export const poiFrBE: Readonly<Record<keyof typeof poiFrFR, string>> = { ...poiFrFR };
