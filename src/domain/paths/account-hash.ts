/**
 * The account overlay's fragment (spec 001 §2: `/#/moncompte`, no page of its own): its home,
 * the « Ajouter aux favoris » step with the place to add (`#/moncompte/ajout?…`, so that any
 * page, and the map's popup, opens it with a plain link), and the password-reset link of the
 * e-mail (`#/moncompte/reinitialisation/{token}`). Coordinates are written with 5 decimals (§5).
 */
import type { FavoriteInput } from '../account/favorites';
import { overlayRouteOf } from './route-flags';

/** The fragment of the account overlay's home. */
export const ACCOUNT_HASH = '/moncompte';

/** True for the account overlay's fragment (with or without '#'): a USER_ACCOUNT route. */
export function isAccountHash(hash: string): boolean {
  return overlayRouteOf(hash)?.name.startsWith('USER_ACCOUNT') === true;
}

/** A place offered as a favourite. */
export type FavoriteDraft = Pick<FavoriteInput, 'label' | 'address' | 'lng' | 'lat' | 'poiId'>;

/** What the fragment shows. */
export type AccountView =
  { screen: 'home' } | { screen: 'add'; draft: FavoriteDraft } | { screen: 'reset'; token: string };

/** The fragment (without '#') that offers `draft` as a favourite. */
export function favoriteDraftHash(draft: FavoriteDraft): string {
  const params = new URLSearchParams({
    label: draft.label,
    address: draft.address,
    lng: draft.lng.toFixed(5),
    lat: draft.lat.toFixed(5),
  });
  if (draft.poiId) params.set('poi', draft.poiId);
  return `${ACCOUNT_HASH}/ajout?${params.toString()}`;
}

function draftOf(query: string): FavoriteDraft | undefined {
  const params = new URLSearchParams(query);
  const lng = Number(params.get('lng'));
  const lat = Number(params.get('lat'));
  const label = params.get('label')?.trim() ?? '';
  const address = params.get('address')?.trim() || label;
  if (!label || !params.get('lng') || !params.get('lat')) return undefined;
  if (!(Math.abs(lng) <= 180 && Math.abs(lat) <= 90)) return undefined;
  return { label, address, lng, lat, poiId: params.get('poi') || null };
}

/** The account view of a location fragment ('#/moncompte…'), undefined for any other. */
export function parseAccountHash(hash: string): AccountView | undefined {
  if (!isAccountHash(hash)) return undefined;
  const fragment = hash.replace(/^#/, '');
  const rest = fragment.slice(ACCOUNT_HASH.length);
  const reset = /^\/reinitialisation\/([A-Za-z0-9_-]{20,128})$/.exec(rest);
  if (reset?.[1]) return { screen: 'reset', token: reset[1] };
  if (rest.startsWith('/ajout?')) {
    const draft = draftOf(rest.slice('/ajout?'.length));
    if (draft) return { screen: 'add', draft };
  }
  return { screen: 'home' };
}

/**
 * Apps whose lists never offer « Ajouter aux favoris » (spec 001 §5): shared bikes, scooters and
 * e-scooters for rent (a vehicle parked somewhere, not a place to return to).
 */
export const NO_FAVORITE_APPS: ReadonlySet<string> = new Set([
  'velos-libre-service',
  'scooters-libre-service',
  'trottinettes-libre-service',
]);

/** Whether a POI list of this source offers its places as favourites. */
export function offersFavorites(source: { kind: string; id: string } | null): boolean {
  return !(source?.kind === 'app' && NO_FAVORITE_APPS.has(source.id));
}
