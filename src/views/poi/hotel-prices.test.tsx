// @vitest-environment jsdom
/**
 * The room prices of an accommodation sheet as a person uses them: the dates of next week by
 * default, « Voir les prix », then the partner's rooms or why there are none; a failure is said;
 * without booking consent, no form.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, afterEach, describe, expect, it, vi } from 'vitest';
import { loadScreenMessages } from '../../i18n/translate';
import type { HotelRoomsResponse } from '../../domain/geoentity';
import { acceptAll, refuseAll, type Consent } from '../../domain/consent/consent';
import { createAppSystem, type AppSystem } from '../../machines/app-system';
import { accommodationOf } from '../../machines/accommodation-system';
import { toApiError } from '../../services/api-errors';
import type { PoiApi } from '../../services/poi-api';
import { AppSystemProvider } from '../app-context';
import { dayFromToday, HotelPrices } from './hotel-prices';
import { testAppOptions } from '../../../tests/support/app-system';

vi.mock('../../map/mount-map', () => ({
  mountMap: async () => () => undefined,
  loadMapLibre: async () => ({}),
}));

let system: AppSystem | undefined;

function renderPrices(hotelRooms: PoiApi['hotelRooms'], consent: Consent = acceptAll(Date.now())) {
  const poi = {
    hotelRooms,
    configuration: () => new Promise<never>(() => undefined),
  } as unknown as PoiApi;
  system = createAppSystem(
    testAppOptions({
      clients: { poi },
      consent: { stored: consent, persist: vi.fn(), apply: vi.fn() },
    }),
  );
  render(
    <AppSystemProvider system={system}>
      <HotelPrices poiId="osm-n-42" />
    </AppSystemProvider>,
  );
}

afterEach(() => {
  cleanup();
  system?.stop();
});

const ROOMS: HotelRoomsResponse = {
  partner: 'accor',
  status: 'ok',
  checkIn: dayFromToday(7),
  checkOut: dayFromToday(8),
  capacity: 2,
  rooms: [{ name: 'Chambre double', price: 189, currency: 'EUR' }],
};

describe('hotel prices', () => {
  // The POI screens' words come with the other screens' (as their lazy routes load them).
  beforeAll(() => loadScreenMessages());

  it('without booking consent, sends no dates and offers the choices instead', () => {
    const hotelRooms = vi.fn(async () => ROOMS);
    renderPrices(hotelRooms, refuseAll(Date.now()));
    expect(screen.queryByTestId('hotel-search')).toBeNull();
    expect(screen.getByTestId('hotel-booking-consent').textContent).toContain(
      'Réservation d’hébergement',
    );
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Gérer mes choix de cookies' }));
    });
    expect(system?.consent.getSnapshot().matches('asking')).toBe(true);
    expect(hotelRooms).not.toHaveBeenCalled();
  });

  it('asks for next week for two by default and lists the rooms with their price', async () => {
    const hotelRooms = vi.fn(async () => ROOMS);
    renderPrices(hotelRooms);
    await act(async () => {
      fireEvent.click(screen.getByTestId('hotel-search'));
    });
    expect(hotelRooms).toHaveBeenCalledWith(
      { id: 'osm-n-42', checkIn: dayFromToday(7), checkOut: dayFromToday(8), capacity: 2 },
      expect.any(AbortSignal),
    );
    expect(await screen.findByText('Chambre double')).toBeTruthy();
    expect(screen.getByText(/189,00\s€/)).toBeTruthy();
  });

  it('takes the stay of an accommodation offer from the address (§5 prefill)', async () => {
    window.location.hash =
      '#?bbox=4.78,45.71,4.88,45.81&checkin=2026-12-04&checkout=2026-12-06&currency=EUR';
    try {
      const hotelRooms = vi.fn(async () => ROOMS);
      renderPrices(hotelRooms);
      await act(async () => {
        fireEvent.click(screen.getByTestId('hotel-search'));
      });
      expect(hotelRooms).toHaveBeenCalledWith(
        { id: 'osm-n-42', checkIn: '2026-12-04', checkOut: '2026-12-06', capacity: 2 },
        expect.any(AbortSignal),
      );
    } finally {
      window.location.hash = '';
    }
  });

  it('takes the stay of an offer accepted in this visit', async () => {
    const hotelRooms = vi.fn(async () => ROOMS);
    const now = new Date(2026, 10, 27, 9, 0).getTime();
    system = createAppSystem(
      testAppOptions({
        clients: {
          poi: {
            hotelRooms,
            configuration: () => new Promise<never>(() => undefined),
          } as unknown as PoiApi,
        },
        consent: { stored: acceptAll(Date.now()), persist: vi.fn(), apply: vi.fn() },
      }),
    );
    const offers = accommodationOf(system);
    offers.send({
      type: 'results.shown',
      situation: {
        steps: [
          { coordinates: { lng: 7.42, lat: 43.73 }, label: 'Ma position', from: 'geolocation' },
          { coordinates: { lng: 4.835, lat: 45.764 }, label: 'Lyon', from: 'search' },
        ],
        departNow: true,
        bookingAllowed: true,
        lastShown: null,
        now,
      },
    });
    offers.send({ type: 'accept' });
    render(
      <AppSystemProvider system={system}>
        <HotelPrices poiId="osm-n-42" />
      </AppSystemProvider>,
    );
    await act(async () => {
      fireEvent.click(screen.getByTestId('hotel-search'));
    });
    expect(hotelRooms).toHaveBeenCalledWith(
      { id: 'osm-n-42', checkIn: '2026-12-04', checkOut: '2026-12-06', capacity: 2 },
      expect.any(AbortSignal),
    );
  });

  it('says why there is no price, and says a failure', async () => {
    const hotelRooms = vi
      .fn<PoiApi['hotelRooms']>()
      .mockResolvedValueOnce({ ...ROOMS, partner: null, status: 'no-partner', rooms: [] })
      .mockRejectedValueOnce(toApiError({ status: 503 }));
    renderPrices(hotelRooms);
    await act(async () => {
      fireEvent.click(screen.getByTestId('hotel-search'));
    });
    expect(await screen.findByTestId('hotel-no-partner')).toBeTruthy();
    await act(async () => {
      fireEvent.click(screen.getByTestId('hotel-search'));
    });
    expect((await screen.findByRole('alert')).textContent).toBe('Erreur Serveur');
  });
});
