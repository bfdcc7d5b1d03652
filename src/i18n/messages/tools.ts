/**
 * The French messages of the radius tool and of the POIs on an itinerary's route: their screens
 * load lazily, and these messages come with the other screens' (fr-screens.ts), not with the
 * first screen. en-GB and nl-BE keep theirs in their POI files (en-gb/poi.ts, nl-be/poi.ts).
 */

/** fr-FR. */
export const toolsFrFR = {
  'poi.route.title': 'Sur ma route',
  'poi.route.loading': 'Recherche des lieux le long du trajet…',
  'poi.route.empty': "Aucun lieu de ce type le long de l'itinéraire.",
  'poi.route.failed': "Les lieux sur le trajet n'ont pas pu être chargés. {reason}",
  'poi.route.back': 'Retour aux itinéraires',
  'poi.radius.title': 'Calcul de rayon',
  'poi.radius.search': 'Centre du cercle',
  'poi.radius.placeholder': 'Adresse, ville ou lieu',
  'poi.radius.list': 'Suggestions pour le centre du cercle',
  'poi.radius.submit': 'Centrer',
  'poi.radius.hint':
    'Cherchez une adresse ou choisissez un point sur la carte pour placer le centre.',
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
  'poi.radius.farStart':
    'Aucune route à moins de {distance} du centre : les zones partent de la plus proche (en pointillés).',
  'poi.radius.cut':
    "Au-delà de la carte détaillée, Périple ne connaît pas les routes : les zones s'arrêtent à son bord et sont plus petites qu'en réalité.",
  'poi.radius.clear': 'Effacer',
  'poi.radius.close': "Fermer l'outil",
} as const;

/** fr-BE: the same words. */
export const toolsFrBE: Readonly<Record<keyof typeof toolsFrFR, string>> = { ...toolsFrFR };
