/**
 * A manoeuvre of a roadbook's timeline: pressed, the map is centred on where it starts, close
 * enough to read the crossing (as Mappy's and Google's steps do); the roadbook left, the map
 * frames the whole route again (`ManoeuvreFraming`).
 */
import { createContext, useContext, useEffect, useRef } from 'react';
import type { RoadbookAction } from '../../domain/itinerary/types';
import { useAppSystem, useT } from '../app-context';
import { ManeuverIcon } from './itinerary-icons';
import { useItinerary } from './use-itinerary';
import { SheetLowering } from '../sheet-grip';

/** Zoom the map flies to on a manoeuvre pressed: a crossing and the streets around it. */
export const MANOEUVRE_ZOOM = 17;

/** Told when a manoeuvre is shown on the map (the roadbook then frames the route on leaving). */
const ManoeuvreShown = createContext<() => void>(() => undefined);

/**
 * The roadbook's provider of `ManoeuvreShown`: once a manoeuvre was shown, leaving the roadbook
 * frames the routes again (Back to the results showed the last crossing, not the trip).
 */
export function ManoeuvreFraming(props: { children: React.ReactNode }) {
  const it = useItinerary();
  const shown = useRef(false);
  const lowerSheet = useContext(SheetLowering);
  useEffect(
    () => () => {
      if (shown.current) it.holdFraming(false);
    },
    [it],
  );
  const onShown = (): void => {
    shown.current = true;
    it.holdFraming(true);
    lowerSheet();
  };
  return <ManoeuvreShown.Provider value={onShown}>{props.children}</ManoeuvreShown.Provider>;
}

/** One manoeuvre: its time, icon, instruction and (when it has one) its length. */
export function ManoeuvreRow(props: { action: RoadbookAction; hideEmptyLength?: boolean }) {
  const { map } = useAppSystem();
  const t = useT();
  const onShown = useContext(ManoeuvreShown);
  const { action } = props;
  const [lng, lat] = action.coordinates;
  const showLength = !props.hideEmptyLength || action.length.value > 0;
  return (
    <li className="timeline-action">
      <button
        type="button"
        className="timeline-action-button"
        title={t('itinerary.roadbook.showManoeuvre')}
        onClick={() => {
          onShown();
          // Once a phone's sheet is lowered: the crossing is centred in what it leaves in sight.
          const fly = () =>
            map.send({ type: 'fly.to', center: { lng, lat }, zoom: MANOEUVRE_ZOOM });
          requestAnimationFrame(() => requestAnimationFrame(fly));
        }}
      >
        <span className="timeline-time">{action.timeline.label}</span>
        <ManeuverIcon icon={action.icon} />
        <span className="timeline-text">{action.instruction}</span>
        {showLength && <span className="timeline-length">{action.length.label}</span>}
      </button>
    </li>
  );
}
