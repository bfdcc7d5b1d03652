import { describe, expect, it } from 'vitest';
import { hotelRooms, partnersFromEnv, type RoomsRequest } from './partners';

const REQUEST: RoomsRequest = {
  poiId: 'osm-n267885777',
  name: 'Metropole',
  lng: 7.4262,
  lat: 43.7405,
  checkIn: '2026-03-02',
  checkOut: '2026-03-04',
  capacity: 2,
};

/** A stand-in for the partner's HTTP API (no partner is reachable offline). */
function partnerAnswering(status: number, body: unknown) {
  const calls: string[] = [];
  const fetchImpl = (async (url: string) => {
    calls.push(url);
    return new Response(JSON.stringify(body), { status });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

describe('partners', () => {
  it('has no partner by default; refuses unknown ones', () => {
    expect(partnersFromEnv({})).toEqual({ hotel: null });
    expect(
      partnersFromEnv({
        PERIPLE_HOTEL_PARTNER: 'accor',
        PERIPLE_HOTEL_PARTNER_URL: 'https://partner.example/api/',
      }),
    ).toEqual({ hotel: { id: 'accor', url: 'https://partner.example/api' } });
    expect(() => partnersFromEnv({ PERIPLE_HOTEL_PARTNER: 'expedia' })).toThrow();
  });

  it('answers no rooms without a partner (no invented price)', async () => {
    const answer = await hotelRooms(null, REQUEST);
    expect(answer).toMatchObject({ partner: null, status: 'no-partner', rooms: [] });
  });

  it('relays the rooms of a configured partner', async () => {
    const rooms = [{ name: 'Chambre double', price: 420, currency: 'EUR' }];
    const partner = partnerAnswering(200, { rooms });
    const answer = await hotelRooms(
      { id: 'accor', url: 'https://partner.example' },
      REQUEST,
      partner.fetchImpl,
    );
    expect(answer).toMatchObject({ partner: 'accor', status: 'ok', rooms });
    expect(partner.calls[0]).toContain('checkIn=2026-03-02');
    expect(partner.calls[0]).toContain('capacity=2');
  });

  it('marks a failing or malformed partner answer, with no rooms', async () => {
    const config = { id: 'bbhotel' as const, url: 'https://partner.example' };
    for (const [status, body] of [
      [500, {}],
      [200, { rooms: [{ name: 'x', price: -1, currency: 'EUR' }] }],
      [200, 'nonsense'],
    ] as const) {
      const answer = await hotelRooms(config, REQUEST, partnerAnswering(status, body).fetchImpl);
      expect(answer).toMatchObject({ partner: 'bbhotel', status: 'partner-error', rooms: [] });
    }
  });
});
