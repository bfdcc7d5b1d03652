/** « Maison → Travail »: one tap plans the trip between the user's two favourites (issue 13). */
import { Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { favoriteTripHash } from '../../domain/paths/favorite-trip';
import { useT } from '../app-context';
import { FavoriteIcon } from './favorite-icons';
import { useAccount } from './use-account';
import './account.css';

/** The shortcut, shown when home and work are both set. */
export function HomeToWork() {
  const t = useT();
  const { favorites } = useAccount();
  const home = useSelector(favorites, (s) => s.context.book.home);
  const work = useSelector(favorites, (s) => s.context.book.work);
  if (!home || !work) return null;
  return (
    <Link
      to="/itineraire"
      hash={favoriteTripHash(home, work)}
      className="chip favorite-choice home-to-work"
      data-testid="itinerary-home-to-work"
    >
      <FavoriteIcon type="home" />
      {t('account.favorites.homeToWork')}
      <FavoriteIcon type="work" />
    </Link>
  );
}
