/** §4, §5, §9: when the accommodation offer shows, where it leads and with which dates. */
import { describe, expect, it } from 'vitest';
import {
  ACCOMMODATION_GAP_MS,
  accommodationHref,
  accommodationOffer,
  stayDatesOf,
  type AccommodationSituation,
} from './accommodation';

const NOW = new Date(2026, 10, 27, 9, 0).getTime();
const HERE = {
  coordinates: { lng: 7.42, lat: 43.73 },
  label: 'Ma position',
  from: 'geolocation' as const,
};
const NICE = { coordinates: { lng: 7.26, lat: 43.7 }, label: 'Nice', from: 'search' as const };
const LYON = { coordinates: { lng: 4.835, lat: 45.764 }, label: 'Lyon', from: 'search' as const };

const situation = (over: Partial<AccommodationSituation> = {}): AccommodationSituation => ({
  steps: [HERE, LYON],
  departNow: true,
  bookingAllowed: true,
  lastShown: null,
  now: NOW,
  ...over,
});

describe('accommodationOffer', () => {
  it('offers a stay at the far end of a trip from my position, leaving now', () => {
    expect(accommodationOffer(situation())).toEqual({
      place: 'Lyon',
      point: LYON.coordinates,
      checkIn: '2026-12-04',
      checkOut: '2026-12-06',
      currency: 'EUR',
    });
    // My position may be the arrival too: the stay is at the departure then.
    expect(accommodationOffer(situation({ steps: [LYON, HERE] }))?.place).toBe('Lyon');
  });

  it('needs booking consent, a departure now, exactly two steps and my position', () => {
    expect(accommodationOffer(situation({ bookingAllowed: false }))).toBeNull();
    expect(accommodationOffer(situation({ departNow: false }))).toBeNull();
    expect(accommodationOffer(situation({ steps: [HERE, NICE, LYON] }))).toBeNull();
    expect(accommodationOffer(situation({ steps: [NICE, LYON] }))).toBeNull();
  });

  it('needs 50 km as the crow flies and two named steps', () => {
    // Monaco to Nice: about 13 km.
    expect(accommodationOffer(situation({ steps: [HERE, NICE] }))).toBeNull();
    expect(accommodationOffer(situation({ steps: [HERE, { ...LYON, label: ' ' }] }))).toBeNull();
  });

  it('shows once a week at most', () => {
    expect(accommodationOffer(situation({ lastShown: NOW - 3 * 86_400_000 }))).toBeNull();
    expect(accommodationOffer(situation({ lastShown: NOW - ACCOMMODATION_GAP_MS }))).not.toBeNull();
  });
});

describe('accommodationHref and stayDatesOf', () => {
  it('lists the places to stay around the destination with the stay in the address', () => {
    const offer = accommodationOffer(situation());
    if (!offer) throw new Error('no offer');
    const href = accommodationHref(offer);
    expect(href).toMatch(
      /^\/app\/hotels#\?bbox=4\.78500,45\.71400,4\.88500,45\.81400&checkin=2026-12-04&checkout=2026-12-06&currency=EUR$/,
    );
    expect(stayDatesOf(href.split('#')[1] ?? '')).toEqual({
      checkIn: '2026-12-04',
      checkOut: '2026-12-06',
    });
  });

  it('reads no dates from an address without a valid stay', () => {
    expect(stayDatesOf('#?bbox=1,2,3,4')).toBeUndefined();
    expect(stayDatesOf('#?checkin=2026-12-06&checkout=2026-12-04')).toBeUndefined();
    expect(stayDatesOf('#?checkin=demain&checkout=2026-12-04')).toBeUndefined();
  });
});
