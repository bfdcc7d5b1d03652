/**
 * fr-FR: the shell's messages (header, map, notices…), written in this file, and the first
 * screen's (search, POI menu, map labels, and the few links to other screens). They are in the
 * first screen's code; the other screens' French messages come with those screens
 * (messages/fr-screens.ts, loaded by translate.ts). Keys are namespaced by area (`map.`,
 * `geolocation.`, `device.`…); `{name}` marks a parameter.
 */
import { maplibreFrFR } from './messages/maplibre';
import { poiFrFR } from './messages/poi';
import { searchFrFR } from './messages/search';

/** The shell's own messages. */
export const frFRShell = {
  'account.favorites.add': 'Ajouter aux favoris',
  'account.favorites.kept': 'Dans vos favoris',
  'itinerary.link': 'Itinéraire',
  'quiz.title': 'Quiz des villes',
  'app.brand': 'Périple',
  'app.home': 'Périple, accueil',
  'app.main': 'Carte et navigation',
  'header.locale': 'Langue',
  'header.account': 'Mon compte',
  'consent.title': 'Vos choix sur les cookies',
  'consent.text':
    'Périple garde vos recherches et réglages dans votre navigateur, mesure son audience et ses erreurs, et pourrait afficher de la publicité avec ses partenaires : seulement si vous l’acceptez. Refuser ne vous prive d’aucune fonction de la carte. Vous pouvez changer d’avis à tout moment avec le lien « Cookies » en bas de page.',
  'consent.refuseAll': 'Tout refuser',
  'consent.acceptAll': 'Tout accepter',
  'consent.customize': 'Personnaliser',
  'consent.close': 'Continuer sans accepter',
  'consent.footer': 'Cookies',
  'ads.label': 'Publicité',
  'locale.name.fr-FR': 'Français (France)',
  'locale.name.fr-BE': 'Français (Belgique)',
  'locale.name.nl-BE': 'Nederlands (België)',
  'locale.name.en-GB': 'English (UK)',
  'map.label': 'Carte interactive',
  'map.loading': 'Chargement de la carte…',
  'app.noscript':
    'Périple a besoin de JavaScript pour afficher la carte et calculer un itinéraire.',
  'app.noscriptDirectory': 'Parcourir l’annuaire des villes',
  'map.reloading': 'Changement du fond de carte…',
  'map.styleError': "Le fond de carte n'a pas pu être chargé.",
  'map.retry': 'Réessayer',
  'map.theme.title': 'Fonds de carte',
  'map.theme.toggle': 'Choisir le fond de carte',
  'map.theme.close': 'Fermer les fonds de carte',
  'map.theme.normal': 'Plan',
  'map.theme.satellite': 'Satellite',
  'map.theme.nature': 'Nature',
  'map.theme.simple': 'Épuré',
  'map.theme.dark': 'Sombre',
  'map.theme.unavailable': 'Indisponible',
  'map.theme.satelliteMissing':
    "Imagerie satellite indisponible : la configuration de la carte n'a pas pu être chargée.",
  'map.mode.title': 'Informations à afficher',
  'map.mode.neutral': 'Standard',
  'map.mode.bicycle': 'Vélo',
  'map.mode.traffic': 'Trafic',
  'map.mode.tc': 'Transports en commun',
  'map.mode.zfe': 'ZFE',
  'map.mode.event.planned': 'à venir',
  'map.mode.event.expired': 'terminées',
  'map.tooSlow': 'Carte lente : dessinée sans accélération graphique.',
  'modal.title': 'Information',
  'modal.close': 'Fermer',
  'modal.loading': 'Chargement…',
  'modal.unknown': 'Ce contenu n’existe pas.',
  'map.mode.more': 'En savoir plus',
  'map.mode.partial': 'Données partielles',
  'map.mode.unavailable': 'Données indisponibles',
  'map.mode.unchecked': "La disponibilité de ces données n'a pas pu être vérifiée.",
  'map.modeEmpty.tc': 'Aucune ligne de transport en commun connue dans cette zone.',
  'map.modeEmpty.bicycle': 'Aucun aménagement cyclable connu dans cette zone.',
  'map.modeEmpty.zfe': 'Pas de zone à faibles émissions dans cette zone.',
  'map.coverage.close': 'Masquer ce message',
  'map.noCoverage': 'Pas de carte détaillée ici : elle ne couvre que {region}.',
  'map.partialCoverage':
    'Carte détaillée sur une petite partie de la vue seulement : elle ne couvre que {region}.',
  'map.fullscreen.enter': 'Afficher la carte en plein écran',
  'map.fullscreen.exit': 'Quitter le plein écran',
  'places.title': 'Lieux de la région',
  'places.flyTo': 'Centrer la carte sur {place}',
  'places.toggle': 'Afficher les lieux de la région',
  'places.close': 'Masquer la liste des lieux',
  'geolocation.disabled': 'Afficher ma position',
  'geolocation.fetching': 'Recherche de votre position…',
  'geolocation.follow': 'Ma position est suivie : appuyer pour ne plus la suivre',
  'geolocation.active': 'Ma position est affichée : appuyer pour la suivre',
  'geolocation.blocked':
    'Géolocalisation refusée : autorisez-la dans votre navigateur puis appuyez de nouveau pour réessayer',
  'geolocation.unsupported': "La géolocalisation n'est pas disponible sur cet appareil",
  'geolocation.failed': "Votre position n'a pas pu être déterminée.",
  'geolocation.help': 'Comment l’autoriser ?',
  'map.tooSlowHelp': 'En savoir plus',
  'device.resizePrompt':
    'La taille de la fenêtre a changé. Voulez-vous recharger la page pour une meilleure expérience ?',
  'device.reload': 'Recharger la page',
  'device.dismiss': 'Non merci',
  'router.notFound': "Cette page n'existe pas : retour à l'accueil.",
  'crash.title': "Une erreur s'est produite.",
  'crash.detail': "Erreur technique survenue, nous nous engageons à gérer l'erreur très vite.",
  'crash.retry': 'Réessayer',
  'crash.home': "Retour à l'accueil",
  'notice.dismiss': 'Fermer le message',
  'errors.timeout': 'La connexion a expiré, veuillez vérifier votre connexion puis réessayer',
  'errors.server': 'Erreur Serveur',
  'errors.default': 'Une erreur est survenue, veuillez réessayer',
  'errors.geoentityLoad': 'Error while loading geoentity',
  'errors.noData': 'no data',
  'config.failed':
    "La configuration de la carte n'a pas pu être chargée ({reason}). La carte s'affiche avec les réglages par défaut.",
  'config.retry': 'Réessayer',
  'region.default': 'France',
} as const;

/** What the first screen needs in fr-FR: the shell and the search, POI and map messages. */
export const frFRFirst = { ...searchFrFR, ...poiFrFR, ...maplibreFrFR, ...frFRShell };
