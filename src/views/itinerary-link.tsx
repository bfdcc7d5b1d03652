/** The « Itinéraire » entry of the header: opens the itinerary page (its code loads on demand). */
import { Link } from '@tanstack/react-router';
import { useT } from './app-context';

/** The link. */
export function ItineraryLink() {
  const t = useT();
  return (
    <Link
      to="/itineraire"
      className="header-link"
      data-testid="itinerary-link"
      aria-label={t('itinerary.link')}
    >
      <svg
        className="icon"
        viewBox="0 0 24 24"
        width="20"
        height="20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
      >
        <circle cx="6" cy="18" r="2.5" />
        <circle cx="18" cy="6" r="2.5" />
        <path d="M8.5 18H15a3 3 0 0 0 0-6H9a3 3 0 0 1 0-6h6.5" />
      </svg>
      <span className="header-link-text">{t('itinerary.link')}</span>
    </Link>
  );
}
