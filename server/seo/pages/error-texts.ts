/**
 * The words of the error and technical pages in the site's languages: French (the spec's texts),
 * English (en-GB) and Dutch (nl-BE).
 */
import type { LabelLanguage } from '../../../src/domain/itinerary/providers';

/** A page's heading and text. */
interface Said {
  h1: string;
  text: string;
}

/** What the error pages write, in one language. */
export interface ErrorTexts {
  home: string;
  didYouMean: string;
  backToMap: string;
  notFound: Said;
  forbidden: Said;
  server: Said;
  browserUpdate: Said & { linksTitle: string; directory: string; firefox: string; chrome: string };
}

/** The error pages' words by label language. */
export const ERROR_TEXTS: Readonly<Record<LabelLanguage, ErrorTexts>> = {
  fr: {
    home: 'Accueil',
    didYouMean: 'Vouliez-vous dire…',
    backToMap: 'Retour à la carte',
    notFound: {
      h1: 'Page introuvable',
      text: 'Aucun résultat ne correspond à cette recherche. La page demandée n’existe pas ou plus.',
    },
    forbidden: { h1: 'Accès refusé', text: 'Vous n’avez pas accès à cette page.' },
    server: {
      h1: 'Une erreur s’est produite.',
      text: 'Erreur technique survenue, nous nous engageons à gérer l’erreur très vite.',
    },
    browserUpdate: {
      h1: 'Mettez à jour votre navigateur',
      text: 'La carte interactive de Périple demande un navigateur récent (Chrome, Edge, Firefox ou Safari des deux dernières années). Les plans de villes et les itinéraires restent lisibles sur ce site sans carte.',
      linksTitle: 'Pour continuer',
      directory: 'Annuaire des villes',
      firefox: 'https://www.mozilla.org/fr/firefox/',
      chrome: 'https://www.google.com/intl/fr/chrome/',
    },
  },
  en: {
    home: 'Home',
    didYouMean: 'Did you mean…',
    backToMap: 'Back to the map',
    notFound: {
      h1: 'Page not found',
      text: 'Nothing matches this search. The page asked for does not exist or no longer exists.',
    },
    forbidden: { h1: 'Access denied', text: 'You do not have access to this page.' },
    server: {
      h1: 'Something went wrong.',
      text: 'A technical error occurred; we are committed to fixing it very quickly.',
    },
    browserUpdate: {
      h1: 'Update your browser',
      text: 'Périple’s interactive map needs a recent browser (Chrome, Edge, Firefox or Safari from the last two years). Town maps and directions remain readable on this site without the map.',
      linksTitle: 'To carry on',
      directory: 'Directory of towns',
      firefox: 'https://www.mozilla.org/en-GB/firefox/',
      chrome: 'https://www.google.com/intl/en_uk/chrome/',
    },
  },
  nl: {
    home: 'Home',
    didYouMean: 'Bedoelde u…',
    backToMap: 'Terug naar de kaart',
    notFound: {
      h1: 'Pagina niet gevonden',
      text: 'Niets komt overeen met deze zoekopdracht. De gevraagde pagina bestaat niet (meer).',
    },
    forbidden: { h1: 'Toegang geweigerd', text: 'U hebt geen toegang tot deze pagina.' },
    server: {
      h1: 'Er is een fout opgetreden.',
      text: 'Er is een technische fout opgetreden; we doen er alles aan om ze snel op te lossen.',
    },
    browserUpdate: {
      h1: 'Werk uw browser bij',
      text: 'De interactieve kaart van Périple vraagt een recente browser (Chrome, Edge, Firefox of Safari van de laatste twee jaar). Stadsplannen en routes blijven op deze site leesbaar zonder kaart.',
      linksTitle: 'Om verder te gaan',
      directory: 'Stedengids',
      firefox: 'https://www.mozilla.org/nl/firefox/',
      chrome: 'https://www.google.com/intl/nl/chrome/',
    },
  },
};
