/**
 * The restrictions and traffic pages of an area (issue 17). Restrictions: the low-emission-zone
 * rules in force, then OSM's restrictions (label, road, hours of a conditional one) each with
 * « voir sur la carte »; traffic: the events under way and to come, or plainly that no live
 * source is configured or when the live events were last fetched. An area no imported extract
 * covers says so.
 */
import { useSelector } from '@xstate/react';
import { useContext } from 'react';
import { SheetLowering } from '../sheet-grip';
import type {
  AreaRef,
  RestrictionsAnswer,
  TrafficAnswer,
  TrafficEvent,
} from '../../domain/restrictions/api';
import { hoursIn } from '../../domain/restrictions/hours-text';
import { layerLabelIn } from '../../domain/restrictions/layer-labels';
import { listedCount } from '../../domain/restrictions/restriction-list';
import { supersededKeys } from '../../domain/restrictions/zfe-text';
import {
  bannedLineIn,
  vehicleClassIn,
  zoneTitleIn,
} from '../../domain/restrictions/zfe-notice-words';
import { useLocale } from '../app-context';
import { RestrictionText, TrafficEventText } from '../seo/layer-content';
import { AreaLink } from './layer-frame';
import { useLayerPageSystem, useLayerT } from './use-layer-page';

function ShowOnMap(props: { id: string; label: string }) {
  const t = useLayerT();
  const { page } = useLayerPageSystem();
  const focused = useSelector(page, (s) => s.context.focused?.id === props.id);
  const lowerSheet = useContext(SheetLowering);
  const show = (): void => {
    lowerSheet();
    // Once the sheet is lowered, so that the map frames the way in the part left in sight.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => page.send({ type: 'focus', id: props.id })),
    );
  };
  return (
    <button
      type="button"
      className="text-button layer-show"
      aria-pressed={focused}
      aria-label={`${t('layers.restrictions.show')} : ${props.label}`}
      onClick={show}
    >
      {t('layers.restrictions.show')}
    </button>
  );
}

function ZonesInForce(props: { answer: RestrictionsAnswer; area: AreaRef | null }) {
  const t = useLayerT();
  const superseded = supersededKeys(props.answer.zfe);
  const stages = props.answer.zfe.filter((s) => !superseded.has(s.key));
  if (stages.length === 0) return null;
  return (
    <section className="layer-zones" data-testid="restrictions-zfe">
      <h2>{t('layers.restrictions.zfe')}</h2>
      <ul>
        {stages.map((stage) => {
          const car = stage.rules.vp;
          return (
            <li key={stage.key}>
              <strong>{zoneTitleIn(stage.name, t.lang)}</strong>
              {car ? (
                <span>
                  {vehicleClassIn('vp', t.lang)}
                  {t('layers.zfe.colon')}
                  {bannedLineIn(car.firstBanned, t.lang)}, {hoursIn(car.hours, t.lang)}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      {props.area ? (
        <AreaLink family="ZFE" area={props.area}>
          {t('layers.restrictions.zfeLink')}
        </AreaLink>
      ) : null}
    </section>
  );
}

/** The restrictions page of an area. */
export function RestrictionsPanel(props: { answer: RestrictionsAnswer; area: AreaRef | null }) {
  const t = useLayerT();
  const { answer } = props;
  const name = props.area?.name ?? '';
  return (
    <>
      <ZonesInForce answer={answer} area={props.area} />
      <p
        className="layer-notice"
        role="note"
        data-testid={answer.covered ? 'restrictions-partial' : 'restrictions-uncovered'}
      >
        {t(answer.covered ? 'layers.restrictions.partial' : 'layers.restrictions.uncovered', {
          name,
        })}
      </p>
      {answer.covered && answer.items.length === 0 ? (
        <p>{t('layers.restrictions.none', { name })}</p>
      ) : null}
      {answer.items.length > 0 ? (
        <section>
          <h2>
            {t('layers.restrictions.total', { total: answer.total })}
            {answer.total > listedCount(answer.items)
              ? ` (${t('layers.restrictions.shown', { shown: listedCount(answer.items) })})`
              : ''}
          </h2>
          <ul className="layer-items" data-testid="restrictions-list">
            {answer.items.map((item) => (
              <li key={item.id}>
                <RestrictionText item={item} t={t} />
                <ShowOnMap id={item.id} label={layerLabelIn(item.label, t.lang)} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="layer-source">{t('layers.restrictions.source')}</p>
    </>
  );
}

function LiveState(props: { answer: TrafficAnswer }) {
  const t = useLayerT();
  const locale = useLocale();
  const { live } = props.answer;
  if (!live.configured)
    return (
      <p className="layer-notice" role="note" data-testid="traffic-no-live">
        {t('layers.traffic.noLive')}
      </p>
    );
  if (!live.lastError) return null;
  const at = live.fetchedAt ? new Date(live.fetchedAt) : null;
  const zone = { timeZone: 'Europe/Paris' } as const;
  return (
    <p className="layer-notice" role="note" data-testid="traffic-stale">
      {at
        ? t('layers.traffic.stale', {
            date: at.toLocaleDateString(locale, { ...zone, dateStyle: 'long' }),
            time: at.toLocaleTimeString(locale, { ...zone, timeStyle: 'short' }),
          })
        : t('layers.traffic.staleNever')}
    </p>
  );
}

function Events(props: { events: TrafficEvent[]; title: string; testId: string }) {
  const t = useLayerT();
  if (props.events.length === 0) return null;
  return (
    <section>
      <h2>{props.title}</h2>
      <ul className="layer-items" data-testid={props.testId}>
        {props.events.map((event) => {
          return (
            <li key={event.id} data-status={event.status}>
              <TrafficEventText event={event} t={t} />
              <ShowOnMap id={event.id} label={layerLabelIn(event.label, t.lang)} />
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The traffic page of an area. */
export function TrafficPanel(props: { answer: TrafficAnswer; area: AreaRef | null }) {
  const t = useLayerT();
  const { events } = props.answer;
  const ongoing = events.filter((e) => e.status === 'ongoing');
  const planned = events.filter((e) => e.status === 'planned');
  return (
    <>
      <LiveState answer={props.answer} />
      {ongoing.length + planned.length === 0 ? (
        <p data-testid="traffic-none">
          {t('layers.traffic.none', { name: props.area?.name ?? '' })}
        </p>
      ) : null}
      <Events events={ongoing} title={t('layers.traffic.ongoing')} testId="traffic-ongoing" />
      <Events events={planned} title={t('layers.traffic.planned')} testId="traffic-planned" />
    </>
  );
}
