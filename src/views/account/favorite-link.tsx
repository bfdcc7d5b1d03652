/**
 * « Ajouter aux favoris » of place cards and POI sheets: a link to the account overlay's add
 * step (`#/moncompte/ajout?…`), which asks to sign in first when needed. Once the place is kept,
 * « Dans vos favoris », a link to the account's list, with the name the user gave it when it is
 * not the place's (« Dans vos favoris · Chez Mamie »). Light: the account's code loads with the
 * overlay.
 */
import type { Address } from '../../domain/address';
import type { Poi } from '../../domain/search';
import { ACCOUNT_HASH, favoriteDraftHash } from '../../domain/paths/account-hash';
import { useT } from '../app-context';
import { favoriteAddressOf, keptNameBeside, type Favorite } from '../../domain/account/favorites';
import { useKeptAddress, useKeptPoi } from './use-kept-poi';

/** « Dans vos favoris »: a place kept, a link to the account's list. */
function KeptLink(props: {
  testId: string;
  className: string;
  favorite: Favorite;
  placeName: string;
}) {
  const t = useT();
  const name = keptNameBeside(props.favorite, props.placeName);
  return (
    <a
      className={`secondary-button ${props.className}`}
      href={`#${ACCOUNT_HASH}`}
      data-testid={props.testId}
      data-kept="true"
    >
      {/* One run of text (a flex item each, the two parts wrapped side by side). */}
      <span>
        {t('account.favorites.kept')}
        {name && (
          <span className="kept-name" data-testid={`${props.testId}-name`}>
            {`\u00a0·\u00a0${name}`}
          </span>
        )}
      </span>
    </a>
  );
}

/** The link for a POI. */
export function FavoriteLink(props: {
  poi: Pick<Poi, 'id' | 'name' | 'label' | 'coordinates' | 'addressLabel' | 'way'>;
  testId: string;
}) {
  const t = useT();
  const { poi } = props;
  const kept = useKeptPoi(poi.id);
  if (kept) {
    return (
      <KeptLink
        testId={props.testId}
        className="favorite-link"
        favorite={kept}
        placeName={poi.name}
      />
    );
  }
  const hash = favoriteDraftHash({
    label: poi.name,
    address: favoriteAddressOf(poi),
    lng: poi.coordinates.lng,
    lat: poi.coordinates.lat,
    poiId: poi.id,
  });
  return (
    <a className="secondary-button favorite-link" href={`#${hash}`} data-testid={props.testId}>
      {t('account.favorites.add')}
    </a>
  );
}

/**
 * The link for an address found by the search: the account keeps the address's point and its
 * label (« 2 Rue Jeanne d'Arc »), by which the card knows it kept once added.
 */
export function AddressFavoriteLink(props: {
  address: Pick<Address, 'label' | 'split_label' | 'coordinates'>;
  testId: string;
}) {
  const t = useT();
  const a = props.address;
  const kept = useKeptAddress(a.label);
  const name = a.split_label[0] || a.label;
  if (kept) {
    return (
      <KeptLink
        testId={props.testId}
        className="address-favorite"
        favorite={kept}
        placeName={name}
      />
    );
  }
  const hash = favoriteDraftHash({
    label: name,
    address: a.label,
    lng: a.coordinates.lng,
    lat: a.coordinates.lat,
    poiId: null,
  });
  return (
    <a className="secondary-button address-favorite" href={`#${hash}`} data-testid={props.testId}>
      {t('account.favorites.add')}
    </a>
  );
}
