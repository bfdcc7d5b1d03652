// @vitest-environment jsdom
/**
 * The itinerary's step field as a person uses it: typing lists places (no categories), a click
 * picks one and the step keeps the chosen address; the list offers « Ma position » when focused.
 */
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ItineraryApi } from '../../services/itinerary-api';
import type { SearchApi } from '../../services/search-api';
import type { AppSystem } from '../../machines/app-system';
import { itinerarySystemOf } from '../../machines/itinerary-system';
import { FakeGeolocation } from '../../../tests/model/fake-geolocation';
import { renderAppAt } from '../../../tests/support/app-system';
import { MOULINS, SUGGESTIONS } from '../../../tests/model/search-fixtures';

vi.mock('../../map/mount-map', () => ({
  mountMap: async () => () => undefined,
  loadMapLibre: async () => ({}),
}));

const never = (): Promise<never> => new Promise(() => undefined);
let system: AppSystem | undefined;

async function openItinerary(suggest: SearchApi['suggest'], geolocation?: FakeGeolocation) {
  const searchApi = { suggest } as unknown as SearchApi;
  const itinerary = { inventory: never, transports: never } as unknown as ItineraryApi;
  ({ system } = await renderAppAt('/itineraire', {
    geolocation,
    searchApi,
    clients: { itinerary },
  }));
  return system;
}

afterEach(() => {
  cleanup();
  system?.stop();
});

describe('step field', () => {
  it('lists the places of the typed text, not categories, and a click picks one', async () => {
    const suggest = vi.fn(async () => ({ suggestions: SUGGESTIONS }));
    const app = await openItinerary(suggest);
    const input = await screen.findByTestId('step-input-0');
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: 'bd des moul' } });
    const options = await screen.findAllByTestId('suggestion', {}, { timeout: 3000 });
    const texts = options.map((o) => o.textContent ?? '');
    expect(texts.some((t) => t.includes('Boulevard des Moulins'))).toBe(true);
    // « Boulangerie » is a category: a step is a place.
    expect(texts.some((t) => t.includes('Boulangerie'))).toBe(false);
    expect(suggest).toHaveBeenCalledWith(
      expect.objectContaining({ q: 'bd des moul' }),
      expect.anything(),
    );
    const moulins = options.find((o) => (o.textContent ?? '').includes('Boulevard des Moulins'))!;
    fireEvent.click(moulins);
    const step = itinerarySystemOf(app).actor.getSnapshot().context.steps[0];
    expect(step?.label).toBe(MOULINS.label);
    expect(step?.coordinates).toEqual(MOULINS.coordinates);
    expect((input as HTMLInputElement).value).toBe(MOULINS.label);
  });

  it('offers « Ma position » on focus only when the browser can locate', async () => {
    await openItinerary(
      vi.fn(async () => ({ suggestions: [] })),
      new FakeGeolocation(),
    );
    fireEvent.focus(await screen.findByTestId('step-input-0'));
    const offered = await screen.findAllByTestId('suggestion');
    expect(offered.map((o) => o.textContent).join('|')).toMatch(/^Ma position/);
    cleanup();
    system?.stop();
    await openItinerary(vi.fn(async () => ({ suggestions: [] })));
    fireEvent.focus(await screen.findByTestId('step-input-0'));
    const none = screen.queryAllByTestId('suggestion').map((o) => o.textContent);
    expect(none.join('|')).not.toMatch(/Ma position/);
  });
});
