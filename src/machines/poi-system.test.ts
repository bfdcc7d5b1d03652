import { describe, expect, it, vi } from 'vitest';
import { CONFIG, FUEL_LIST, SHOP, STATION } from '../../tests/model/poi-fixtures';
import { testAppOptions } from '../../tests/support/app-system';
import type { PoiApi } from '../services/poi-api';
import { createAppSystem } from './app-system';
import { poiSystemOf } from './poi-system';

function system(list: PoiApi['list']) {
  const poi = { configuration: async () => CONFIG, list } as unknown as PoiApi;
  const app = createAppSystem(testAppOptions({ clients: { poi } }));
  return { app, ps: poiSystemOf(app) };
}

const marked = (ps: ReturnType<typeof poiSystemOf>) => ps.highlight.getSnapshot().context;

describe('the mark of the place the mouse rests on', () => {
  it('goes when the list shown changes, or answers without the place', async () => {
    const list = vi.fn<PoiApi['list']>(async () => FUEL_LIST);
    const { app, ps } = system(list);
    app.screen.send({ type: 'poi.shown', display: 'list' });
    ps.list.send({
      type: 'open',
      source: { kind: 'app', id: 'carburants' },
      bbox: null,
      fit: false,
    });
    await vi.waitFor(() => expect(ps.list.getSnapshot().context.pois).toHaveLength(1));
    ps.highlight.send({ type: 'hover.enter', id: STATION.id });
    expect(marked(ps).pendingId).toBe(STATION.id);
    // Another answer (a filter, a new box) without that station: nothing marked, none to come.
    list.mockResolvedValueOnce({ ...FUEL_LIST, pois: [SHOP] });
    ps.list.send({ type: 'filter.choose', parameter: 'open', value: '1' });
    await vi.waitFor(() => expect(ps.list.getSnapshot().context.pois[0]?.id).toBe(SHOP.id));
    expect(marked(ps)).toEqual({ highlightedId: null, pendingId: null });
    // The list leaving the map clears a mark too.
    ps.highlight.send({ type: 'hover.enter', id: SHOP.id });
    app.screen.send({ type: 'poi.shown', display: 'route' });
    expect(marked(ps)).toEqual({ highlightedId: null, pendingId: null });
    app.stop();
  });
});
