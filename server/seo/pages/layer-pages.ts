/**
 * The layer pages (issue 17) as crawlers and readers without JavaScript get them (issue 18): the
 * SPA's page, with the page's title, description, canonical, hreflang alternates, Open Graph and
 * BreadcrumbList JSON-LD in its head, and in its shell the page's content rendered from the same
 * answers as the API's, with the components the SPA's panels use (src/views/seo/layer-page.tsx):
 * breadcrumbs, h1, the family's introduction, then the zones and their rules, the cycle-path
 * figures, the restrictions or the traffic events of the area (a family's home lists the areas
 * it covers). The SPA replaces the shell when it starts, as it does on every page.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Locale } from '../../../src/domain/map-config';
import { parisParts } from '../../../src/domain/paris-time';
import {
  layerPagePath,
  parseLayerPath,
  type LayerFamily,
  type LayerPageRequest,
} from '../../../src/domain/paths/layer-paths';
import type { AreaRef } from '../../../src/domain/restrictions/api';
import { crumbDepartment } from '../../../src/domain/restrictions/area-crumbs';
import type { CoveredAreas, CoveredFamily } from '../../../src/domain/restrictions/covered';
import { zonesOf } from '../../../src/domain/restrictions/zfe-text';
import type { SeoLink } from '../../../src/domain/seo/seo-page';
import { layerTranslator, type LayerTranslate } from '../../../src/i18n/layer-messages';
import { pageTitle } from '../../../src/views/seo/layer-content';
import {
  LayerPageArticle,
  LayerPageHead,
  type LayerPageBody,
} from '../../../src/views/seo/layer-page';
import type { AreaResolver, ResolvedArea } from '../../restrictions/areas';
import { resolvePageArea } from '../../restrictions/layer-pages';
import type { RestrictionsService } from '../../restrictions/restrictions-service';

/** The families' names in the covered-areas answer. */
const COVERED: Readonly<Record<LayerFamily, CoveredFamily>> = {
  ZFE: 'zfe',
  BICYCLE: 'cycling',
  RESTRICTION: 'restrictions',
  TRAFFIC: 'traffic',
};

/** Restrictions listed on a page at most (the map shows them all). */
const LISTED_RESTRICTIONS = 50;

/** What a page is rendered from. */
export interface LayerPageDeps {
  service: RestrictionsService;
  areas: AreaResolver;
  covered: (family: CoveredFamily, day: string) => CoveredAreas;
}

/** The head's tags and the shell's content of a page. */
export interface LayerPageParts {
  head: string;
  content: string;
}

function crumbsOf(t: LayerTranslate, request: LayerPageRequest, area: AreaRef | null): SeoLink[] {
  const crumbs: SeoLink[] = [
    { label: t('layers.home'), href: '/' },
    { label: t(`layers.crumb.${request.family}`), href: layerPagePath(request.family, 'HOME') },
  ];
  const department = crumbDepartment(area);
  if (department)
    crumbs.push({
      label: department.name,
      href: layerPagePath(request.family, 'DEPARTMENT', department.slug),
    });
  if (area)
    crumbs.push({ label: area.name, href: layerPagePath(request.family, request.kind, area.slug) });
  return crumbs;
}

/** The figures of an area, as the family's panel shows them. */
function areaBody(
  family: LayerFamily,
  area: ResolvedArea,
  context: { deps: LayerPageDeps; now: Date },
): LayerPageBody {
  const { deps, now } = context;
  const where = { area, bbox: null };
  const name = area.ref.name;
  if (family === 'ZFE') {
    const zones = zonesOf(deps.service.zfe(where, now).stages);
    return { kind: 'zfe', name, zones, day: parisParts(now).date };
  }
  if (family === 'BICYCLE') return { kind: 'cycling', answer: deps.service.cycling(area) };
  if (family === 'RESTRICTION')
    return {
      kind: 'restrictions',
      name,
      answer: deps.service.restrictions(where, now, LISTED_RESTRICTIONS),
    };
  return { kind: 'traffic', name, answer: deps.service.traffic(where, now) };
}

/**
 * The parts of a layer page in `locale` at `now`, or undefined for a path that is no layer page
 * or whose location names no area.
 */
export function layerPageParts(options: {
  path: string;
  locale: Locale;
  origin: string;
  now: Date;
  deps: LayerPageDeps;
}): LayerPageParts | undefined {
  const request = parseLayerPath(options.path);
  if (!request) return undefined;
  const { deps, locale } = options;
  const area =
    request.kind === 'HOME' || request.slug === null
      ? null
      : resolvePageArea(deps.areas, request.kind, request.slug);
  if (area === undefined) return undefined;
  const t = layerTranslator(locale);
  const title = pageTitle(t, request.family, area?.ref ?? null);
  const crumbs = crumbsOf(t, request, area?.ref ?? null);
  const body: LayerPageBody =
    area && area.ref.kind !== 'france'
      ? areaBody(request.family, area, { deps, now: options.now })
      : {
          kind: 'home',
          family: request.family,
          covered: deps.covered(COVERED[request.family], parisParts(options.now).date),
        };
  const content = renderToStaticMarkup(
    createElement(LayerPageArticle, { family: request.family, title, crumbs, body, t, locale }),
  );
  const canonical =
    area && request.kind !== 'HOME'
      ? layerPagePath(request.family, request.kind, area.ref.slug)
      : layerPagePath(request.family, 'HOME');
  const head = renderToStaticMarkup(
    createElement(LayerPageHead, {
      title: t('layers.documentTitle', { title }),
      h1: title,
      description: t(`layers.intro.${request.family}`),
      path: canonical,
      locale,
      origin: options.origin,
      crumbs,
    }),
  );
  return { head, content };
}

/**
 * The SPA's page (`html`, localised) with a layer page's parts: its head's title and description
 * replaced, the other tags added, the content in the shell (`<!-- page-content: -->`).
 */
export function withLayerPage(html: string, parts: LayerPageParts): string {
  // A page without a head (a bare test page) is kept as it is.
  if (!html.includes('</head>')) return html;
  return html
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(/<meta\s+name="description"[^>]*>/, '')
    .replace('</head>', () => `${parts.head}</head>`)
    .replace(/<!-- page-content:[^>]*-->/, () => parts.content);
}
