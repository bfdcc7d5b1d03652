/**
 * Favourite places of a signed-in user (spec 001 §3 Favorite, §5 rules, §9 limits): the shape
 * read from the API, the rules every store enforces and the messages of each operation.
 * Zod-free (the SPA imports it).
 */
import { addressHref, poiHref } from '../paths/search-paths';

/** Kinds of favourite, read lower-case (sent upper-case: HOME, WORK, OTHER). */
export const FAVORITE_TYPES = ['home', 'work', 'other'] as const;
export type FavoriteType = (typeof FAVORITE_TYPES)[number];

/** At most this many favourites per user, home and work included (§9). */
export const FAVORITES_LIMIT = 52;

/** Longest label and address a favourite keeps. */
export const FAVORITE_LABEL_MAX = 200;
export const FAVORITE_ADDRESS_MAX = 300;

/** Icons of the favourites (§3): home, work, others. */
export const FAVORITE_ICONS: Readonly<Record<FavoriteType, string>> = {
  home: 'maison',
  work: 'sacoche',
  other: 'favori',
};

/** A favourite as the API answers it. */
export interface Favorite {
  uuid: string;
  type: FavoriteType;
  label: string;
  address: string;
  /** The POI the favourite was added from, when it was one. */
  poiId: string | null;
  lng: number;
  lat: number;
  /** Crit'Air class saved with the place (a low-emission-zone entry), numeric; null by default. */
  pollutionClassId: string | null;
}

/** What a user sends to add or edit a favourite (no uuid: the store gives it). */
export type FavoriteInput = Omit<Favorite, 'uuid'>;

/** The default a non-numeric pollution-class id is replaced by (§5): none. */
export const DEFAULT_POLLUTION_CLASS: string | null = null;

/** A pollution-class id kept only when numeric (§5), else the default. */
export function pollutionClassOrDefault(value: unknown): string | null {
  const text = typeof value === 'number' ? String(value) : value;
  return typeof text === 'string' && /^\d{1,2}$/.test(text) ? text : DEFAULT_POLLUTION_CLASS;
}

/** An address as two favourites are compared (§5): case and · / _ , . : ; ignored. */
export function addressKey(address: string): string {
  return address
    .toLocaleLowerCase('fr')
    .replace(/[·/_,.:;]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Why a favourite is refused by the rules of §5. */
export type FavoriteRefusal = 'duplicate' | 'limit';

/**
 * Whether a favourite may join a user's list (§5): below the limit of 52 (a home or work that
 * replaces the existing one does not count twice), and an "other" never twice at one address.
 */
export function refuseFavorite(
  existing: readonly Favorite[],
  input: Pick<Favorite, 'type' | 'address'>,
): FavoriteRefusal | undefined {
  const replaces = input.type !== 'other' && existing.some((f) => f.type === input.type);
  if (!replaces && existing.length >= FAVORITES_LIMIT) return 'limit';
  if (input.type === 'other') {
    const key = addressKey(input.address);
    if (existing.some((f) => f.type === 'other' && addressKey(f.address) === key)) {
      return 'duplicate';
    }
  }
  return undefined;
}

/** A user's favourites as the account holds them (§3): home, work and the others. */
export interface FavoriteBook {
  home: Favorite | null;
  work: Favorite | null;
  others: Favorite[];
}

/** Sorts a list of favourites into home, work and others (in the list's order). */
export function favoriteBook(list: readonly Favorite[]): FavoriteBook {
  return {
    home: list.find((f) => f.type === 'home') ?? null,
    work: list.find((f) => f.type === 'work') ?? null,
    others: list.filter((f) => f.type === 'other'),
  };
}

/**
 * Removes a favourite from a book (§4): clears home or work when the uuid is theirs, else takes
 * it out of the others.
 */
export function withoutFavorite(book: FavoriteBook, uuid: string): FavoriteBook {
  if (book.home?.uuid === uuid) return { ...book, home: null };
  if (book.work?.uuid === uuid) return { ...book, work: null };
  return { ...book, others: book.others.filter((f) => f.uuid !== uuid) };
}

/** The book's favourites in the order lists show them: home, work, then the others. */
export function favoritesInOrder(book: FavoriteBook): Favorite[] {
  return [book.home, book.work, ...book.others].filter((f): f is Favorite => f !== null);
}

/**
 * The address a place is kept under as a favourite: its address line when that names its street
 * (« Avenue Saint-Martin, 98000 Monaco »), the street put before a line of postcode and town
 * alone, else its label: without a street the postcode and town would not tell the place, its
 * name does.
 */
export function favoriteAddressOf(poi: {
  label: string;
  way?: string | null | undefined;
  addressLabel?: string | null | undefined;
}): string {
  const { way, addressLabel } = poi;
  if (!way || !addressLabel) return poi.label;
  return addressLabel.includes(way) ? addressLabel : `${way}, ${addressLabel}`;
}

/** The favourite keeping the address `label` found by the search (no POI), as any place. */
export function keptAddress(book: FavoriteBook, label: string): Favorite | undefined {
  return favoritesInOrder(book).find((f) => f.poiId === null && f.address === label);
}

/** The favourite keeping the POI `poiId` (as home, work or another place). */
export function keptPoi(book: FavoriteBook, poiId: string): Favorite | undefined {
  return favoritesInOrder(book).find((f) => f.poiId === poiId);
}

/**
 * The name a place's card adds to « Dans vos favoris »: the one the user gave the favourite, when
 * it is not the place's own (« Chez Mamie » for « Place du Casino »); else none.
 */
export function keptNameBeside(
  favorite: Pick<Favorite, 'label'>,
  placeName: string,
): string | null {
  const given = favorite.label.trim();
  if (!given) return null;
  return given.toLocaleLowerCase() === placeName.trim().toLocaleLowerCase() ? null : given;
}

/**
 * Where a favourite opens: its POI's page when it was added from one, else its address's page
 * at its point (`/plan#/{address}?point=lng,lat`): the address of a click on the map may name
 * only its street or town, which geocoded again would land elsewhere.
 */
export function favoriteHref(
  favorite: Pick<Favorite, 'poiId' | 'address' | 'lng' | 'lat'>,
): string {
  if (favorite.poiId) return poiHref(favorite.poiId);
  return addressHref({ label: favorite.address }, { lng: favorite.lng, lat: favorite.lat });
}
