/**
 * The content of the layer pages (issue 17) that the SPA's panels and the server-rendered pages
 * (issue 18) share: pure renders of the API's answers, in the texts of a locale, with no machine
 * or map. The SPA passes its hooks' texts; the server its locale's (server/seo/pages/layer-pages.ts).
 */
import type {
  AreaRef,
  CycleSummary,
  CyclingAnswer,
  RestrictionItem,
  TrafficEvent,
} from '../../domain/restrictions/api';
import { VEHICLE_CLASSES } from '../../domain/restrictions/critair';
import { cycleCategoryIn } from '../../domain/restrictions/cycling';
import { hoursIn } from '../../domain/restrictions/hours-text';
import type { ZfeStageAt } from '../../domain/restrictions/zfe';
import type { ZoneStages } from '../../domain/restrictions/zfe-text';
import {
  bannedLineIn,
  dayIn,
  eventDayIn,
  vehicleClassIn,
  zoneTitleIn,
} from '../../domain/restrictions/zfe-notice-words';
import type { LayerFamily } from '../../domain/paths/layer-paths';
import type { Locale } from '../../domain/map-config';
import { layerLabelIn } from '../../domain/restrictions/layer-labels';
import type { LayerTranslate } from '../../i18n/layer-messages';
import { zfeStatusLine } from '../../i18n/zfe-status';

/** The h1 of a page: the family's name, with its area once known. */
export function pageTitle(t: LayerTranslate, family: LayerFamily, area: AreaRef | null): string {
  const name = t(`layers.family.${family}`);
  if (!area) return name;
  const params = { family: name, name: area.name };
  if (area.kind === 'commune') return t('layers.title.commune', params);
  if (area.kind === 'department') return t('layers.title.department', params);
  if (area.kind === 'region') return t('layers.title.region', params);
  return t('layers.title.france', params);
}

function stageDates(t: LayerTranslate, stage: ZfeStageAt): string {
  const start = dayIn(stage.start, t.lang);
  if (stage.status === 'planned') return t('layers.zfe.stageFrom', { start });
  if (stage.status === 'expired' && stage.end)
    return t('layers.zfe.stageBetween', { start, end: dayIn(stage.end, t.lang) });
  return t('layers.zfe.stageSince', { start });
}

function Rules(props: { stage: ZfeStageAt; day: string; t: LayerTranslate }) {
  const { t } = props;
  return (
    <section className="zfe-rules-block">
      <h3>{t('layers.zfe.rules', { date: dayIn(props.day, t.lang) })}</h3>
      <ul className="zfe-rules">
        {VEHICLE_CLASSES.map((vehicle) => {
          const rule = props.stage.rules[vehicle];
          return (
            <li key={vehicle} data-testid={`zfe-rule-${vehicle}`}>
              <strong>{vehicleClassIn(vehicle, t.lang)}</strong>
              <span>{rule ? bannedLineIn(rule.firstBanned, t.lang) : t('layers.zfe.free')}</span>
              {rule ? <span className="line2">{hoursIn(rule.hours, t.lang)}</span> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Timeline(props: { zone: ZoneStages; t: LayerTranslate }) {
  const { t } = props;
  return (
    <section>
      <h3>{t('layers.zfe.timeline')}</h3>
      <ol className="zfe-timeline" data-testid="zfe-timeline">
        {props.zone.stages.map((stage) => {
          const car = stage.rules.vp;
          const superseded = props.zone.superseded.has(stage.key);
          return (
            <li
              key={stage.key}
              data-status={stage.status}
              data-superseded={superseded}
              data-testid="zfe-stage"
            >
              <span className="zfe-stage-dates">{stageDates(t, stage)}</span>
              <span className="zfe-badge">
                {t(superseded ? 'layers.status.superseded' : `layers.status.${stage.status}`)}
              </span>
              {car ? (
                <span className="line2">
                  {vehicleClassIn('vp', t.lang)}
                  {t('layers.zfe.colon')}
                  {bannedLineIn(car.firstBanned, t.lang)}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/** A zone on a day: its status, its rules per vehicle class, its stages and its documents. */
export function ZfeZone(props: { zone: ZoneStages; day: string; t: LayerTranslate }) {
  const { zone, t } = props;
  const { current } = zone;
  return (
    <section className="zfe-zone" data-testid="zfe-zone" data-status={current.status}>
      <h2>{zoneTitleIn(zone.name, t.lang)}</h2>
      <p className="lead">{t('layers.zfe.authority', { name: zone.authority })}</p>
      <p className="zfe-status" data-testid="zfe-status">
        {zfeStatusLine(t, current)}
      </p>
      <Rules stage={current} day={props.day} t={t} />
      <Timeline zone={zone} t={t} />
      <p className="layer-links">
        {current.orderUrl ? (
          <a href={current.orderUrl} target="_blank" rel="noopener noreferrer">
            {t('layers.zfe.order')}
          </a>
        ) : null}
        {current.infoUrl ? (
          <a href={current.infoUrl} target="_blank" rel="noopener noreferrer">
            {t('layers.zfe.info')}
          </a>
        ) : null}
      </p>
    </section>
  );
}

/** What the cycle-path figures are written with: the page's texts and its locale's numbers. */
interface CyclingText {
  t: LayerTranslate;
  locale: Locale;
}

const kmOf =
  (locale: Locale) =>
  (km: number): string =>
    km.toLocaleString(locale, { maximumFractionDigits: 2 });

function Bar(props: { value: number; max: number; tone?: 'area' | 'department' }) {
  const width = props.max > 0 ? Math.max(2, Math.round((props.value / props.max) * 100)) : 0;
  return (
    <span className={`layer-bar layer-bar--${props.tone ?? 'area'}`} aria-hidden="true">
      <span style={{ width: `${width}%` }} />
    </span>
  );
}

function Lengths(props: { answer: CyclingAnswer } & CyclingText) {
  const { answer, t } = props;
  const km = kmOf(props.locale);
  const department = answer.comparison;
  const kmIn = (summary: CycleSummary, category: string): number =>
    summary.lengths.find((l) => l.category === category)?.km ?? 0;
  const max = Math.max(...answer.lengths.map((l) => l.km), 0);
  return (
    <table className="layer-table" data-testid="cycling-lengths">
      <caption>{t('layers.cycling.lengths', { name: answer.area.name })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('layers.cycling.category')}</th>
          <th scope="col">{answer.area.name}</th>
          {department ? <th scope="col">{department.area.name}</th> : null}
        </tr>
      </thead>
      <tbody>
        {answer.lengths.map((l) => (
          <tr key={l.category} data-category={l.category}>
            <th scope="row">
              {cycleCategoryIn(l.category, t.lang)}
              <Bar value={l.km} max={max} />
            </th>
            <td>{km(l.km)} km</td>
            {department ? <td>{km(kmIn(department, l.category))} km</td> : null}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{t('layers.cycling.totalRow')}</th>
          <td>{km(answer.totalKm)} km</td>
          {department ? <td>{km(department.totalKm)} km</td> : null}
        </tr>
      </tfoot>
    </table>
  );
}

function Comparison(props: { answer: CyclingAnswer } & CyclingText) {
  const { answer, t, locale } = props;
  const km = kmOf(locale);
  const department = answer.comparison;
  if (!department || department.totalKm <= 0) return null;
  const share = Math.round((answer.totalKm / department.totalKm) * 100);
  // The département known only through this commune: « 100 % » would say nothing true.
  if (share >= 100) return null;
  return (
    <section className="layer-comparison" data-testid="cycling-comparison">
      <h2>{t('layers.cycling.comparison')}</h2>
      <p>
        {t('layers.cycling.share', {
          name: answer.area.name,
          share: share.toLocaleString(locale),
          department: department.area.name,
        })}
      </p>
      <dl className="layer-bars">
        <dt>{answer.area.name}</dt>
        <dd>
          <Bar value={answer.totalKm} max={department.totalKm} />
          {km(answer.totalKm)} km
        </dd>
        <dt>{department.area.name}</dt>
        <dd>
          <Bar value={department.totalKm} max={department.totalKm} tone="department" />
          {km(department.totalKm)} km
        </dd>
      </dl>
    </section>
  );
}

/** The cycle-path figures of an area: total, per category, beside its département, sources. */
export function CyclingContent(props: { answer: CyclingAnswer } & CyclingText) {
  const { answer, t } = props;
  const km = kmOf(props.locale);
  const name = answer.area.name;
  const sources = answer.sources.map((s) => (s === 'osm' ? t('layers.cycling.osm') : s));
  return (
    <>
      <p className="layer-total" data-testid="cycling-total">
        {t('layers.cycling.total', { km: km(answer.totalKm) })}
      </p>
      {answer.covered ? (
        answer.sources.includes('osm') ? (
          <p className="layer-notice" role="note" data-testid="cycling-partial">
            {t('layers.cycling.partial', { name })}
          </p>
        ) : null
      ) : (
        <p className="layer-notice" role="note" data-testid="cycling-uncovered">
          {t('layers.cycling.uncovered', { name })}
        </p>
      )}
      {answer.lengths.length > 0 ? (
        <Lengths answer={answer} t={t} locale={props.locale} />
      ) : answer.covered ? (
        <p>{t('layers.cycling.none', { name })}</p>
      ) : null}
      <Comparison answer={answer} t={t} locale={props.locale} />
      <p className="layer-source">
        {t('layers.cycling.sources', {
          list: (sources.length > 0 ? sources : [t('layers.cycling.osm')]).join(', '),
        })}
      </p>
    </>
  );
}

/** A restriction of the map: what, on which road, when when it is conditional. */
export function RestrictionText(props: { item: RestrictionItem; t: LayerTranslate }) {
  const { item, t } = props;
  return (
    <>
      <strong>{layerLabelIn(item.label, t.lang)}</strong>
      <span className="line2">
        {item.road ?? t('layers.restrictions.unnamed')}
        {item.sections
          ? ` · ${t('layers.restrictions.sections', { count: String(item.sections) })}`
          : ''}
      </span>
      {item.conditional ? (
        <span className="line2" title={item.conditional}>
          {t('layers.restrictions.when', { hours: hoursIn(item.conditional, t.lang) })}
        </span>
      ) : null}
    </>
  );
}

function eventDates(t: LayerTranslate, event: TrafficEvent): string | null {
  const start = event.start ? eventDayIn(event.start, t.lang) : null;
  const end = event.end ? eventDayIn(event.end, t.lang) : null;
  if (start && end) return t('layers.traffic.between', { start, end });
  if (start) return t('layers.traffic.since', { start });
  return end ? t('layers.traffic.until', { end }) : null;
}

/** A traffic event: what, its kind and source, its road, its dates. */
export function TrafficEventText(props: { event: TrafficEvent; t: LayerTranslate }) {
  const { event, t } = props;
  const dates = eventDates(t, event);
  return (
    <>
      <strong>{layerLabelIn(event.label, t.lang)}</strong>
      <span className="line2">
        {t(`layers.traffic.type.${event.type}`)} · {t(`layers.traffic.source.${event.source}`)}
        {event.road ? ` · ${event.road}` : ''}
      </span>
      {dates ? <span className="line2">{dates}</span> : null}
    </>
  );
}
