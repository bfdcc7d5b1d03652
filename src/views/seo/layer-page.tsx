/**
 * A layer page as the server renders it (issue 18): the article the shell shows (breadcrumbs, h1,
 * the family's introduction and the area's figures, with the components of the SPA's panels) and
 * its head's tags. Pure renders of the API's answers (server/seo/pages/layer-pages.ts).
 */
import type { Locale } from '../../domain/map-config';
import { layerPagePath, type LayerFamily } from '../../domain/paths/layer-paths';
import type {
  AreaRef,
  CyclingAnswer,
  RestrictionsAnswer,
  TrafficAnswer,
} from '../../domain/restrictions/api';
import type { CoveredAreas } from '../../domain/restrictions/covered';
import type { ZoneStages } from '../../domain/restrictions/zfe-text';
import type { SeoLink, SeoPage } from '../../domain/seo/seo-page';
import type { LayerTranslate } from '../../i18n/layer-messages';
import { CyclingContent, RestrictionText, TrafficEventText, ZfeZone } from './layer-content';
import { SeoHeadTags } from './seo-document';

/** What a page shows under its introduction. */
export type LayerPageBody =
  | { kind: 'home'; family: LayerFamily; covered: CoveredAreas }
  | { kind: 'zfe'; name: string; zones: ZoneStages[]; day: string }
  | { kind: 'cycling'; answer: CyclingAnswer }
  | { kind: 'restrictions'; name: string; answer: RestrictionsAnswer }
  | { kind: 'traffic'; name: string; answer: TrafficAnswer };

function Crumbs(props: { crumbs: SeoLink[]; t: LayerTranslate }) {
  return (
    <nav className="layer-crumbs" aria-label={props.t('layers.crumbs')}>
      <ol>
        {props.crumbs.map((c, i) => (
          <li key={c.href}>
            {i === props.crumbs.length - 1 ? (
              <span aria-current="page">{c.label}</span>
            ) : (
              <a href={c.href}>{c.label}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

function HomeContent(props: { family: LayerFamily; covered: CoveredAreas; t: LayerTranslate }) {
  const { family, covered, t } = props;
  const link = (kind: 'CITY' | 'DEPARTMENT' | 'REGION', area: AreaRef, label = area.name) => (
    <li key={`${kind}-${area.slug}`}>
      <a href={layerPagePath(family, kind, area.slug)}>{label}</a>
    </li>
  );
  if (covered.communes.length === 0) return <p>{t('layers.home.empty')}</p>;
  return (
    <>
      <h2>{t(family === 'ZFE' ? 'layers.home.zones' : 'layers.home.communes')}</h2>
      <ul>{covered.communes.map((c) => link('CITY', c.area, c.name))}</ul>
      <h2>{t('layers.home.departments')}</h2>
      <ul>{covered.departments.map((d) => link('DEPARTMENT', d))}</ul>
      <h2>{t('layers.home.regions')}</h2>
      <ul>{covered.regions.map((r) => link('REGION', r))}</ul>
    </>
  );
}

function ZfeBody(props: { body: Extract<LayerPageBody, { kind: 'zfe' }>; t: LayerTranslate }) {
  const { body, t } = props;
  return (
    <>
      {body.zones.length === 0 ? <p>{t('layers.zfe.none', { name: body.name })}</p> : null}
      {body.zones.map((zone) => (
        <ZfeZone key={zone.authority} zone={zone} day={body.day} t={t} />
      ))}
      <p className="layer-source">{t('layers.zfe.source')}</p>
    </>
  );
}

function RestrictionsBody(props: {
  body: Extract<LayerPageBody, { kind: 'restrictions' }>;
  t: LayerTranslate;
}) {
  const { t } = props;
  const { answer, name } = props.body;
  return (
    <>
      <p>
        {t(answer.covered ? 'layers.restrictions.partial' : 'layers.restrictions.uncovered', {
          name,
        })}
      </p>
      {answer.covered && answer.total === 0 ? (
        <p>{t('layers.restrictions.none', { name })}</p>
      ) : null}
      {answer.items.length > 0 ? (
        <>
          <h2>{t('layers.restrictions.total', { total: answer.total })}</h2>
          <ul className="layer-items">
            {answer.items.map((item) => (
              <li key={item.id}>
                <RestrictionText item={item} t={t} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="layer-source">{t('layers.restrictions.source')}</p>
    </>
  );
}

function TrafficBody(props: {
  body: Extract<LayerPageBody, { kind: 'traffic' }>;
  t: LayerTranslate;
}) {
  const { t } = props;
  const { answer, name } = props.body;
  return (
    <>
      {answer.live.configured ? null : <p>{t('layers.traffic.noLive')}</p>}
      {answer.events.length === 0 ? <p>{t('layers.traffic.none', { name })}</p> : null}
      <ul className="layer-items">
        {answer.events.map((event) => (
          <li key={event.id}>
            <TrafficEventText event={event} t={t} />
          </li>
        ))}
      </ul>
    </>
  );
}

function Body(props: { body: LayerPageBody; t: LayerTranslate; locale: Locale }) {
  const { body, t } = props;
  if (body.kind === 'home')
    return <HomeContent family={body.family} covered={body.covered} t={t} />;
  if (body.kind === 'zfe') return <ZfeBody body={body} t={t} />;
  if (body.kind === 'cycling')
    return <CyclingContent answer={body.answer} t={t} locale={props.locale} />;
  if (body.kind === 'restrictions') return <RestrictionsBody body={body} t={t} />;
  return <TrafficBody body={body} t={t} />;
}

/** The article of a page, shown in the shell until the app replaces it. */
export function LayerPageArticle(props: {
  family: LayerFamily;
  title: string;
  crumbs: SeoLink[];
  body: LayerPageBody;
  t: LayerTranslate;
  locale: Locale;
}) {
  const { t } = props;
  return (
    <article className="boot-page" aria-labelledby="boot-page-title">
      <Crumbs crumbs={props.crumbs} t={t} />
      <h1 id="boot-page-title">{props.title}</h1>
      <p className="lead">{t(`layers.intro.${props.family}`)}</p>
      <Body body={props.body} t={t} locale={props.locale} />
    </article>
  );
}

/** The head's tags of a page (title, description, canonical, alternates, Open Graph, JSON-LD). */
export function LayerPageHead(props: {
  title: string;
  h1: string;
  description: string;
  path: string;
  locale: Locale;
  origin: string;
  crumbs: SeoLink[];
}) {
  const page: SeoPage = {
    status: 200,
    path: props.path,
    title: props.title,
    h1: props.h1,
    description: props.description,
    blockCanonical: false,
    breadcrumbs: props.crumbs,
    blocks: [],
    tracking: 1,
  };
  return <SeoHeadTags page={page} locale={props.locale} origin={props.origin} />;
}
