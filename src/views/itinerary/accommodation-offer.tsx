/**
 * The accommodation offer of the results (spec §4 accommodation redirect popup): told of every
 * computation shown, the offer actor decides; its card, in the results and never over the map,
 * opens the places to stay at the other end with the stay's dates, or goes away.
 */
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { accommodationHref } from '../../domain/accommodation';
import { accommodationOf, resultsShown } from '../../machines/accommodation-system';
import { useAppSystem, useLocale, useT } from '../app-context';
import { useItinerary, useItineraryState } from './use-itinerary';

/** « jeu. 4 déc. »: a stay's day in the visitor's language. */
function stayDay(day: string, locale: string): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  const date = new Date(y, m - 1, d);
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  }).format(date);
}

/** The card, while an offer stands. */
export function AccommodationOffer() {
  const app = useAppSystem();
  const it = useItinerary();
  const t = useT();
  const locale = useLocale();
  const navigate = useNavigate();
  const actor = accommodationOf(app);
  const computed = useItineraryState((s) => s.context.computedCount);
  useEffect(() => {
    resultsShown(app, it.actor.getSnapshot().context);
  }, [app, it, computed]);
  const offer = useSelector(actor, (s) => s.context.offer);
  if (!offer) return null;
  const accept = (): void => {
    actor.send({ type: 'accept' });
    void navigate({ href: accommodationHref(offer) });
  };
  return (
    <aside
      className="accommodation-offer"
      data-testid="accommodation-offer"
      aria-labelledby="accommodation-title"
    >
      <h3 id="accommodation-title">{t('itinerary.stay.title', { place: offer.place })}</h3>
      <p>
        {t('itinerary.stay.text', {
          place: offer.place,
          from: stayDay(offer.checkIn, locale),
          to: stayDay(offer.checkOut, locale),
        })}
      </p>
      <div className="accommodation-actions">
        <button type="button" className="primary-button" onClick={accept}>
          {t('itinerary.stay.accept')}
        </button>
        <button
          type="button"
          className="text-button"
          onClick={() => actor.send({ type: 'dismiss' })}
        >
          {t('itinerary.stay.dismiss')}
        </button>
      </div>
    </aside>
  );
}
