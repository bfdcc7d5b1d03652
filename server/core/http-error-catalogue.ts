/**
 * Catalogue entries of the HTTP layer: what Fastify and Node refuse before a route runs (bad URL,
 * body too large or of an unknown type, invalid JSON, time-outs) and the server's own protections
 * (rate limit, saturation). None of them echoes the request.
 */
export const HTTP_ERRORS = {
  BAD_URL: {
    status: 400,
    message: () => 'Adresse de page invalide : elle contient un caractère mal encodé.',
    en: () => 'Invalid page address: it contains a badly encoded character.',
  },
  URI_TOO_LONG: {
    status: 414,
    message: () => 'Adresse de page trop longue.',
    en: () => 'Page address too long.',
  },
  HEADERS_TOO_LARGE: {
    status: 431,
    message: () => 'En-têtes de requête trop volumineux.',
    en: () => 'Request headers too large.',
  },
  PAYLOAD_TOO_LARGE: {
    status: 413,
    message: () => 'Données envoyées trop volumineuses.',
    en: () => 'Request body too large.',
  },
  UNSUPPORTED_MEDIA_TYPE: {
    status: 415,
    message: () => 'Format de données non pris en charge : envoyez du JSON.',
    en: () => 'Unsupported data format: send JSON.',
  },
  INVALID_JSON: {
    status: 400,
    message: () => 'Données envoyées invalides : le JSON est mal formé.',
    en: () => 'Invalid request body: malformed JSON.',
  },
  METHOD_NOT_ALLOWED: {
    status: 405,
    message: () => "Cette ressource n'accepte pas cette méthode.",
    en: () => 'This resource does not accept this method.',
  },
  REQUEST_TIMEOUT: {
    status: 408,
    message: () => 'La requête a mis trop de temps à arriver.',
    en: () => 'The request took too long to arrive.',
  },
  RATE_LIMITED: {
    status: 429,
    message: (p: Record<string, string>) =>
      `Trop de requêtes : réessayez dans ${p.seconds ?? '60'} secondes.`,
    en: (p: Record<string, string>) =>
      `Too many requests: try again in ${p.seconds ?? '60'} seconds.`,
  },
  OVERLOADED: {
    status: 503,
    message: () => 'Le serveur est très sollicité : réessayez dans un instant.',
    en: () => 'The server is very busy: try again in a moment.',
  },
};
