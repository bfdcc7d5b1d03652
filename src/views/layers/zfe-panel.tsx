/**
 * The low-emission-zone page of an area (issue 17): the day looked at (a date picker: the stages'
 * statuses are the server's for that day), each zone that applies — since when, per vehicle class
 * the vignettes banned and when, the stages as a timeline (planned ones with their first day,
 * expired ones greyed), the order and the information site — or the honest « none », and the
 * map's key.
 */
import { useSelector } from '@xstate/react';
import type { AreaRef, ZfeAnswer } from '../../domain/restrictions/api';
import { zonesOf } from '../../domain/restrictions/zfe-text';
import { dayOf } from '../../machines/layer-page-machine';
import { ZfeZone } from '../seo/layer-content';
import { ZfeLegend } from './zfe-legend';
import { useLayerPageSystem, useLayerT } from './use-layer-page';

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
        zones.map((zone) => <ZfeZone key={zone.authority} zone={zone} day={day} t={t} />)
      )}
      {zones.length > 0 ? <ZfeLegend /> : null}
      <p className="layer-source">{t('layers.zfe.source')}</p>
    </>
  );
}
