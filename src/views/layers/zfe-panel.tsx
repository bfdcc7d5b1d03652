/**
 * The low-emission-zone page of an area (issue 17): the day looked at (a date picker: the stages'
 * statuses are the server's for that day), each zone that applies — since when, per vehicle class
 * the vignettes banned and when, the stages as a timeline (planned ones with their first day,
 * expired ones greyed), the order and the information site — or the honest « none », and the
 * map's key.
 */
import { useSelector } from '@xstate/react';
import { VEHICLE_CLASSES } from '../../domain/restrictions/critair';
import type { AreaRef, ZfeAnswer } from '../../domain/restrictions/api';
import { hoursInFrench } from '../../domain/restrictions/hours-text';
import type { EventStatus, ZfeStageAt } from '../../domain/restrictions/zfe';
import {
  bannedText,
  frenchDay,
  VEHICLE_CLASS_LABELS,
  zonesOf,
  type ZoneStages,
} from '../../domain/restrictions/zfe-text';
import type { LayerTranslate } from '../../i18n/layer-messages';
import { dayOf } from '../../machines/layer-page-machine';
import { ZFE_COLOURS } from '../../map/zfe-layer';
import { useLayerPageSystem, useLayerT } from './use-layer-page';

function statusLine(t: LayerTranslate, stage: ZfeStageAt): string {
  const start = frenchDay(stage.start);
  const end = stage.end ? frenchDay(stage.end) : null;
  if (stage.status === 'planned') return t('layers.zfe.notYet', { start });
  if (stage.status === 'expired') return t('layers.zfe.ended', { end: end ?? start });
  return end ? t('layers.zfe.sinceUntil', { start, end }) : t('layers.zfe.since', { start });
}

function stageDates(t: LayerTranslate, stage: ZfeStageAt): string {
  const start = frenchDay(stage.start);
  if (stage.status === 'planned') return t('layers.zfe.stageFrom', { start });
  if (stage.status === 'expired' && stage.end)
    return t('layers.zfe.stageBetween', { start, end: frenchDay(stage.end) });
  return t('layers.zfe.stageSince', { start });
}

function Rules(props: { stage: ZfeStageAt; day: string }) {
  const t = useLayerT();
  return (
    <section className="zfe-rules-block">
      <h3>{t('layers.zfe.rules', { date: frenchDay(props.day) })}</h3>
      <ul className="zfe-rules">
        {VEHICLE_CLASSES.map((vehicle) => {
          const rule = props.stage.rules[vehicle];
          return (
            <li key={vehicle} data-testid={`zfe-rule-${vehicle}`}>
              <strong>{VEHICLE_CLASS_LABELS[vehicle]}</strong>
              <span>{rule ? bannedText(rule.firstBanned) : t('layers.zfe.free')}</span>
              {rule ? <span className="line2">{hoursInFrench(rule.hours)}</span> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Timeline(props: { zone: ZoneStages }) {
  const t = useLayerT();
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
                  {VEHICLE_CLASS_LABELS.vp} : {bannedText(car.firstBanned)}
                </span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function Zone(props: { zone: ZoneStages; day: string }) {
  const t = useLayerT();
  const { zone } = props;
  const { current } = zone;
  return (
    <section className="zfe-zone" data-testid="zfe-zone" data-status={current.status}>
      <h2>{zone.name}</h2>
      <p className="lead">{t('layers.zfe.authority', { name: zone.authority })}</p>
      <p className="zfe-status" data-testid="zfe-status">
        {statusLine(t, current)}
      </p>
      <Rules stage={current} day={props.day} />
      <Timeline zone={zone} />
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

const LEGEND: readonly EventStatus[] = ['ongoing', 'planned', 'expired'];

function Legend() {
  const t = useLayerT();
  return (
    <section className="zfe-legend" aria-label={t('layers.zfe.legend')}>
      <ul>
        {LEGEND.map((status) => (
          <li key={status}>
            <span
              className={`zfe-swatch zfe-swatch--${status}`}
              style={{ borderColor: ZFE_COLOURS[status] }}
              aria-hidden="true"
            />
            {t(`layers.status.${status}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}

function DayPicker(props: { day: string; chosen: boolean }) {
  const t = useLayerT();
  const { page } = useLayerPageSystem();
  return (
    <div className="zfe-day">
      <label className="option-field">
        {t('layers.zfe.date')}
        <input
          type="date"
          data-testid="zfe-date"
          value={props.day}
          onChange={(e) => {
            if (e.target.value) page.send({ type: 'at.set', day: e.target.value });
          }}
        />
      </label>
      {props.chosen ? (
        <button
          type="button"
          className="text-button"
          onClick={() => page.send({ type: 'at.set', day: null })}
        >
          {t('layers.zfe.today')}
        </button>
      ) : null}
    </div>
  );
}

/** The ZFE page of an area. */
export function ZfePanel(props: { answer: ZfeAnswer; area: AreaRef | null }) {
  const t = useLayerT();
  const { page } = useLayerPageSystem();
  const at = useSelector(page, (s) => s.context.at);
  const day = dayOf(at, props.answer.at);
  const zones = zonesOf(props.answer.stages);
  return (
    <>
      <DayPicker day={day} chosen={at !== null} />
      {zones.length === 0 ? (
        <p className="layer-notice" data-testid="zfe-none">
          {t('layers.zfe.none', { name: props.area?.name ?? '' })}
        </p>
      ) : (
        zones.map((zone) => <Zone key={zone.authority} zone={zone} day={day} />)
      )}
      {zones.length > 0 ? <Legend /> : null}
      <p className="layer-source">{t('layers.zfe.source')}</p>
    </>
  );
}
