/**
 * The accommodation offer after itinerary results (spec §4 accommodation redirect popup, §5
 * accommodation search, §9): with booking consent, for a trip leaving now with exactly two steps,
 * one of them the visitor's own position, the other at least 50 km away (as the crow flies) and
 * both named, the results offer the places to stay at the other end — once a week at most. The
 * offer opens the « Hôtels et hébergements » list there, its rooms searched from check-in today
 * + 7 to check-out 2 days later, in euros.
 *
 * Dates: the spec gives both « today + 7 to today + 8 » (a hotel sheet's own defaults, kept by
 * its form) and « check-out 2 days after check-in » for this search; the offer uses the latter:
 * someone driving 50 km or more to a place is offered a weekend, not one night.
 */
import { haversineMetres, type Bbox, type LngLat } from './geo';
import type { ItineraryStep } from './itinerary/steps';
import { poiListHref } from './paths/poi-paths';

/** The least distance between the two steps, m (§9 flight-distance minimum). */
export const ACCOMMODATION_MIN_METRES = 50_000;
/** The offer shows again after this long, ms (the spec's stored interval, not given: a week). */
export const ACCOMMODATION_GAP_MS = 7 * 86_400_000;
/** Check-in is this many days from today (§5). */
export const CHECK_IN_DAYS = 7;
/** Check-out is this many days after check-in (§5). */
export const STAY_NIGHTS = 2;
/** The currency of the search (§5). */
export const ACCOMMODATION_CURRENCY = 'EUR';
/** The hotel partners of the booking search (§9), configuration of the rooms' service. */
export { HOTEL_PARTNER_IDS as HOTEL_PARTNERS } from './geoentity';
/** The app listing every hotel-type rubric (hotel, chambre-d-hotes, location-gite, camping…). */
export const ACCOMMODATION_APP = 'hotels';
/** Where the browser keeps when the offer was last shown (gated storage). */
export const ACCOMMODATION_STORAGE_KEY = 'periple.accommodationOffer';
/** Half the side of the box listed around the destination, degrees (about 5 km). */
const AROUND_DEGREES = 0.05;

/** Where a trip's results stand when the offer could show. */
export interface AccommodationSituation {
  steps: readonly Pick<ItineraryStep, 'coordinates' | 'label' | 'from'>[];
  /** The trip leaves now (not a later departure or arrival). */
  departNow: boolean;
  /** The booking partner is consented to. */
  bookingAllowed: boolean;
  /** When the offer was last shown, ms since the epoch. */
  lastShown: number | null;
  /** Now, ms since the epoch. */
  now: number;
}

/** The offer: where to stay and when. */
export interface AccommodationOffer {
  /** The destination's name (the step that is not the visitor's position). */
  place: string;
  point: LngLat;
  checkIn: string;
  checkOut: string;
  currency: typeof ACCOMMODATION_CURRENCY;
}

/** YYYY-MM-DD of the day `days` after `now` (local calendar). */
export function dayAfter(now: number, days: number): string {
  const today = new Date(now);
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  const pad = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

function recentlyShown(last: number | null, now: number): boolean {
  return last !== null && now >= last && now - last < ACCOMMODATION_GAP_MS;
}

/** The offer of a situation, or null when a condition of the spec is not met. */
export function accommodationOffer(s: AccommodationSituation): AccommodationOffer | null {
  if (!s.bookingAllowed || !s.departNow || s.steps.length !== 2) return null;
  if (recentlyShown(s.lastShown, s.now)) return null;
  const [a, b] = s.steps;
  if (!a?.coordinates || !b?.coordinates || !a.label.trim() || !b.label.trim()) return null;
  const mine = a.from === 'geolocation' ? a : b.from === 'geolocation' ? b : null;
  const other = mine === a ? b : a;
  if (!mine || !other.coordinates || other.from === 'geolocation') return null;
  if (haversineMetres(a.coordinates, b.coordinates) < ACCOMMODATION_MIN_METRES) return null;
  const checkIn = dayAfter(s.now, CHECK_IN_DAYS);
  return {
    place: other.label,
    point: other.coordinates,
    checkIn,
    checkOut: dayAfter(s.now, CHECK_IN_DAYS + STAY_NIGHTS),
    currency: ACCOMMODATION_CURRENCY,
  };
}

/** The places to stay around the destination, the stay's dates in the address (§5 prefill). */
export function accommodationHref(offer: AccommodationOffer): string {
  const { lng, lat } = offer.point;
  const bbox: Bbox = [
    lng - AROUND_DEGREES,
    lat - AROUND_DEGREES,
    lng + AROUND_DEGREES,
    lat + AROUND_DEGREES,
  ];
  const list = poiListHref({ kind: 'app', id: ACCOMMODATION_APP }, { bbox });
  const stay = `checkin=${offer.checkIn}&checkout=${offer.checkOut}&currency=${offer.currency}`;
  return `${list}&${stay}`;
}

/** The stay's dates of an address's hash (`#?bbox=…&checkin=…&checkout=…`), when both are valid. */
export function stayDatesOf(hash: string): { checkIn: string; checkOut: string } | undefined {
  const params = new URLSearchParams(hash.replace(/^#/, '').replace(/^\?/, ''));
  const checkIn = params.get('checkin') ?? '';
  const checkOut = params.get('checkout') ?? '';
  const day = /^\d{4}-\d{2}-\d{2}$/;
  if (!day.test(checkIn) || !day.test(checkOut) || checkOut <= checkIn) return undefined;
  return { checkIn, checkOut };
}
