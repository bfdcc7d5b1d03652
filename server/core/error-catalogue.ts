/**
 * The API's error catalogue: each code's HTTP status and its message in French (the spec's where
 * it gives one) and in English for en-GB requests.
 */
import { ACCOUNT_ERRORS } from './account-error-catalogue';
import { HTTP_ERRORS } from './http-error-catalogue';

/** One entry of the error catalogue: a stable code, an HTTP status and the user-facing message. */
export interface CatalogueEntry {
  status: number;
  /** French (fr-FR, fr-BE): the spec's message. */
  message: (params: Record<string, string>) => string;
  /** English, for en-GB requests. */
  en: (params: Record<string, string>) => string;
}

/**
 * The error catalogue of the API. Messages are the spec's French messages where the spec gives
 * one, and French sentences in the same voice otherwise; each has its English for en-GB requests
 * (`?locale=en-GB` or `?lang=en`). nl-BE requests get the French: the spec gives no Dutch.
 */
export const ERROR_CATALOGUE = {
  VALIDATION: {
    status: 400,
    message: (p) => `Paramètres invalides : ${p.details ?? ''}`.trim(),
    en: (p) => `Invalid parameters: ${p.details ?? ''}`.trim(),
  },
  INVALID_TILE: {
    status: 400,
    message: () =>
      'Coordonnées de tuile invalides : z, x et y doivent être des entiers avec 0 ≤ x, y < 2^z.',
    en: () => 'Invalid tile coordinates: z, x and y must be integers with 0 ≤ x, y < 2^z.',
  },
  UNKNOWN_THEME: {
    status: 404,
    message: (p) => `Thème de carte inconnu : « ${p.theme} ». Thèmes disponibles : ${p.themes}.`,
    en: (p) => `Unknown map theme: “${p.theme}”. Available themes: ${p.themes}.`,
  },
  THEME_UNAVAILABLE: {
    status: 503,
    message: () =>
      "Le thème satellite n'est pas disponible : ce site ne propose pas d'images aériennes.",
    en: () => 'The satellite theme is not available: this site offers no aerial imagery.',
  },
  INVALID_ASSET: {
    status: 400,
    message: () =>
      'Ressource cartographique invalide : nom de police, plage de glyphes ou planche d’icônes non autorisé.',
    en: () => 'Invalid map resource: font name, glyph range or sprite sheet not allowed.',
  },
  NOT_FOUND: {
    status: 404,
    message: () => "Cette ressource n'existe pas.",
    en: () => 'This resource does not exist.',
  },
  TIMEOUT: {
    status: 504,
    message: () => 'La connexion a expiré, veuillez vérifier votre connexion puis réessayer',
    en: () => 'The connection timed out, please check your connection and try again',
  },
  SERVER: { status: 500, message: () => 'Erreur Serveur', en: () => 'Server error' },
  NO_RESULT: {
    status: 404,
    message: () => 'Aucun résultat ne correspond à cette recherche.',
    en: () => 'No result matches this search.',
  },
  EMPTY_QUERY: {
    status: 400,
    message: () => 'Saisissez un lieu, une adresse ou une activité à rechercher.',
    en: () => 'Type a place, an address or an activity to search for.',
  },
  NO_ADDRESS: {
    status: 404,
    message: () => "Aucune adresse n'a été trouvée à cet endroit.",
    en: () => 'No address has been found',
  },
  GEOENTITY_NOT_FOUND: {
    status: 404,
    message: () => 'Ce lieu est introuvable.',
    en: () => 'That geoentity was not found',
  },
  GEOENTITY_INVALID: {
    status: 400,
    // §8: a 400 on a geoentity is « not found » too.
    message: () => 'Ce lieu est introuvable.',
    en: () => 'That geoentity was not found',
  },
  ROUTE_TOO_LARGE: {
    status: 400,
    message: (p) =>
      p.points
        ? `Trajet trop long pour y chercher des lieux : ${p.points} points, ${p.max} au plus.`
        : `Trajet trop long pour y chercher des lieux dans un couloir de ${p.buffer}°.`,
    en: (p) =>
      p.points
        ? `Route too long to search for places along it: ${p.points} points, ${p.max} at most.`
        : `Route too long to search for places within a ${p.buffer}° corridor.`,
  },
  NO_POLYLINE_DATA: {
    status: 400,
    message: () =>
      "Aucune géométrie d'itinéraire : les lieux sur le trajet ne peuvent pas être cherchés.",
    en: () => 'No route geometry: places along the route cannot be searched.',
  },
  NO_MODE: {
    status: 400,
    message: () => 'Aucun mode de transport ne correspond à cette demande.',
    en: () => 'No means of transport matches this request.',
  },
  TOO_MANY_STOPS: {
    status: 400,
    message: (p) => `Trop d'étapes : ${p.count} étapes intermédiaires, ${p.max} au plus.`,
    en: (p) => `Too many stops: ${p.count} intermediate stops, ${p.max} at most.`,
  },
  NO_ROUTE: {
    status: 404,
    message: () => "Il n'y a aucun itinéraire pour ce mode de transport",
    en: () => 'There is no route for this means of transport',
  },
  NO_ROADBOOK: { status: 404, message: () => 'Aucune feuille de route', en: () => 'No roadbook' },
  QUIZ_LEVEL: {
    status: 400,
    message: (p) =>
      `Niveau inconnu : ${p.level}. Les niveaux sont 2 (Facile), 4 (Moyen), 8 (Difficile) et 12 (Expert).`,
    en: (p) =>
      `Unknown level: ${p.level}. The levels are 2 (Easy), 4 (Medium), 8 (Hard) and 12 (Expert).`,
  },
  QUIZ_AREA_NOT_FOUND: {
    status: 404,
    message: () => 'Aucun résultat ne correspond à cette recherche.',
    en: () => 'No result matches this search.',
  },
  AREA_NOT_FOUND: {
    status: 404,
    message: () => 'Aucun résultat ne correspond à cette recherche.',
    en: () => 'No result matches this search.',
  },
  ...HTTP_ERRORS,
  ...ACCOUNT_ERRORS,
  STREET_IMAGERY_OFF: {
    status: 404,
    message: () => 'Ce site ne propose pas de vues immersives des rues.',
    en: () => 'This site offers no street-level pictures.',
  },
  PANORAMIC_NOT_FOUND: {
    status: 404,
    message: () => "Cette vue immersive n'existe pas ou plus.",
    en: () => 'This street-level picture does not exist or no longer exists.',
  },
  STREET_IMAGERY_FAILED: {
    status: 503,
    message: () => 'Les vues immersives ne répondent pas pour le moment, veuillez réessayer.',
    en: () => 'Street-level pictures are not answering at the moment, please try again.',
  },
  ROUTING_FAILED: {
    status: 502,
    message: () => "Le calcul d'itinéraire a échoué, veuillez réessayer",
    en: () => 'The route calculation failed, please try again',
  },
} satisfies Record<string, CatalogueEntry>;
