/**
 * The error and technical pages (spec 001 §2, tracking section 5): 404 (with links to close
 * matches when the path named a place), 403, 500 and the browser-update page. Their status is
 * the real one; they are never indexed.
 */
import type { SeoLink, SeoPage } from '../../../src/domain/seo/seo-page';

const HOME: SeoLink = { label: 'Accueil', href: '/' };

function errorPage(options: {
  status: SeoPage['status'];
  path: string;
  h1: string;
  text: string;
  links?: SeoLink[] | undefined;
  linksTitle?: string | undefined;
}): SeoPage {
  return {
    status: options.status,
    path: options.path,
    title: `${options.h1} | Périple`,
    h1: options.h1,
    description: options.text,
    blockCanonical: true,
    tracking: 5,
    breadcrumbs: [HOME, { label: options.h1, href: options.path }],
    blocks: [
      { kind: 'text', paragraphs: [options.text] },
      ...(options.links?.length
        ? [
            {
              kind: 'links' as const,
              title: options.linksTitle ?? 'Vouliez-vous dire…',
              links: options.links,
            },
          ]
        : []),
      { kind: 'action', label: 'Retour à la carte', href: '/plan' },
    ],
  };
}

/** The 404 page of a path, with the pages it may have meant. */
export function notFoundPage(path: string, closest: SeoLink[] = []): SeoPage {
  return errorPage({
    status: 404,
    path,
    h1: 'Page introuvable',
    text: 'Aucun résultat ne correspond à cette recherche. La page demandée n’existe pas ou plus.',
    links: closest,
  });
}

/** The 403 page. */
export function forbiddenPage(path: string): SeoPage {
  return errorPage({
    status: 403,
    path,
    h1: 'Accès refusé',
    text: 'Vous n’avez pas accès à cette page.',
  });
}

/** The 500 page. */
export function serverErrorPage(path: string): SeoPage {
  return errorPage({
    status: 500,
    path,
    h1: 'Une erreur s’est produite.',
    text: 'Erreur technique survenue, nous nous engageons à gérer l’erreur très vite.',
  });
}

/** Path of the browser-update page. */
export const BROWSER_UPDATE_PATH = '/navigateur-obsolete';

/** The browser-update page: the app needs a recent browser; this page works in any. */
export function browserUpdatePage(): SeoPage {
  return {
    ...errorPage({
      status: 200,
      path: BROWSER_UPDATE_PATH,
      h1: 'Mettez à jour votre navigateur',
      text: 'La carte interactive de Périple demande un navigateur récent (Chrome, Edge, Firefox ou Safari des deux dernières années). Les plans de villes et les itinéraires restent lisibles sur ce site sans carte.',
      linksTitle: 'Pour continuer',
      links: [
        { label: 'Annuaire des villes', href: '/annuaire-ville/page1' },
        { label: 'Firefox', href: 'https://www.mozilla.org/fr/firefox/' },
        { label: 'Chrome', href: 'https://www.google.com/intl/fr/chrome/' },
      ],
    }),
    blockCanonical: false,
  };
}
