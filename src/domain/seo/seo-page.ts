/**
 * Server-rendered pages (issue 18; spec 000 §2 Pages, 001 §2 Directories and landing pages, §3
 * SEO state, §4 canonical blocking, §9 footer): what a page family gives the document renderer.
 * Pure and zod-free; rendered by src/views/seo/ on the server with react-dom/server.
 */
import type { Locale } from '../map-config';

/** A link of a page: its text and its path (or absolute URL). */
export interface SeoLink {
  label: string;
  href: string;
  /** A second line (a département, a distance). */
  detail?: string | undefined;
}

/** A question and its answer, written from real figures. */
export interface SeoFaq {
  question: string;
  answer: string;
}

/** One block of a page's main content. */
export type SeoBlock =
  | { kind: 'text'; title?: string | undefined; paragraphs: string[] }
  | { kind: 'links'; title: string; links: SeoLink[]; columns?: boolean | undefined }
  | { kind: 'facts'; title: string; facts: { label: string; value: string }[] }
  | { kind: 'faq'; title: string; items: SeoFaq[] }
  | { kind: 'action'; label: string; href: string; note?: string | undefined }
  | {
      kind: 'pager';
      previous: string | null;
      next: string | null;
      label: string;
      /** The links' words (« ‹ Page précédente », « Page suivante › » when not given). */
      words?: { previous: string; next: string } | undefined;
    };

/** The footer every page carries (§9: the first 20 cities, a slice of 20 to 100 possible). */
export interface SeoFooter {
  cities: SeoLink[];
  apps: SeoLink[];
  topSearches: SeoLink[];
  discover: SeoLink[];
}

/** The spec's tracking sections of the pages rendered here. */
export type TrackingSection = 1 | 2 | 5 | 9;

/** A page as its family builds it. */
export interface SeoPage {
  /** HTTP status: 200 only for a page that exists. */
  status: 200 | 403 | 404 | 500;
  /** The page's path (canonical form, no query). */
  path: string;
  /**
   * The path of the page search engines should index instead, when another shows the same
   * content (an app of one rubric is that rubric's activity landing): canonical, alternates and
   * Open Graph URL name it.
   */
  canonicalPath?: string | undefined;
  /** The document title. */
  title: string;
  /** The spec's h1title. */
  h1: string;
  description: string;
  /** The spec's blockCanonical: no canonical link (always for fr-BE and en-GB). */
  blockCanonical: boolean;
  breadcrumbs: SeoLink[];
  blocks: SeoBlock[];
  tracking: TrackingSection;
  /** Open Graph type (`website`, `article`). */
  ogType?: string | undefined;
  /** True when the content is written in the visitor's language (else in French, marked so). */
  translated?: boolean | undefined;
  /** What an error or technical page is, so that it can be written in another language. */
  error?: SeoError | undefined;
}

/** The error and technical pages. */
export type SeoError =
  | { kind: 'notFound'; closest: SeoLink[] }
  | { kind: 'forbidden' }
  | { kind: 'server' }
  | { kind: 'browserUpdate' };

/** What the renderer adds around a page. */
export interface SeoDocumentContext {
  locale: Locale;
  /** The site's origin (`https://periple.example`), for absolute canonical and hreflang URLs. */
  origin: string;
  footer: SeoFooter;
  /** The app's brand and the link into the interactive map. */
  mapHref: string;
}

/** The query a locale's version of a page carries (`?locale=fr-BE`); none for fr-FR. */
export function localeQuery(locale: Locale): string {
  return locale === 'fr-FR' ? '' : `?locale=${locale}`;
}

/**
 * A link of a page in the visitor's locale: `?locale=` added to its query, before its fragment
 * (`/activite/hotel?locale=en-GB#?bbox=…`); unchanged for fr-FR.
 */
export function localised(href: string, locale: Locale): string {
  if (locale === 'fr-FR') return href;
  const hash = href.indexOf('#');
  const [base, fragment] = hash < 0 ? [href, ''] : [href.slice(0, hash), href.slice(hash)];
  return `${base}${base.includes('?') ? '&' : '?'}locale=${locale}${fragment}`;
}

/** True when a page's canonical link is left out: fr-BE and en-GB always, else `blockCanonical`. */
export function canonicalBlocked(page: Pick<SeoPage, 'blockCanonical'>, locale: Locale): boolean {
  return locale === 'fr-BE' || locale === 'en-GB' || page.blockCanonical;
}
