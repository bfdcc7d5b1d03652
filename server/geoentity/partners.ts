/**
 * Partners of the POI service, configured by environment and absent by default: a hotel partner
 * answering room prices (the only source of prices on accommodation: none is ever invented).
 * Validated with zod. Sponsored apps (§3 vde) are in the house-ads file (server/ads/sponsored.ts).
 */
import { z } from 'zod';
import {
  HOTEL_PARTNER_IDS,
  type HotelPartnerId,
  type HotelRoomsResponse,
} from '../../src/domain/geoentity';

/** A configured hotel partner: its id and the base URL of its rooms API. */
export interface HotelPartner {
  id: HotelPartnerId;
  url: string;
}

/** What the partner settings read. */
export interface PartnerSettings {
  hotel: HotelPartner | null;
}

const envSchema = z.object({
  PERIPLE_HOTEL_PARTNER: z.enum(HOTEL_PARTNER_IDS).optional(),
  PERIPLE_HOTEL_PARTNER_URL: z.url().optional(),
});

/** Reads the partners from the environment (throws on an invalid setting). */
export function partnersFromEnv(
  env: Readonly<Record<string, string | undefined>>,
): PartnerSettings {
  const e = envSchema.parse(env);
  const hotel =
    e.PERIPLE_HOTEL_PARTNER && e.PERIPLE_HOTEL_PARTNER_URL
      ? { id: e.PERIPLE_HOTEL_PARTNER, url: e.PERIPLE_HOTEL_PARTNER_URL.replace(/\/$/, '') }
      : null;
  return { hotel };
}

/** The partner's answer: rooms with a positive price. */
const partnerAnswerSchema = z.object({
  rooms: z.array(
    z.object({
      name: z.string().min(1),
      price: z.number().positive(),
      currency: z.string().regex(/^[A-Z]{3}$/),
    }),
  ),
});

/** A rooms request for one accommodation POI. */
export interface RoomsRequest {
  poiId: string;
  name: string;
  lng: number;
  lat: number;
  checkIn: string;
  checkOut: string;
  capacity: number;
}

/**
 * The rooms of an accommodation: without a partner an empty answer saying so; with one, its
 * rooms (GET {url}/rooms?id&name&lat&lng&checkIn&checkOut&capacity, 5 s at most); a failing or
 * malformed answer is an empty list marked partner-error.
 */
export async function hotelRooms(
  partner: HotelPartner | null,
  request: RoomsRequest,
  fetchImpl: typeof fetch = fetch,
): Promise<HotelRoomsResponse> {
  const base = {
    checkIn: request.checkIn,
    checkOut: request.checkOut,
    capacity: request.capacity,
    rooms: [],
  };
  if (!partner) return { ...base, partner: null, status: 'no-partner' };
  const query = new URLSearchParams({
    id: request.poiId,
    name: request.name,
    lat: request.lat.toFixed(5),
    lng: request.lng.toFixed(5),
    checkIn: request.checkIn,
    checkOut: request.checkOut,
    capacity: String(request.capacity),
  });
  try {
    const res = await fetchImpl(`${partner.url}/rooms?${query}`, {
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) return { ...base, partner: partner.id, status: 'partner-error' };
    const answer = partnerAnswerSchema.safeParse(await res.json());
    if (!answer.success) return { ...base, partner: partner.id, status: 'partner-error' };
    return { ...base, partner: partner.id, status: 'ok', rooms: answer.data.rooms };
  } catch {
    return { ...base, partner: partner.id, status: 'partner-error' };
  }
}
