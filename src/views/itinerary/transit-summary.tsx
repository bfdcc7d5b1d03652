/**
 * The public-transport (and other timed multimodal) parts of a route card: departure and
 * arrival times, changes, walking time, and the legs as a strip of line badges (the line's
 * colours) and walks.
 */
import './transit.css';
import type { RoadMode } from '../../domain/itinerary/modes';
import type { LegMode } from '../../domain/itinerary/multimodal-types';
import type { ItineraryRoute, RouteLeg } from '../../domain/itinerary/types';
import type { TransitLine, TransitVehicle } from '../../domain/transit/journey';
import type { MessageKey } from '../../i18n/translate';
import { useT } from '../app-context';
import { ModeIcon } from './itinerary-icons';

const VEHICLES: readonly string[] = ['bus', 'tram', 'metro', 'rail', 'ferry', 'cable', 'funicular'];

/** True for a leg aboard a public-transport vehicle. */
export function isVehicleLeg(mode: LegMode | undefined): mode is TransitVehicle {
  return mode !== undefined && VEHICLES.includes(mode);
}

/** The message key naming a leg's way of travel. */
export function legModeKey(mode: LegMode | undefined): MessageKey {
  if (isVehicleLeg(mode)) return `transit.vehicle.${mode}`;
  if (mode === 'bike' || mode === 'scooter' || mode === 'taxi') return `transit.ride.${mode}`;
  return 'transit.walk';
}

/** The mode icon of a leg. */
export function legIcon(mode: LegMode | undefined): RoadMode {
  if (mode === 'bike' || mode === 'scooter' || mode === 'taxi') return mode;
  return isVehicleLeg(mode) ? 'public_transport' : 'pedestrian';
}

/** A line badge in the line's colours (« 6 », « X3 »). */
export function LineBadge(props: { line: TransitLine; vehicle: TransitVehicle }) {
  const t = useT();
  return (
    <span
      className="line-badge"
      style={{ background: props.line.colour, color: props.line.textColour }}
      aria-label={`${t(`transit.vehicle.${props.vehicle}`)} ${props.line.ref}`}
      data-testid="line-badge"
    >
      {props.line.ref}
    </span>
  );
}

function LegChip(props: { leg: RouteLeg }) {
  const t = useT();
  const { leg } = props;
  if (isVehicleLeg(leg.mode) && leg.line) return <LineBadge line={leg.line} vehicle={leg.mode} />;
  return (
    <span className="leg-chip" aria-label={`${t(legModeKey(leg.mode))} ${leg.time.label}`}>
      <ModeIcon mode={legIcon(leg.mode)} size={16} />
      <small>{Math.max(1, Math.round(leg.time.value / 60))}</small>
    </span>
  );
}

/** The legs of a route as a strip: walks with their minutes, vehicles as line badges. */
export function LegStrip(props: { legs: readonly RouteLeg[] }) {
  const t = useT();
  return (
    <span className="leg-strip" role="list" aria-label={t('transit.legs')} data-testid="leg-strip">
      {props.legs.map((leg, i) => (
        <span key={i} role="listitem" className="leg-strip-item">
          {i > 0 && (
            <span className="leg-sep" aria-hidden="true">
              ›
            </span>
          )}
          <LegChip leg={leg} />
        </span>
      ))}
    </span>
  );
}

/**
 * True when the leg strip says something the card does not: a vehicle aboard, or ways of travel
 * mixed (a taxi ride alone is the card's own mode, and its minutes the card's time).
 */
export function showsLegStrip(legs: readonly RouteLeg[]): boolean {
  if (legs.some((l) => isVehicleLeg(l.mode))) return true;
  return new Set(legs.map((l) => l.mode ?? 'walk')).size > 1;
}

/** Times, changes and walking of a timed route, with its leg strip when it tells something. */
export function TransitSummary(props: { route: ItineraryRoute }) {
  const t = useT();
  const tt = props.route.timetable;
  if (!tt) return null;
  const transfers =
    tt.transfers === 0
      ? t('transit.direct')
      : tt.transfers === 1
        ? t('transit.transfers.one')
        : t('transit.transfers.many', { n: tt.transfers });
  const vehicles = props.route.legs.some((l) => isVehicleLeg(l.mode));
  return (
    <span className="transit-summary" data-testid="transit-summary">
      <span className="transit-times">
        <strong>
          {t('transit.times', { departure: tt.departure.slice(11), arrival: tt.arrival.slice(11) })}
        </strong>
        {vehicles && <span>{transfers}</span>}
        {tt.walk_time.value > 0 && (
          <span>{t('transit.walking', { time: tt.walk_time.label })}</span>
        )}
      </span>
      {showsLegStrip(props.route.legs) && <LegStrip legs={props.route.legs} />}
    </span>
  );
}
