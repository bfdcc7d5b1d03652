/** Icons of the favourites (spec 001 §3: maison, sacoche, favori). */
import type { FavoriteType } from '../../domain/account/favorites';

const PATHS: Readonly<Record<FavoriteType, string>> = {
  // maison
  home: 'M12 3 2 11h3v9h5v-6h4v6h5v-9h3z',
  // sacoche
  work: 'M9 4h6a2 2 0 0 1 2 2v1h3a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4a2 2 0 0 1-2-2V9a2 2 0 0 1 2-2h3V6a2 2 0 0 1 2-2zm0 3h6V6H9z',
  // favori
  other: 'm12 2 3 6.6 7 .8-5.2 4.8 1.4 7L12 17.7 5.8 21.2l1.4-7L2 9.4l7-.8z',
};

/** The icon of a kind of favourite. */
export function FavoriteIcon(props: { type: FavoriteType }) {
  return (
    <svg
      className={`favorite-icon favorite-icon--${props.type}`}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
    >
      <path d={PATHS[props.type]} fill="currentColor" />
    </svg>
  );
}
