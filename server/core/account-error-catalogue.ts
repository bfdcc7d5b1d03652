/**
 * Catalogue entries of accounts, favourites and travel preferences (issue 13): the spec's
 * messages (001 §8) where it gives one — the internal 'no token' among them — and sentences in
 * the same voice for sign-in, sign-up and passwords.
 */
export const ACCOUNT_ERRORS = {
  NO_TOKEN: { status: 401, message: () => 'no token', en: () => 'no token' },
  SESSION_EXPIRED: {
    status: 401,
    message: () => 'Votre session a expiré, veuillez vous reconnecter.',
    en: () => 'Your session has expired, please sign in again.',
  },
  BAD_CREDENTIALS: {
    status: 401,
    message: () => 'Adresse e-mail ou mot de passe incorrect.',
    en: () => 'Wrong e-mail address or password.',
  },
  EMAIL_TAKEN: {
    status: 409,
    message: () => 'Un compte existe déjà avec cette adresse e-mail.',
    en: () => 'An account already exists with this e-mail address.',
  },
  WEAK_PASSWORD: {
    status: 400,
    message: (p: Record<string, string>) => `Mot de passe refusé : ${p.reason ?? ''}`.trim(),
    en: (p: Record<string, string>) => `Password refused: ${p.reasonEn ?? ''}`.trim(),
  },
  RESET_LINK_INVALID: {
    status: 400,
    message: () => 'Ce lien de réinitialisation est invalide ou a expiré.',
    en: () => 'This reset link is invalid or has expired.',
  },
  FAVORITE_DUPLICATE: {
    status: 409,
    message: () => 'Ce lieu a déjà été ajouté à vos favoris.',
    en: () => 'This place is already in your favourites.',
  },
  FAVORITES_FULL: {
    status: 409,
    message: (p: Record<string, string>) =>
      `Vous avez atteint la limite de ${p.max} favoris : supprimez-en un d'abord.`,
    en: (p: Record<string, string>) =>
      `You have reached the limit of ${p.max} favourites: delete one first.`,
  },
  NO_FAVORITE: { status: 404, message: () => 'no favorite', en: () => 'no favorite' },
  ACCOUNTS_UNAVAILABLE: {
    status: 503,
    message: () =>
      'Les comptes sont indisponibles pour le moment : la carte et les itinéraires fonctionnent sans compte.',
    en: () => 'Accounts are unavailable right now: the map and routes work without an account.',
  },
  MONITORING_UNAVAILABLE: {
    status: 503,
    message: () => 'La mesure de la qualité du site est indisponible pour le moment.',
    en: () => 'Site quality measurement is unavailable right now.',
  },
  OPERATOR_TOKEN_INVALID: {
    status: 401,
    message: () => 'Jeton d’opérateur absent ou invalide.',
    en: () => 'Missing or invalid operator token.',
  },
  ADS_COUNT_UNAVAILABLE: {
    status: 503,
    message: () => 'Le décompte des publicités est indisponible pour le moment.',
    en: () => 'Ad counting is unavailable right now.',
  },
};
