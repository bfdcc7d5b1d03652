/** Entering a place page from its URL: what the search left on the map goes, unless it is this page's. */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { SearchResponse } from '../domain/search';
import { addressDestination } from '../domain/paths/search-paths';
import { GRENOBLE, RESPONSES } from '../../tests/model/search-fixtures';
import { enterPlacePage } from './place-page-entry';
import { placePageMachine, type PlaceFound, type PlaceRequest } from './place-page-machine';
import { searchMachine, type RunSearchInput } from './search-machine';

/** The search and place page actors, the search's answer given by the test. */
function actors() {
  const answers: ((r: SearchResponse) => void)[] = [];
  const search = createActor(
    searchMachine.provide({
      actors: {
        runSearch: fromPromise<SearchResponse, RunSearchInput>(
          () => new Promise((resolve) => answers.push(resolve)),
        ),
      },
      actions: { navigate: () => undefined },
    }),
  ).start();
  const placePage = createActor(
    placePageMachine.provide({
      actors: {
        loadPlace: fromPromise<PlaceFound, PlaceRequest>(() => new Promise(() => undefined)),
      },
    }),
  ).start();
  return { search, placePage, answer: (r: SearchResponse) => answers.at(-1)?.(r) };
}

const ROUEN = {
  page: 'town:76000-rouen',
  here: '/plan/76000-rouen',
  request: { kind: 'address' as const, text: 'rouen', subtypes: 'town' },
};

const settled = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

describe('enterPlacePage', () => {
  it('lets a list searched after the page go when Back shows the page again', async () => {
    const a = actors();
    a.search.send({ type: 'search', query: 'café' });
    a.answer(RESPONSES.pois);
    await settled();
    expect(a.search.getSnapshot().matches('poiList')).toBe(true);
    enterPlacePage(a, ROUEN);
    expect(a.search.getSnapshot().matches('idle')).toBe(true);
    expect(a.placePage.getSnapshot().context.page).toBe(ROUEN.page);
  });

  it('keeps the search that chose this page, and shows its address at once', async () => {
    const a = actors();
    a.search.send({ type: 'search', query: 'grenoble' });
    a.answer(RESPONSES.oneAddress);
    await settled();
    const here = addressDestination(GRENOBLE);
    enterPlacePage(a, { ...ROUEN, page: 'town:grenoble', here });
    expect(a.search.getSnapshot().matches('address')).toBe(true);
    expect(a.placePage.getSnapshot().context.address).toEqual(GRENOBLE);
  });

  it('leaves a search still loading alone (typed on the page, about to leave it)', () => {
    const a = actors();
    a.search.send({ type: 'search', query: 'boulangerie rouen' });
    enterPlacePage(a, ROUEN);
    expect(a.search.getSnapshot().matches('loading')).toBe(true);
  });
});
