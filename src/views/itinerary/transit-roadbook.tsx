/**
 * The roadbook timeline of a multimodal route: every leg in order; a vehicle leg shows its line
 * badge and headsign, the boarding stop and time, the intermediate stops (folded) and the
 * alighting stop and time; a walk or a ride shows Valhalla's instructions on the clock.
 */
import type { RoadbookSection, RouteLeg } from '../../domain/itinerary/types';
import { useT } from '../app-context';
import { ModeIcon } from './itinerary-icons';
import { ManoeuvreRow } from './roadbook-action';
import { isVehicleLeg, legIcon, legModeKey, LineBadge } from './transit-summary';

function VehicleLeg(props: { leg: RouteLeg; duration: string }) {
  const t = useT();
  const { leg } = props;
  if (!isVehicleLeg(leg.mode) || !leg.line || !leg.departure || !leg.arrival) return null;
  const stops = leg.intermediate_stops ?? [];
  return (
    <li
      className="transit-leg"
      style={{ borderLeftColor: leg.line.colour }}
      data-testid="roadbook-leg"
      data-mode={leg.mode}
    >
      <div className="transit-leg-head">
        <LineBadge line={leg.line} vehicle={leg.mode} />
        <span className="transit-leg-title">
          {t(legModeKey(leg.mode))} · {t('transit.towards', { headsign: leg.headsign ?? '' })}
        </span>
        <span className="transit-leg-duration">{props.duration}</span>
      </div>
      <p className="transit-stop">
        <time>{leg.departure.time.slice(11)}</time>
        <strong>{t('transit.board', { stop: leg.departure.name })}</strong>
      </p>
      {stops.length > 0 && (
        <details className="transit-stops">
          <summary>{t('transit.stops', { n: stops.length })}</summary>
          <ol>
            {stops.map((s, i) => (
              <li key={i}>
                <time>{s.time.slice(11)}</time>
                {s.name}
              </li>
            ))}
          </ol>
        </details>
      )}
      <p className="transit-stop">
        <time>{leg.arrival.time.slice(11)}</time>
        <strong>{t('transit.alight', { stop: leg.arrival.name })}</strong>
      </p>
    </li>
  );
}

function PathLeg(props: { section: RoadbookSection; leg: RouteLeg }) {
  const t = useT();
  const { section, leg } = props;
  return (
    <li className="transit-leg transit-leg--path" data-testid="roadbook-leg" data-mode={leg.mode}>
      <div className="transit-leg-head">
        <ModeIcon mode={legIcon(leg.mode)} size={18} />
        <span className="transit-leg-title">
          {t(legModeKey(leg.mode))}
          {leg.operator ? ` · ${leg.operator}` : ''} · {section.length?.label}
        </span>
        <span className="transit-leg-duration">{section.duration.label}</span>
      </div>
      <ol className="transit-actions">
        {/* An arrival has no length of its own: no « 0 m » beside it. */}
        {section.actions.map((a, i) => (
          <ManoeuvreRow key={i} action={a} hideEmptyLength />
        ))}
      </ol>
    </li>
  );
}

/** The timeline of a multimodal roadbook (sections carrying their leg). */
export function MultimodalTimeline(props: { sections: readonly RoadbookSection[] }) {
  return (
    <ol className="timeline transit-timeline" data-testid="timeline">
      {props.sections.map((section, i) => {
        if (section.mode === 'waypoint' && section.step)
          return (
            <li key={i} className="timeline-step" data-testid={`roadbook-${section.step.id}`}>
              <span className="timeline-dot" aria-hidden="true" />
              <strong>{section.step.label}</strong>
            </li>
          );
        const leg = section.leg;
        if (!leg) return null;
        return isVehicleLeg(leg.mode) ? (
          <VehicleLeg key={i} leg={leg} duration={section.duration.label} />
        ) : (
          <PathLeg key={i} section={section} leg={leg} />
        );
      })}
    </ol>
  );
}
