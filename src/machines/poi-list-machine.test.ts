import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { BboxTuple } from '../domain/address';
import type { ApplicationsResponse, FilterDefinition } from '../domain/geoentity';
import { chosenFilters, listStatus, poiListMachine } from './poi-list-machine';
import { FUEL_LIST, STARS_FILTER } from '../../tests/model/poi-fixtures';

const STARS: FilterDefinition = { ...STARS_FILTER, value: '2' };
const FUEL: FilterDefinition = {
  ...STARS,
  id: 'carburant',
  parameter: 'currentFuel',
  value: 'E10',
};

describe('chosenFilters', () => {
  it('shows each filter at the value chosen last, before its answer comes', () => {
    // « + » tapped at 2 then at 3: the answer to 3 is on its way, the next tap reads 3.
    expect(chosenFilters({ filters: [STARS], chosen: { stars: '3' } })[0]?.value).toBe('3');
    expect(chosenFilters({ filters: [STARS], chosen: {} })[0]?.value).toBe('');
  });

  it("keeps the fuel's own value (the fuel is not among the chosen filters)", () => {
    expect(chosenFilters({ filters: [FUEL], chosen: {} })[0]?.value).toBe('E10');
  });
});

describe('chosenFilters with a value typed in a URL', () => {
  it('shows the answer’s own value where the filter cannot take the chosen one', () => {
    expect(chosenFilters({ filters: [STARS], chosen: { stars: 'abc' } })[0]?.value).toBe('2');
    expect(chosenFilters({ filters: [STARS], chosen: { stars: '9' } })[0]?.value).toBe('2');
  });
});

describe('the view after a list answers', () => {
  it('stays where the hand left it: the box answered back is the one asked, rounded', async () => {
    const asked: BboxTuple = [7.396998123, 43.72119876, 7.482968765, 43.757104321];
    const r = (v: number): number => Number(v.toFixed(5));
    const echoed: BboxTuple = [r(asked[0]), r(asked[1]), r(asked[2]), r(asked[3])];
    const answer: ApplicationsResponse = { ...FUEL_LIST, viewport: echoed };
    const machine = poiListMachine.provide({
      actors: { fetchList: fromPromise(async () => answer) },
    });
    const actor = createActor(machine, { input: { device: 'desktop', locale: 'fr-FR' } }).start();
    actor.send({
      type: 'open',
      source: { kind: 'app', id: 'carburants' },
      bbox: asked,
      fit: false,
    });
    await waitFor(actor, (s) => listStatus(s) === 'loaded');
    // No view asked of the map: it does not fit the list again (it zoomed out after each drag).
    expect(actor.getSnapshot().context.view).toBeNull();
    actor.stop();
  });
});
