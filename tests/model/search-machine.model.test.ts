import { expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { SearchResponse } from '../../src/domain/search';
import { UNNAMED_ROAD_ZOOM } from '../../src/machines/search-logic';
import {
  NO_RESULT_ERROR,
  SearchCancelled,
  searchMachine,
  type RunSearchInput,
  type SearchEvent,
} from '../../src/machines/search-machine';
import { toApiError } from '../../src/services/api-errors';
import { describeModel } from './model-harness';
import { flush } from './model-helpers';
import { doneEvent, errorEvent } from './poi-fixtures';
import { outcomeOf } from '../../src/machines/search-logic';
import { CAFE, GRENOBLE, MOULINS, RESPONSES, UNNAMED_ROAD } from './search-fixtures';

type Snapshot = SnapshotFrom<typeof searchMachine>;

const SERVER_ERROR = toApiError({ status: 503 });
const CANCELLED = new SearchCancelled('cancelled');

/** The invoke's own events, by the response or error the SUT settles its promise with. */
const SETTLE = new Map<SearchEvent, { output?: SearchResponse; error?: unknown }>([
  ...Object.values(RESPONSES).map(
    (r) => [doneEvent<SearchEvent>('runSearch', r), { output: r }] as const,
  ),
  [errorEvent<SearchEvent>('runSearch', SERVER_ERROR), { error: SERVER_ERROR }],
  [errorEvent<SearchEvent>('runSearch', CANCELLED), { error: CANCELLED }],
]);

/** The results and listing pages the model enters. */
const RESULTS = ['grenoble', 'pharmacie'];
const LISTING = 'pharmacie';

const EVENTS: SearchEvent[] = [
  { type: 'search', query: 'grenoble', bbox: null },
  { type: 'search', query: 'pharmacie', bbox: [7.4, 43.72, 7.44, 43.76] },
  ...RESULTS.map((query): SearchEvent => ({ type: 'results.entered', query, bbox: null })),
  { type: 'listing.entered', rubric: LISTING, query: 'Pharmacie', bbox: null },
  { type: 'cancel' },
  { type: 'select', address: MOULINS },
  { type: 'select', address: UNNAMED_ROAD },
  { type: 'selectPoi', poi: CAFE },
  { type: 'selectPoi', poi: CAFE, fromResults: true },
  { type: 'dialog.open' },
  { type: 'dialog.close' },
  { type: 'clear' },
  ...SETTLE.keys(),
];

/**
 * The state, and what decides whether a page entered searches again: the query (a results
 * page of another query searches), the listing of the response (another listing searches) and
 * its outcome (a place picked from a list of results goes back to it).
 * The rest of the context changes no transition.
 */
const serializeState = (s: Snapshot): string => {
  const header = s.context.response?.header;
  const listing = header?.rubric_id ?? header?.store_chains_id;
  return [
    JSON.stringify(s.value),
    RESULTS.includes(s.context.query) ? s.context.query : 'another query',
    listing === LISTING ? 'this listing' : 'no listing or another',
    // A place picked from a list goes back to that list: what the response was matters.
    s.context.response ? outcomeOf(s.context.response) : 'no response',
  ].join('|');
};

/** The states whose entry opens a page. */
const NAVIGATING = new Set(['listing', 'poi', 'address']);

interface Pending {
  input: RunSearchInput;
  signal: AbortSignal;
  resolve: (r: SearchResponse) => void;
  reject: (e: unknown) => void;
}

describeModel(
  {
    name: 'search machine',
    machine: searchMachine,
    input: undefined,
    events: EVENTS,
    serializeState,
    start: (inspect) => {
      const calls: Pending[] = [];
      const navigate = vi.fn<(destination: unknown, replace: unknown) => void>();
      const machine = searchMachine.provide({
        actors: {
          runSearch: fromPromise<SearchResponse, RunSearchInput>(
            ({ input, signal }) =>
              new Promise((resolve, reject) => calls.push({ input, signal, resolve, reject })),
          ),
        },
        actions: { navigate: ({ context }) => navigate(context.destination, context.replace) },
      });
      const actor = createActor(machine, { inspect });
      actor.start();
      return { actor, calls, navigate, navigationsBefore: 0 };
    },
    execute: (sut, event) => {
      sut.navigationsBefore = sut.navigate.mock.calls.length;
      const settle = SETTLE.get(event);
      const call = sut.actor.getSnapshot().value === 'loading' ? sut.calls.at(-1) : undefined;
      if (!settle) sut.actor.send(event);
      else if (settle.output) call?.resolve(settle.output);
      else call?.reject(settle.error);
    },
    invariants: {
      'the loading flag is set exactly while the search runs': ({ live }) => {
        expect(live.context.loading).toBe(live.value === 'loading');
        return true;
      },
      'a search asks for its query in its view': ({ sut, live }) => {
        if (live.value !== 'loading') return false;
        expect(sut.calls.at(-1)?.input).toEqual({
          query: live.context.query,
          bbox: live.context.bbox,
        });
        return true;
      },
      'nothing found is the address-not-found error (§8)': ({ live }) => {
        if (live.value !== 'noResult') return false;
        expect(live.context.error).toEqual(NO_RESULT_ERROR);
        return true;
      },
      'a failed search stores its error': ({ live }) => {
        if (live.value !== 'failed') return false;
        expect(live.context.error?.message).toBe('Erreur Serveur');
        return true;
      },
      'a cancelled search stores no error': ({ event, before, live }) => {
        if (SETTLE.get(event)?.error !== CANCELLED || before.value !== 'loading') return false;
        expect(live.value).toBe('idle');
        expect(live.context.error).toBeNull();
        return true;
      },
      'a listing, a POI or an address opens its page when shown, nothing else does': ({
        sut,
        event,
        before,
        live,
      }) => {
        const entered =
          NAVIGATING.has(String(live.value)) &&
          (before.value !== live.value || event.type === 'select' || event.type === 'selectPoi');
        expect(sut.navigate.mock.calls.length).toBe(sut.navigationsBefore + (entered ? 1 : 0));
        if (!entered) return false;
        expect(sut.navigate).toHaveBeenLastCalledWith(
          live.context.destination,
          live.context.replace,
        );
        return true;
      },
      'a POI picked in the results opens its sheet under the search (§2 detail variant)': ({
        event,
        live,
      }) => {
        if (event.type !== 'selectPoi') return false;
        const query = live.context.query;
        const expected =
          event.fromResults && query
            ? new RegExp(`^/plan#/recherche/${encodeURIComponent(query)}/poi/${event.poi.id}`)
            : new RegExp(`^/poi/${event.poi.id}$`);
        expect(live.context.destination).toMatch(expected);
        return true;
      },
      'an unnamed road is shown closer': ({ live }) => {
        if (live.value !== 'address' || live.context.selected?.geocode_level !== 'unnamed_road')
          return false;
        expect(live.context.view?.zoom).toBe(UNNAMED_ROAD_ZOOM);
        return true;
      },
    },
  },
  (start) => {
    it('a results or listing page already shown is not searched again (issue 10, point 2)', async () => {
      const sut = start();
      sut.actor.send({ type: 'results.entered', query: 'grenoble', bbox: null });
      expect(sut.calls).toHaveLength(1);
      sut.calls[0]?.resolve(RESPONSES.addresses);
      await flush();
      sut.actor.send({
        type: 'results.entered',
        query: 'grenoble',
        bbox: [7.4, 43.72, 7.44, 43.76],
      });
      expect(sut.calls).toHaveLength(1);
      const listing = { rubric: 'pharmacie', query: 'Pharmacie', bbox: null };
      sut.actor.send({ type: 'listing.entered', ...listing });
      expect(sut.calls).toHaveLength(2);
      sut.calls[1]?.resolve(RESPONSES.rubric);
      await flush();
      sut.actor.send({ type: 'listing.entered', ...listing });
      expect(sut.calls).toHaveLength(2);
      // Another search from the header replaces the listing.
      sut.actor.send({ type: 'results.entered', query: '18 bd des moulins', bbox: null });
      expect(sut.calls).toHaveLength(3);
      sut.actor.stop();
    });

    it('Back to a listing from one of its places frames the listing again, searching nothing', async () => {
      const sut = start();
      const listing = { rubric: 'pharmacie', query: 'Pharmacie', bbox: null };
      sut.actor.send({ type: 'listing.entered', ...listing });
      sut.calls[0]?.resolve(RESPONSES.rubric);
      await flush();
      const framed = sut.actor.getSnapshot().context.view;
      const poi = RESPONSES.rubric.pois[0]!;
      sut.actor.send({ type: 'selectPoi', poi });
      expect(sut.actor.getSnapshot().context.view?.center).toEqual(poi.coordinates);
      sut.actor.send({ type: 'listing.entered', ...listing });
      const back = sut.actor.getSnapshot();
      expect(back.value).toBe('listing');
      expect(sut.calls).toHaveLength(1);
      expect(back.context.view?.bbox).toEqual(framed?.bbox);
      expect(back.context.view?.seq).toBeGreaterThan(framed?.seq ?? 0);
      sut.actor.stop();
    });

    it('dispatches each outcome of §4 to its screen and page', async () => {
      const cases = [
        [
          RESPONSES.rubric,
          'listing',
          '/activite/pharmacie#?bbox=7.40000,43.72000,7.44000,43.76000',
        ],
        [RESPONSES.chain, 'listing', '/activite/carrefour#?bbox=7.40000,43.72000,7.44000,43.76000'],
        [RESPONSES.onePoi, 'poi', '/poi/osm-n1'],
        [RESPONSES.pois, 'poiList', null],
        [RESPONSES.oneAddress, 'address', '/plan/grenoble-38000'],
        [RESPONSES.addresses, 'addressList', null],
        [RESPONSES.nothing, 'noResult', null],
      ] as const;
      for (const [response, state, href] of cases) {
        const sut = start();
        sut.actor.send({ type: 'search', query: 'q', bbox: [7.4, 43.72, 7.44, 43.76] });
        expect(sut.actor.getSnapshot().context.loading).toBe(true);
        sut.calls.at(-1)?.resolve(response);
        await flush();
        const live = sut.actor.getSnapshot();
        expect(live.value).toBe(state);
        expect(live.context.loading).toBe(false);
        if (href) expect(sut.navigate).toHaveBeenCalledWith(href, true);
        else expect(sut.navigate).not.toHaveBeenCalled();
        sut.actor.stop();
      }
    });

    it('recentres on the bbox of the single address, and routes a town to its page', async () => {
      const sut = start();
      sut.actor.send({ type: 'search', query: 'grenoble' });
      sut.calls.at(-1)?.resolve(RESPONSES.oneAddress);
      await flush();
      expect(sut.actor.getSnapshot().context.view).toMatchObject({
        bbox: GRENOBLE.bbox,
        zoom: null,
      });
      sut.actor.send({ type: 'select', address: MOULINS });
      expect(sut.navigate).toHaveBeenLastCalledWith(
        '/plan#/boulevard-des-moulins-98000-monaco',
        false,
      );
      sut.actor.stop();
    });

    it('never shows the answer of a search a newer one cancelled', async () => {
      const sut = start();
      sut.actor.send({ type: 'search', query: 'grenob', bbox: null });
      const first = sut.calls.at(-1);
      sut.actor.send({ type: 'search', query: 'grenoble', bbox: null });
      expect(first?.signal.aborted).toBe(true);
      first?.resolve(RESPONSES.pois);
      await flush();
      expect(sut.actor.getSnapshot().value).toBe('loading');
      sut.calls.at(-1)?.resolve(RESPONSES.oneAddress);
      await flush();
      expect(sut.actor.getSnapshot().context.selected).toEqual(GRENOBLE);
      sut.actor.stop();
    });
  },
);
