/**
 * The radius tool (/outils/calcul-rayon, spec §2): a centre searched or clicked on the map, a
 * circle of the chosen radius (10 km by default, §9) and, on demand, the areas reachable in 5, 10
 * and 15 minutes on foot, by bike or by car (Valhalla isochrones). State: radius-tool-machine.
 */
import { createLazyRoute, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect, useId } from 'react';
import { coordinateLabel } from '../../domain/itinerary/steps';
import { farStart } from '../../domain/reachable-areas';
import { formatLength } from '../../domain/itinerary/format';
import { labelLanguage } from '../../domain/itinerary/providers';
import { ISOCHRONE_MINUTES, RADIUS_LIMITS } from '../../machines/radius-tool-machine';
import { placeFieldFocus } from '../../machines/step-fields';
import type { IsochroneMode } from '../../services/poi-api';
import { useAppSystem, useLocale, useT } from '../app-context';
import { PlaceField } from '../search/place-field';
import { PanelMessage, SearchPanel } from '../search/search-panel';
import { useRadiusInUrl } from './radius-in-url';
import { usePoiSystem } from './use-poi';
import './poi.css';

const PRESETS_KM = [1, 5, 10, 20, 50];
const MODES: IsochroneMode[] = ['marche', 'velo', 'voiture'];
const AREA_COLOURS = ['#2f9e44', '#f59f00', '#e8590c'];

/**
 * The centre's field: suggestions as one types, « Ma position », recent searches; a place picked
 * becomes the centre, and « Centrer » (or Enter) takes the first place found for the text.
 */
function SearchForm() {
  const ps = usePoiSystem();
  const t = useT();
  const inputId = useId();
  const locale = useLocale();
  // The centre's name; a point clicked on the map, by its coordinates; else the text searched.
  const label = useSelector(
    ps.radius,
    ({ context: c }) =>
      c.label ?? (c.center ? coordinateLabel(c.center, !locale.startsWith('en')) : c.query),
  );
  const locating = useSelector(ps.radius, (s) => s.matches('locating'));
  const notice = useSelector(ps.radiusField, (s) => s.context.notice);
  const typed = useSelector(ps.radiusField, (s) => s.context.text);
  return (
    <div className="radius-search">
      <label htmlFor={inputId}>{t('poi.radius.search')}</label>
      <div className="radius-search-row">
        <PlaceField
          field={ps.radiusField}
          focusContext={() => placeFieldFocus(ps.app)}
          label={label}
          name={t('poi.radius.search')}
          placeholder={t('poi.radius.placeholder')}
          listName={t('poi.radius.list')}
          testId="radius-query"
          fieldName="radius-place"
          className="radius-input-text"
          inputId={inputId}
        />
        <button
          type="button"
          className="primary-button"
          // Nothing typed, nothing to centre on: the hint under the field says what to do.
          disabled={locating || typed.trim() === ''}
          // The field keeps the focus: the click is its Enter.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => ps.radiusField.send({ type: 'submit' })}
        >
          {t('poi.radius.submit')}
        </button>
      </div>
      {notice && (
        <PanelMessage role="alert">
          {t(`itinerary.step.${notice}`, { text: typed || label })}
        </PanelMessage>
      )}
    </div>
  );
}

function RadiusControl() {
  const ps = usePoiSystem();
  const t = useT();
  const locale = useLocale();
  const radius = useSelector(ps.radius, (s) => s.context.radius);
  const km = radius / 1000;
  const area = Math.PI * km * km;
  const format = (n: number, digits: number) =>
    n.toLocaleString(locale, { maximumFractionDigits: digits });
  const set = (metres: number) => ps.radius.send({ type: 'radius.set', metres });
  return (
    <fieldset className="radius-control">
      <legend>{t('poi.radius.radius')}</legend>
      <div className="chip-row">
        {PRESETS_KM.map((p) => (
          <button
            key={p}
            type="button"
            className="chip"
            aria-pressed={km === p}
            onClick={() => set(p * 1000)}
          >
            {t('poi.radius.km', { km: p })}
          </button>
        ))}
      </div>
      <label className="radius-input">
        <input
          type="range"
          min={RADIUS_LIMITS.min / 1000}
          max={RADIUS_LIMITS.max / 1000}
          step={0.1}
          value={km}
          aria-label={t('poi.radius.radius')}
          data-testid="radius-range"
          onChange={(e) => set(Number(e.target.value) * 1000)}
        />
        <output data-testid="radius-value">{t('poi.radius.km', { km: format(km, 1) })}</output>
      </label>
      {/* A small circle keeps two significant digits (0,031 km², not 0 km²). */}
      <p className="radius-area">{t('poi.radius.area', { km2: format(area, area < 1 ? 3 : 1) })}</p>
    </fieldset>
  );
}

function ModeChips() {
  const ps = usePoiSystem();
  const t = useT();
  const mode = useSelector(ps.radius, (s) => s.context.mode);
  return (
    <div className="chip-row">
      {MODES.map((m) => (
        <button
          key={m}
          type="button"
          className="chip"
          aria-pressed={mode === m}
          onClick={() => ps.radius.send({ type: 'mode.set', mode: m })}
        >
          {t(`poi.radius.mode.${m}`)}
        </button>
      ))}
    </div>
  );
}

/**
 * What the areas do not show: « Aucune route à moins de 950 m du centre… » when they start away
 * from the centre, and « Au-delà de la carte détaillée… » when the road network's edge cut them;
 * in a status region that stays on the page (a region inserted with its text is not always read).
 */
function AreasNotes() {
  const ps = usePoiSystem();
  const t = useT();
  const locale = useLocale();
  const start = useSelector(ps.radius, (s) =>
    s.matches({ centred: 'areas' }) ? farStart(s.context.areas) : null,
  );
  const cut = useSelector(
    ps.radius,
    (s) => s.matches({ centred: 'areas' }) && s.context.areas?.cut === true,
  );
  // In tens of metres (« 350 m »), then in kilometres as the itinerary cards write them.
  const distance = start
    ? formatLength(Math.round(start.metres / 10) * 10, labelLanguage(locale))
    : '';
  return (
    <div role="status">
      {start && (
        <p className="radius-hint" data-testid="radius-far-start">
          {t('poi.radius.farStart', { distance })}
        </p>
      )}
      {cut && (
        <p className="radius-hint" data-testid="radius-cut">
          {t('poi.radius.cut')}
        </p>
      )}
    </div>
  );
}

function Areas() {
  const ps = usePoiSystem();
  const t = useT();
  const showAreas = useSelector(ps.radius, (s) => s.context.showAreas);
  const loading = useSelector(ps.radius, (s) => s.matches({ centred: 'loadingAreas' }));
  const failed = useSelector(ps.radius, (s) => s.matches({ centred: 'areasFailed' }));
  const shown = useSelector(ps.radius, (s) => s.matches({ centred: 'areas' }));
  const error = useSelector(ps.radius, (s) => s.context.error);
  return (
    <fieldset className="radius-areas">
      <legend>{t('poi.radius.mode')}</legend>
      <ModeChips />
      <button
        type="button"
        className="secondary-button"
        data-testid="radius-areas-toggle"
        onClick={() => ps.radius.send({ type: showAreas ? 'areas.hide' : 'areas.show' })}
      >
        {showAreas ? t('poi.radius.hideAreas') : t('poi.radius.showAreas')}
      </button>
      {loading && <PanelMessage>{t('poi.radius.loading')}</PanelMessage>}
      {failed && error && 'messageKey' in error && (
        <PanelMessage role="alert">
          {t('poi.radius.failed', { reason: t(error.messageKey) })}
        </PanelMessage>
      )}
      {shown && (
        <ul className="radius-legend" data-testid="radius-legend">
          {ISOCHRONE_MINUTES.map((m, i) => (
            <li key={m}>
              <span style={{ background: AREA_COLOURS[i] }} />
              {t('poi.radius.legend', { minutes: m })}
            </li>
          ))}
        </ul>
      )}
      <AreasNotes />
    </fieldset>
  );
}

/** The screen actor knows the tool is shown (the map draws it), and the URL keeps its state. */
function useToolShown(): void {
  const { screen } = useAppSystem();
  useRadiusInUrl();
  useEffect(() => {
    screen.send({ type: 'radius.shown' });
    return () => screen.send({ type: 'radius.hidden' });
  }, [screen]);
}

function RadiusTool() {
  const ps = usePoiSystem();
  const t = useT();
  const navigate = useNavigate();
  const center = useSelector(ps.radius, (s) => s.context.center);
  const label = useSelector(ps.radius, (s) => s.context.label);
  const error = useSelector(ps.radius, (s) => s.context.error);
  useToolShown();
  const locale = useLocale();
  const coordinates = center ? coordinateLabel(center, !locale.startsWith('en')) : '';
  return (
    <SearchPanel
      title={t('poi.radius.title')}
      testId="radius-tool"
      onClose={() => void navigate({ to: '/plan' })}
    >
      <div className="search-panel-body radius-tool">
        <SearchForm />
        {error?.kind === 'noresult' && (
          <PanelMessage role="alert">{t('poi.radius.noResult')}</PanelMessage>
        )}
        {error && 'messageKey' in error && !center && (
          <PanelMessage role="alert">{t(error.messageKey)}</PanelMessage>
        )}
        {center ? (
          <p className="radius-center" data-testid="radius-center">
            {t('poi.radius.center', { label: label ?? coordinates })}
          </p>
        ) : (
          <p className="radius-hint">{t('poi.radius.hint')}</p>
        )}
        <RadiusControl />
        {center && <Areas />}
        {center && (
          <button
            type="button"
            className="text-button"
            onClick={() => ps.radius.send({ type: 'clear' })}
          >
            {t('poi.radius.clear')}
          </button>
        )}
      </div>
    </SearchPanel>
  );
}

/** /outils/calcul-rayon. */
export const radiusToolLazyRoute = createLazyRoute('/outils/calcul-rayon')({
  component: RadiusTool,
});
