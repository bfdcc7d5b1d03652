/**
 * The operator's links of a route (§3 cta_links, more_trips_links): the ticket page as the call
 * to action and the operator's site for more trips, each opened in a new tab. The labels come
 * with the route, in the request's language; a route without them shows nothing.
 */
import type { ItineraryRoute } from '../../domain/itinerary/types';
import { useDesktop } from '../poi/use-poi';

/** The links, for the device class of the page. */
export function OperatorLinks(props: { route: ItineraryRoute }) {
  const desktop = useDesktop();
  const { route } = props;
  const { more_trips_links: more, more_trips_label: moreLabel } = route.provider;
  const cta = route.cta_links;
  if (!(more && moreLabel) && !(cta && route.cta_label)) return null;
  const device = desktop ? 'desktop' : 'mobile';
  return (
    <p className="operator-links" data-testid="operator-links">
      {cta && route.cta_label && (
        <a
          className="primary-button"
          href={cta[device]}
          target="_blank"
          rel="noopener noreferrer external"
          data-testid="operator-cta"
        >
          {route.cta_label}
        </a>
      )}
      {more && moreLabel && (
        <a href={more[device]} target="_blank" rel="noopener noreferrer external">
          {moreLabel}
        </a>
      )}
    </p>
  );
}
