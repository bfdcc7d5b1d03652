/**
 * A manoeuvre of a roadbook's timeline: pressed, the map is centred on where it starts, close
 * enough to read the crossing (as Mappy's and Google's steps do).
 */
import type { RoadbookAction } from '../../domain/itinerary/types';
import { useAppSystem, useT } from '../app-context';
import { ManeuverIcon } from './itinerary-icons';

/** Zoom the map flies to on a manoeuvre pressed: a crossing and the streets around it. */
export const MANOEUVRE_ZOOM = 17;

/** One manoeuvre: its time, icon, instruction and (when it has one) its length. */
export function ManoeuvreRow(props: { action: RoadbookAction; hideEmptyLength?: boolean }) {
  const { map } = useAppSystem();
  const t = useT();
  const { action } = props;
  const [lng, lat] = action.coordinates;
  const showLength = !props.hideEmptyLength || action.length.value > 0;
  return (
    <li className="timeline-action">
      <button
        type="button"
        className="timeline-action-button"
        title={t('itinerary.roadbook.showManoeuvre')}
        onClick={() => map.send({ type: 'fly.to', center: { lng, lat }, zoom: MANOEUVRE_ZOOM })}
      >
        <span className="timeline-time">{action.timeline.label}</span>
        <ManeuverIcon icon={action.icon} />
        <span className="timeline-text">{action.instruction}</span>
        {showLength && <span className="timeline-length">{action.length.label}</span>}
      </button>
    </li>
  );
}
