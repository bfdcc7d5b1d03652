/**
 * « Sur ma route » in the itinerary results (spec §2, §4): the apps offered along the selected
 * route; the routes …/{routeId}/application/{app} (and /categorie, /sous-categorie) list the POIs
 * along it (pois-on-route-machine), each with its card and « Ajouter une étape », which adds the
 * POI as a stop before the arrival and computes again; …/poi/{geoentityId} opens its sheet.
 */
import { useFocusHistory } from './use-focus-history';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { GeoentityPoi } from '../../domain/geoentity';
import type { RoutePath } from '../../domain/pois-on-route';
import type { ItineraryStep } from '../../domain/itinerary/steps';
import { selectedRoute } from '../../machines/itinerary-logic';
import { parseItineraryHash, type ItineraryView } from '../../domain/paths/itinerary-hash';
import { usePageHash } from '../use-page-hash';
import type { OnRouteTarget } from '../../domain/paths/poi-paths';
import { useT } from '../app-context';
import { startCompute } from '../../machines/itinerary-url-sync';
import { useItinerary, useItineraryNavigate, useItineraryState } from '../itinerary/use-itinerary';
import { PanelMessage } from '../search/search-panel';
import { DEFAULT_CARD_FUEL, PlaceCard } from './place-card';
import { PoiIcon } from './poi-icon';
import { PoiListItem, useCardOrigin, useDirections } from './poi-list-panel';
import { useHoverMark } from './use-hover-mark';
import { PoiSheetPanel } from './poi-sheet';
import { useCatalogue, usePoiDisplay, usePoiSystem } from './use-poi';
import './poi.css';

type ResultsView = Extract<ItineraryView, { screen: 'results' }>;

/** The step of a POI, before the arrival. */
export function stepOfPoi(poi: GeoentityPoi): Omit<ItineraryStep, 'id'> {
  return {
    coordinates: { lng: poi.coordinates.lng, lat: poi.coordinates.lat },
    label: [poi.name, poi.town].filter(Boolean).join(', '),
    split_label: poi.split_label,
    type: 'poi',
    postcode: poi.pCode,
    departmentCode: poi.departmentCode,
    countryCode: poi.countryCode,
    towncode: poi.townCode,
    town: poi.town,
    rubric: poi.rubric.id,
    from: 'search',
  };
}

/** Adds a POI as a stop before the arrival and computes the itinerary again. */
function useAddStep(): (poi: GeoentityPoi) => void {
  const it = useItinerary();
  const go = useItineraryNavigate();
  const ps = usePoiSystem();
  return (poi) => {
    it.actor.send({ type: 'step.add' });
    const steps = it.actor.getSnapshot().context.steps;
    it.actor.send({ type: 'step.set', index: steps.length - 2, step: stepOfPoi(poi) });
    ps.onRoute.send({ type: 'clear' });
    startCompute(it, go);
  };
}

function useResultsView(): ResultsView | undefined {
  // Under an overlay (#/modale, #/moncompte), the results and their POIs stay.
  const view = parseItineraryHash(usePageHash());
  return view.screen === 'results' ? view : undefined;
}

function Menu(props: { view: ResultsView; routeId: string }) {
  const t = useT();
  const go = useItineraryNavigate();
  const config = useCatalogue();
  if (!config) return null;
  const apps = config.apps.filter((a) => config.poisOnRouteConfig.apps.includes(a.id));
  return (
    <section
      className="on-route-menu"
      aria-label={t('poi.route.title')}
      data-testid="on-route-menu"
    >
      <h3>{t('poi.route.title')}</h3>
      <div className="chip-row">
        {apps.map((a) => (
          <button
            key={a.id}
            type="button"
            className="chip"
            data-testid={`on-route-${a.id}`}
            onClick={() =>
              go({ ...props.view, routeId: props.routeId, onRoute: { kind: 'app', id: a.id } })
            }
          >
            <PoiIcon iconId={a.iconId} color={a.color} size={22} />
            {a.name}
          </button>
        ))}
      </div>
    </section>
  );
}

/** Loading, empty or failed: what the list of POIs on the route says. */
function RouteListStatus() {
  const ps = usePoiSystem();
  const t = useT();
  const state = useSelector(ps.onRoute, (s) => s);
  const { error } = state.context;
  return (
    <>
      {state.matches('fetching') && <PanelMessage>{t('poi.route.loading')}</PanelMessage>}
      {state.matches('empty') && <PanelMessage>{t('poi.route.empty')}</PanelMessage>}
      {state.matches('failed') && error && (
        <PanelMessage role="alert">
          {t('poi.route.failed', { reason: t(error.messageKey) })}
        </PanelMessage>
      )}
    </>
  );
}

function RouteList(props: { view: ResultsView; target: OnRouteTarget }) {
  const ps = usePoiSystem();
  const go = useItineraryNavigate();
  const addStep = useAddStep();
  const directions = useDirections();
  const { pois, focusedPoiId } = useSelector(ps.onRoute, (s) => s.context);
  const origin = useCardOrigin(null);
  const focused = pois.find((p) => p.id === focusedPoiId);
  const mark = useHoverMark();
  const closeCard = useFocusHistory({
    focused: focusedPoiId,
    focus: (id) => ps.onRoute.send({ type: 'poi.focus', id }),
    unfocus: () => ps.onRoute.send({ type: 'poi.unfocus' }),
  });
  const open = (poi: GeoentityPoi) =>
    go({ ...props.view, onRoute: { ...props.target, poiId: poi.id } });
  return (
    <div className="on-route-list" data-testid="on-route-list">
      <RouteListStatus />
      <ul className="poi-list" data-testid="poi-list">
        {pois.map((poi) => (
          <PoiListItem
            key={poi.id}
            poi={poi}
            fuel={DEFAULT_CARD_FUEL}
            focused={poi.id === focusedPoiId}
            onSelect={() => ps.onRoute.send({ type: 'poi.focus', id: poi.id })}
            highlighted={poi.id === mark.highlightedId}
            rest={mark.handlersOf(poi.id)}
          />
        ))}
      </ul>
      {focused && (
        <PlaceCard
          poi={focused}
          fuel={null}
          origin={origin}
          onMore={() => open(focused)}
          onDirections={() => directions(focused)}
          onAddStep={() => addStep(focused)}
          onClose={closeCard}
        />
      )}
    </div>
  );
}

function OnRoute(props: {
  view: ResultsView;
  target: OnRouteTarget;
  paths: RoutePath[];
  routeId: string;
}) {
  const ps = usePoiSystem();
  const t = useT();
  const go = useItineraryNavigate();
  const addStep = useAddStep();
  const config = useCatalogue();
  usePoiDisplay('route');
  const { kind, id, poiId } = props.target;
  const key = `${props.routeId}|${kind}|${id}`;
  const { paths } = props;
  // The machine fetches once per route and target.
  useEffect(() => {
    ps.onRoute.send({ type: 'route.entered', key, source: { kind, id }, paths });
  }, [ps, key, kind, id, paths]);
  const known = useSelector(ps.onRoute, (s) => s.context.pois.find((p) => p.id === poiId));
  const back = () => go({ ...props.view, onRoute: undefined });
  const title = config?.apps.find((a) => a.id === id)?.name ?? id;
  if (poiId)
    return (
      <PoiSheetPanel
        id={poiId}
        known={known}
        onClose={() => go({ ...props.view, onRoute: { kind, id } })}
        onAddStep={addStep}
      />
    );
  return (
    <section
      className="on-route"
      aria-label={`${t('poi.route.title')} : ${title}`}
      data-testid="on-route"
    >
      <header className="on-route-header">
        <h3>
          {t('poi.route.title')} · {title}
        </h3>
        <button type="button" className="text-button" onClick={back}>
          {t('poi.route.back')}
        </button>
      </header>
      <RouteList view={props.view} target={props.target} />
    </section>
  );
}

/** The section of the results screen. */
export function PoisOnRouteSection() {
  const view = useResultsView();
  const route = useItineraryState((s) => selectedRoute(s.context));
  if (!view || !route) return null;
  const paths = route.sections.map((s) => s.geometry.coordinates as RoutePath);
  if (!view.onRoute) return <Menu view={view} routeId={route.routeId} />;
  return <OnRoute view={view} target={view.onRoute} paths={paths} routeId={route.routeId} />;
}
