/** A route of the results list: time, length, price (tolls as an estimate) and CO2. */
import { formatLength, formatPricePerLitre, slashDate } from '../../domain/itinerary/format';
import { labelLanguage } from '../../domain/itinerary/providers';
import type { ModeOptions } from '../../domain/itinerary/options';
import type { ItineraryRoute } from '../../domain/itinerary/types';
import { useLocale, useT } from '../app-context';
import { ModeIcon } from './itinerary-icons';
import { TransitSummary } from './transit-summary';
import { ZfeNotices } from './zfe-notices';

/** Props of a card. */
export interface RouteCardProps {
  route: ItineraryRoute;
  selected: boolean;
  onSelect: () => void;
  /** Gives the vehicle's Crit'Air vignette when a zone on the way asks for it. */
  onVignette?: ((critAir: ModeOptions['critAir']) => void) | undefined;
  /** The zone notices an earlier card says in full. */
  saidAbove?: ReadonlySet<string> | undefined;
}

/** « carburant à 1,229 €/L, prix du 25/08/2020 »: the price a fuel cost was computed with. */
function FuelPriceNote(props: { route: ItineraryRoute }) {
  const t = useT();
  const lang = labelLanguage(useLocale());
  const d = props.route.prices.details;
  if (!d?.priceDate) return null;
  return (
    <span className="route-fuel-price" data-testid="route-fuel-price">
      {t('itinerary.results.fuelPrice', {
        price: formatPricePerLitre(d.pricePerLitre, lang),
        date: slashDate(d.priceDate),
      })}
    </span>
  );
}

/**
 * The steps the route starts, passes or ends far from (the map's roads stop short of them):
 * « Départ à 480 m de la route la plus proche : le trajet part de là. » On the card and atop
 * the roadbook.
 */
export function Approaches(props: { route: ItineraryRoute }) {
  const t = useT();
  const lang = labelLanguage(useLocale());
  const { approaches, legs } = props.route;
  if (!approaches?.length) return null;
  const last = legs.length;
  return (
    <ul className="route-approaches" data-testid="route-approaches">
      {approaches.map(({ step, metres }) => {
        const distance = formatLength(metres, lang);
        const key =
          step === 0
            ? 'itinerary.results.approach.from'
            : step === last
              ? 'itinerary.results.approach.to'
              : 'itinerary.results.approach.stop';
        return <li key={step}>{t(key, { distance, n: String(step) })}</li>;
      })}
    </ul>
  );
}

/** The card. */
export function RouteCard(props: RouteCardProps) {
  const t = useT();
  const { route } = props;
  return (
    <li data-route-id={route.routeId}>
      <button
        type="button"
        className="route-card"
        data-testid={`route-${route.routeId}`}
        aria-pressed={props.selected}
        style={{ borderLeftColor: route.colors.primary }}
        onClick={props.onSelect}
      >
        <span className="route-icon" style={{ color: route.colors.primary }}>
          <ModeIcon mode={route.mode} size={24} />
        </span>
        <span className="route-main">
          <span className="route-provider">{route.provider.label}</span>
          <span className="route-info">{route.main_information}</span>
        </span>
        {route.timetable && <TransitSummary route={route} />}
        <span className="route-figures">
          <strong className="route-time">{route.time.label}</strong>
          <span>{route.length.label}</span>
        </span>
        <span className="route-costs">
          <span title={t('itinerary.results.price')}>{route.prices.main.label}</span>
          <span title={t('itinerary.results.co2')}>{route.co2_emissions.label}</span>
          {route.prices.toll && (
            <span className="route-toll">
              {t('itinerary.results.toll', { price: route.prices.toll.label })}
            </span>
          )}
          <FuelPriceNote route={route} />
        </span>
      </button>
      <Approaches route={route} />
      {route.zfe && (
        <ZfeNotices zfe={route.zfe} onVignette={props.onVignette} saidAbove={props.saidAbove} />
      )}
    </li>
  );
}

/** A card of a provider without routes: a placeholder to compute, an error or unavailability. */
export function ProviderNote(props: {
  label: string;
  message: string;
  color: string;
  testId: string;
  onClick?: (() => void) | undefined;
  /** A button under the message (the nearest day with a timetable). */
  action?: { label: string; onClick: () => void } | undefined;
}) {
  const frame = {
    className: 'route-card route-card--note',
    style: { borderLeftColor: props.color },
    'data-testid': props.testId,
  };
  const content = (
    <span className="route-main">
      <span className="route-provider">{props.label}</span>
      <span className="route-info">{props.message}</span>
    </span>
  );
  if (props.onClick && !props.action) {
    return (
      <li>
        <button type="button" {...frame} onClick={props.onClick}>
          {content}
        </button>
      </li>
    );
  }
  return (
    <li>
      <div {...frame}>
        {content}
        {props.action && (
          <button
            type="button"
            className="secondary-button route-note-action"
            onClick={props.action.onClick}
          >
            {props.action.label}
          </button>
        )}
      </div>
    </li>
  );
}
