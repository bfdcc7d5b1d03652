/**
 * A recorded session played back (issue 16) with rrweb's replayer in a frame of its own; the
 * map's camera moves of the recording (custom events) listed beside it.
 */
import { Replayer } from '@rrweb/replay';
import '@rrweb/replay/dist/style.css';
import { EventType, type eventWithTime } from '@rrweb/types';
import { useEffect, useMemo, useRef } from 'react';
import { MAP_CAMERA_EVENT } from '../../domain/monitoring/replay';

interface CameraMove {
  at: number;
  text: string;
}

/** An rrweb event as the intake checked it: a type, a time, data. */
function isRecorded(e: unknown): e is eventWithTime {
  return (
    typeof e === 'object' &&
    e !== null &&
    'type' in e &&
    typeof e.type === 'number' &&
    'timestamp' in e &&
    typeof e.timestamp === 'number' &&
    'data' in e
  );
}

function cameraMoves(events: readonly eventWithTime[]): CameraMove[] {
  const start = events[0]?.timestamp ?? 0;
  return events.flatMap((e) => {
    if (e.type !== EventType.Custom) return [];
    const data: unknown = e.data;
    if (typeof data !== 'object' || data === null || !('tag' in data)) return [];
    if (data.tag !== MAP_CAMERA_EVENT || !('payload' in data)) return [];
    return [{ at: e.timestamp - start, text: JSON.stringify(data.payload) }];
  });
}

/** The player. */
export function SessionReplay(props: { events: unknown[] }) {
  const root = useRef<HTMLDivElement>(null);
  const events = useMemo(() => props.events.filter(isRecorded), [props.events]);
  useEffect(() => {
    const element = root.current;
    if (!element || events.length < 2) return;
    const replayer = new Replayer(events, { root: element, mouseTail: false });
    replayer.play();
    return () => {
      replayer.pause();
      element.replaceChildren();
    };
  }, [events]);
  const moves = cameraMoves(events);
  return (
    <section aria-labelledby="op-replay" className="operator-replay">
      <h2 id="op-replay">Relecture</h2>
      <div ref={root} className="operator-player" data-testid="operator-player" />
      <h3>Caméra de la carte</h3>
      <ol data-testid="operator-camera">
        {moves.map((m) => (
          <li key={`${m.at}${m.text}`}>
            +{(m.at / 1000).toFixed(1)} s : {m.text}
          </li>
        ))}
      </ol>
    </section>
  );
}
