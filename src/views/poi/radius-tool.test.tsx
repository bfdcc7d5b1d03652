// @vitest-environment jsdom
/**
 * The radius tool's centre as a person chooses it: typing lists places, a click on one centres the
 * circle there; text typed and « Centrer » take the first place found.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PoiApi } from '../../services/poi-api';
import type { SearchApi } from '../../services/search-api';
import type { AppSystem } from '../../machines/app-system';
import { poiSystemOf } from '../../machines/poi-system';
import { renderAppAt } from '../../../tests/support/app-system';
import { MOULINS, SUGGESTIONS } from '../../../tests/model/search-fixtures';

vi.mock('../../map/mount-map', () => ({
  mountMap: async () => () => undefined,
  loadMapLibre: async () => ({}),
}));

const never = (): Promise<never> => new Promise(() => undefined);
let system: AppSystem | undefined;

async function openTool(suggest: SearchApi['suggest']) {
  const searchApi = { suggest } as unknown as SearchApi;
  const poi = { isochrone: never } as unknown as PoiApi;
  ({ system } = await renderAppAt('/outils/calcul-rayon', { searchApi, clients: { poi } }));
  return system;
}

afterEach(() => {
  cleanup();
  system?.stop();
});

describe('radius tool centre', () => {
  it('lists the places of the typed text, and a click centres the circle on one', async () => {
    const suggest = vi.fn(async () => ({ suggestions: SUGGESTIONS }));
    const app = await openTool(suggest);
    const input = await screen.findByTestId('radius-query');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'bd des moul' } });
    const options = await screen.findAllByTestId('suggestion', {}, { timeout: 3000 });
    const moulins = options.find((o) => (o.textContent ?? '').includes('Boulevard des Moulins'));
    expect(moulins).toBeDefined();
    fireEvent.click(moulins!);
    const { center, label } = poiSystemOf(app).radius.getSnapshot().context;
    expect(center).toEqual(MOULINS.coordinates);
    expect(label).toBe(MOULINS.label);
    expect((await screen.findByTestId('radius-center')).textContent).toContain(MOULINS.label);
    expect(screen.queryAllByTestId('suggestion')).toHaveLength(0);
  });

  it('« Centrer » takes the first place found for the typed text', async () => {
    const app = await openTool(vi.fn(async () => ({ suggestions: SUGGESTIONS })));
    const input = await screen.findByTestId('radius-query');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'bd des moul' } });
    fireEvent.click(screen.getByRole('button', { name: 'Centrer' }));
    await waitFor(() =>
      expect(poiSystemOf(app).radius.getSnapshot().context.center).toEqual(MOULINS.coordinates),
    );
  });

  it('says so when nothing matches the typed text', async () => {
    await openTool(vi.fn(async () => ({ suggestions: [] })));
    const input = await screen.findByTestId('radius-query');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'zzzz' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Aucun lieu ne correspond à «\u00a0zzzz\u00a0»',
    );
  });

  it('gives the area of a small circle, not « 0 km² »', async () => {
    await openTool(vi.fn(async () => ({ suggestions: [] })));
    const range = await screen.findByTestId('radius-range');
    fireEvent.change(range, { target: { value: '0.1' } });
    expect(await screen.findByText('Surface du cercle : 0,031 km²')).toBeTruthy();
    fireEvent.change(range, { target: { value: '10' } });
    expect(await screen.findByText('Surface du cercle : 314,2 km²')).toBeTruthy();
  });

  it('names a centre clicked on the map by its coordinates, not by the text searched before', async () => {
    const app = await openTool(vi.fn(async () => ({ suggestions: SUGGESTIONS })));
    const input = await screen.findByTestId<HTMLInputElement>('radius-query');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'bd des moul' } });
    fireEvent.click((await screen.findAllByTestId('suggestion', {}, { timeout: 3000 }))[0]!);
    act(() =>
      poiSystemOf(app).radius.send({ type: 'center.set', point: { lng: 7.421, lat: 43.731 } }),
    );
    await waitFor(() => expect(input.value).toBe('43,73100, 7,42100'));
  });
});
