/**
 * The document of a server-rendered page (issue 18): head (title, description, canonical unless
 * blocked, hreflang alternates of the four locales and x-default, Open Graph, BreadcrumbList
 * JSON-LD), the header with the link into the interactive map, visible breadcrumbs, the h1, the
 * page's blocks and the footer of cities, apps, top searches and towns to discover. No script:
 * the page reads the same with JavaScript off. Rendered by the server with react-dom/server.
 */
import { LOCALES, type Locale } from '../../domain/map-config';
import {
  canonicalBlocked,
  localeQuery,
  localised,
  type SeoDocumentContext,
  type SeoPage,
} from '../../domain/seo/seo-page';
import { FooterLinks, SeoBlocks } from './seo-blocks';
import { SEO_CSS } from './seo-css';
import { contentLang, SEO_CHROME } from '../../i18n/seo-chrome';

const HTML_LANG: Readonly<Record<Locale, string>> = {
  'fr-FR': 'fr',
  'fr-BE': 'fr-BE',
  'nl-BE': 'nl-BE',
  'en-GB': 'en-GB',
};

/** JSON for a script element: `<` escaped so no text can close it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function breadcrumbLd(page: SeoPage, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: page.breadcrumbs.map((b, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: b.label,
      item: b.href.startsWith('http') ? b.href : `${origin}${b.href}`,
    })),
  };
}

/**
 * The tags of a page's head that search engines and sharing read: title, description, robots,
 * canonical (unless blocked), hreflang alternates and x-default, Open Graph, BreadcrumbList
 * JSON-LD. The layer pages write them into the SPA's page (src/views/seo/layer-page.tsx).
 */
export function SeoHeadTags(props: { page: SeoPage; locale: Locale; origin: string }) {
  const { page, locale, origin } = props;
  const url = `${origin}${page.canonicalPath ?? page.path}`;
  // A page written in the visitor's language is its own canonical; a French one names French.
  const canonical = page.translated ? `${url}${localeQuery(locale)}` : url;
  const found = page.status === 200;
  return (
    <>
      <title>{page.title}</title>
      <meta name="description" content={page.description} />
      {found ? null : <meta name="robots" content="noindex" />}
      {found && !canonicalBlocked(page, locale) ? <link rel="canonical" href={canonical} /> : null}
      {found
        ? LOCALES.map((l) => (
            <link
              key={l}
              rel="alternate"
              hrefLang={HTML_LANG[l]}
              href={`${url}${localeQuery(l)}`}
            />
          ))
        : null}
      {found ? <link rel="alternate" hrefLang="x-default" href={url} /> : null}
      <meta property="og:site_name" content="Périple" />
      <meta property="og:title" content={page.h1} />
      <meta property="og:description" content={page.description} />
      <meta property="og:type" content={page.ogType ?? 'website'} />
      <meta property="og:url" content={`${url}${localeQuery(locale)}`} />
      <meta property="og:locale" content={locale.replace('-', '_')} />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: scriptJson(breadcrumbLd(page, origin)) }}
      />
    </>
  );
}

/** Périple's pin, as index.html gives it. */
const BRAND_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'%3E%3Cpath d='M12 2a7 7 0 0 0-7 7c0 5.2 7 13 7 13s7-7.8 7-13a7 7 0 0 0-7-7z' fill='%2303ac46'/%3E%3Ccircle cx='12' cy='9' r='2.6' fill='%23fff'/%3E%3C/svg%3E";

function Head(props: { page: SeoPage; context: SeoDocumentContext }) {
  const { page, context } = props;
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <SeoHeadTags page={page} locale={context.locale} origin={context.origin} />
      {/* The SPA's icon (index.html): no request for a /favicon.ico that does not exist. */}
      <link rel="icon" href={BRAND_ICON} />
      <style dangerouslySetInnerHTML={{ __html: SEO_CSS }} />
    </head>
  );
}

function Breadcrumbs(props: { page: SeoPage; locale: Locale }) {
  const crumbs = props.page.breadcrumbs;
  return (
    <nav aria-label={SEO_CHROME[props.locale].breadcrumb} className="seo-crumbs">
      <ol lang={props.page.translated ? undefined : contentLang(props.locale)}>
        {crumbs.map((b, i) => (
          <li key={b.href}>
            {i === crumbs.length - 1 ? (
              <span aria-current="page">{b.label}</span>
            ) : (
              <a href={b.href}>{b.label}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Footer(props: { context: SeoDocumentContext }) {
  const { context } = props;
  const chrome = SEO_CHROME[context.locale];
  // Written in the visitor's locale (server/seo/footer.ts); the towns keep their French names.
  return (
    <footer className="seo-footer">
      <FooterLinks title={chrome.cities} links={context.footer.cities} />
      <FooterLinks title={chrome.apps} links={context.footer.apps} />
      <FooterLinks title={chrome.topSearches} links={context.footer.topSearches} />
      <FooterLinks title={chrome.discover} links={context.footer.discover} />
      <p className="seo-credits">{chrome.credits}</p>
    </footer>
  );
}

/**
 * The whole document of a page: its frame in the visitor's locale, its content in that locale
 * when the page is translated, else in French (marked `lang="fr"`).
 */
export function SeoDocument(props: { page: SeoPage; context: SeoDocumentContext }) {
  const { page, context } = props;
  const chrome = SEO_CHROME[context.locale];
  // The header's links open the app in the page's locale.
  const query = localeQuery(context.locale);
  return (
    <html lang={HTML_LANG[context.locale]}>
      <Head page={page} context={context} />
      <body data-tracking-section={page.tracking}>
        <header className="seo-header">
          <a className="seo-brand" href={`/${query}`}>
            Périple
          </a>
          <a href={localised(context.mapHref, context.locale)}>{chrome.map}</a>
          <a href={`/itineraire${query}`}>{chrome.itinerary}</a>
        </header>
        <Breadcrumbs page={page} locale={context.locale} />
        <main lang={page.translated ? undefined : contentLang(context.locale)}>
          <h1>{page.h1}</h1>
          <SeoBlocks blocks={page.blocks} />
        </main>
        <Footer context={context} />
      </body>
    </html>
  );
}
