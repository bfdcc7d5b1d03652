/**
 * The search actors of the app system (search dispatch, suggestions, map-address popup), their
 * side effects (API calls, history storage, navigation) and how they talk to each other and to
 * the map: a chosen suggestion is selected or searched, the map view goes with every request,
 * a popup shortcut searches a rubric around the point.
 */
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { Address } from '../domain/address';
import { bboxAround, type Bbox, type LngLat } from '../domain/geo';
import { SEARCH_ADDRESS_LIMIT, type Poi } from '../domain/search';
import { countryPage } from '../domain/paths/country-pages';
import { searchHref, slugWords } from '../domain/paths/search-paths';
import type { SearchApi } from '../services/search-api';
import { itineraryHash } from '../domain/paths/itinerary-hash';
import {
  addressPopupMachine,
  NEARBY_QUERIES,
  type DirectionsEnd,
  type NearbyShortcut,
  type PoiIcon,
} from './address-popup-machine';
import { areaListMachine, type AreaList, type AreaListRequest } from './area-list-machine';
import type { mapMachine } from './map-machine';
import { placePageMachine, type PlaceFound, type PlaceRequest } from './place-page-machine';
import { readHistory, writeHistory } from './search-history';
import { SearchCancelled, searchMachine, type RunSearchInput } from './search-machine';
import { suggestMachine, type SuggestChoice } from './suggest-machine';

/** Side effects of the search actors. */
export interface SearchSystemOptions {
  api: SearchApi;
  /** Where the history is kept (localStorage), undefined when unavailable. */
  storage: Pick<Storage, 'getItem' | 'setItem'> | undefined;
  /** Opens a page of the app. */
  navigate: (href: string, replace: boolean) => void;
  /** The interface's locale (the map popup names a point in it). */
  locale?: () => string;
}

/** The running search actors. */
export interface SearchActors {
  search: ActorRefFrom<typeof searchMachine>;
  suggest: ActorRefFrom<typeof suggestMachine>;
  addressPopup: ActorRefFrom<typeof addressPopupMachine>;
  placePage: ActorRefFrom<typeof placePageMachine>;
  areaList: ActorRefFrom<typeof areaListMachine>;
}

function createSearch(options: SearchSystemOptions) {
  const machine = searchMachine.provide({
    actors: {
      runSearch: fromPromise(
        async ({ input, signal }: { input: RunSearchInput; signal: AbortSignal }) => {
          try {
            const query = { q: input.query, bbox: input.bbox ?? undefined };
            return await options.api.search(
              { ...query, limit: SEARCH_ADDRESS_LIMIT, locale: options.locale?.() },
              signal,
            );
          } catch (error) {
            if (signal.aborted) throw new SearchCancelled('search cancelled');
            throw error;
          }
        },
      ),
    },
    actions: {
      navigate: ({ context }) => {
        if (context.destination) options.navigate(context.destination, context.replace);
      },
    },
  });
  return createActor(machine);
}

/**
 * The suggestions of typed text in a map view (the header's box and the itinerary's fields), with
 * the places' categories in the interface's locale.
 */
export function suggestionsLogic(api: Pick<SearchApi, 'suggest'>, locale?: () => string) {
  return fromPromise(
    async ({ input, signal }: { input: { q: string; bbox: Bbox | null }; signal: AbortSignal }) =>
      (await api.suggest({ q: input.q, bbox: input.bbox ?? undefined, locale: locale?.() }, signal))
        .suggestions,
  );
}

function createSuggest(
  options: SearchSystemOptions,
  chose: (r: SuggestChoice) => void,
  submitted: (q: string) => void,
) {
  const machine = suggestMachine.provide({
    actors: {
      fetchSuggestions: suggestionsLogic(options.api, options.locale),
    },
    actions: {
      chose: (_, { result }) => chose(result),
      submitted: (_, { query }) => submitted(query),
      persistHistory: (_, { history }) => writeHistory(options.storage, history),
    },
  });
  return createActor(machine, { input: { history: readHistory(options.storage) } });
}

/** The itinerary page with the clicked point as its departure or arrival. */
export function directionsHref(end: DirectionsEnd, point: LngLat, address: Address | null): string {
  const step = { point, ...(address ? { label: address.label } : {}) };
  const view =
    end === 'from' ? { screen: 'from' as const, from: step } : { screen: 'to' as const, to: step };
  return `/itineraire#${itineraryHash(view)}`;
}

function createPopup(
  options: SearchSystemOptions,
  handlers: {
    nearby: (rubric: NearbyShortcut, point: LngLat) => void;
    openPoi: (poi: Poi) => void;
  },
) {
  const machine = addressPopupMachine.provide({
    actors: {
      reverseGeocode: fromPromise(
        async ({ input, signal }: { input: LngLat; signal: AbortSignal }): Promise<Address[]> =>
          (await options.api.reverse({ ...input, locale: options.locale?.() }, signal)).addresses,
      ),
      findPoi: fromPromise(({ input, signal }: { input: PoiIcon; signal: AbortSignal }) =>
        options.api.poiAt({ name: input.name, ...input.point, locale: options.locale?.() }, signal),
      ),
    },
    actions: {
      openPoi: (_, { poi }) => handlers.openPoi(poi),
      searchNearby: (_, { rubric, point }) => handlers.nearby(rubric, point),
      openDirections: (_, { end, point, address }) =>
        options.navigate(directionsHref(end, point, address), false),
    },
  });
  return createActor(machine);
}

function createPlacePage(options: SearchSystemOptions) {
  const machine = placePageMachine.provide({
    actors: {
      loadPlace: fromPromise(
        async ({
          input,
          signal,
        }: {
          input: PlaceRequest;
          signal: AbortSignal;
        }): Promise<PlaceFound> => {
          if (input.kind === 'poi') return { poi: await options.api.poi(input.id, signal) };
          if (input.point) {
            // Only a favourite's page asks for it: loaded then, not with the first screen.
            const { loadAddressAtPoint } = await import('./address-at-point-loader');
            const { text, point } = input;
            const locale = options.locale?.();
            const address = await loadAddressAtPoint(options.api, { text, point, locale }, signal);
            return address ? { address } : null;
          }
          const answer = await options.api.forward(
            { q: input.text, ...(input.subtypes ? { subtypes: input.subtypes } : {}) },
            signal,
          );
          const address = answer.addresses.features[0];
          return address ? { address } : null;
        },
      ),
    },
  });
  return createActor(machine);
}

function createAreaList(options: SearchSystemOptions) {
  const machine = areaListMachine.provide({
    actors: {
      loadAreas: fromPromise(({ input, signal }: { input: AreaListRequest; signal: AbortSignal }) =>
        loadAreaList(options.api, input, signal),
      ),
    },
  });
  return createActor(machine);
}

/** Loads the list of an area page (the parent area read back from its slug). */
export async function loadAreaList(
  api: SearchApi,
  request: AreaListRequest,
  signal?: AbortSignal,
): Promise<AreaList | null> {
  if (request.kind === 'regions')
    return { parent: null, areas: await api.areas('region', undefined, signal) };
  if (request.kind === 'departments')
    return { parent: null, areas: await api.areas('departement', undefined, signal) };
  if (request.kind === 'regionsOf') {
    const country = countryPage(request.country);
    if (!country) return null;
    const areas = country.hasRegions ? await api.areas('region', undefined, signal) : [];
    return { parent: null, areas, country };
  }
  const slug = request.kind === 'departmentsOf' ? request.region : request.department;
  const subtypes = request.kind === 'departmentsOf' ? 'admin_1' : 'admin_7,admin_2';
  const parent = await api
    .forward({ q: slugWords(slug), subtypes }, signal)
    .then((a) => a.addresses.features[0])
    .catch((error: unknown) => {
      if ((error as { status?: number }).status === 404) return undefined;
      throw error;
    });
  const code = request.kind === 'departmentsOf' ? parent?.regionCode : parent?.departmentCode;
  if (!parent || !code) return null;
  const kind = request.kind === 'departmentsOf' ? 'departement' : 'commune';
  return { parent, areas: await api.areas(kind, code, signal) };
}

/** Creates the search actors (not started). */
export function createSearchActors(options: SearchSystemOptions): SearchActors {
  const holder: { search?: SearchActors['search']; suggest?: SearchActors['suggest'] } = {};
  const runSearch = (query: string, bbox: Bbox | null): void => {
    holder.search?.send({ type: 'search', query, bbox });
    options.navigate(searchHref(query, bbox), false);
  };
  const view = (): Bbox | null => holder.suggest?.getSnapshot().context.bbox ?? null;
  const chose = (result: SuggestChoice): void => {
    // A favourite opens its page, as from the account's list.
    if (result.kind === 'href') options.navigate(result.href, false);
    else if (result.kind === 'address')
      holder.search?.send({ type: 'select', address: result.address });
    else if (result.kind === 'poi') holder.search?.send({ type: 'selectPoi', poi: result.poi });
    else runSearch(result.query, view());
  };
  const nearby = (rubric: NearbyShortcut, point: LngLat): void => {
    runSearch(NEARBY_QUERIES[rubric], bboxAround(point, 1000));
  };
  holder.search = createSearch(options);
  holder.suggest = createSuggest(options, chose, (q) => runSearch(q, view()));
  return {
    search: holder.search,
    suggest: holder.suggest,
    addressPopup: createPopup(options, {
      nearby,
      // A POI icon of the map opens its place as a picked suggestion does.
      openPoi: (poi) => holder.search?.send({ type: 'selectPoi', poi }),
    }),
    placePage: createPlacePage(options),
    areaList: createAreaList(options),
  };
}

/**
 * Sends the map view to the suggestions (their requests carry it), and the place a page shows
 * to the search box (Back to a place's page names it in the box); returns the unsubscription.
 */
export function wireSearch(actors: SearchActors, map: ActorRefFrom<typeof mapMachine>): () => void {
  let shown: Bbox | null = null;
  const subscription = map.subscribe(({ context }) => {
    if (context.bbox === shown) return;
    shown = context.bbox;
    actors.suggest.send({ type: 'view', bbox: context.bbox });
  });
  let place: string | null = null;
  const pages = actors.placePage.subscribe((snapshot) => {
    const { address, poi } = snapshot.context;
    const label = snapshot.matches('shown') ? (address?.label ?? poi?.label ?? null) : null;
    // The same place again is named again when the box says another (a pick raced its page).
    const named = actors.suggest.getSnapshot().context.inputValue === label;
    if (label === place && (label === null || named)) return;
    const closed = place;
    place = label;
    if (label) actors.suggest.send({ type: 'shown', value: label });
    // A place closed leaves the box empty, unless the box already says something else (a new
    // search typed, another place picked): its name stayed there after its card was closed.
    else if (closed !== null && actors.suggest.getSnapshot().context.inputValue === closed)
      actors.suggest.send({ type: 'shown', value: '' });
  });
  return () => {
    subscription.unsubscribe();
    pages.unsubscribe();
  };
}
