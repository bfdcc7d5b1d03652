/**
 * The session replay of an app system (issue 16): the replay actor, told the session's tracking
 * by the monitoring and the page's visibility; while it records, the recorder runs and the map's
 * camera moves are added to the recording. Started with the monitoring, after the first screen.
 */
import { createActor, fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import type { SessionTracking } from '../domain/monitoring/replay';
import { loadRecorder, startRecording, type Recording } from '../services/replay-recorder';
import type { AppSystem } from './app-system';
import { replayMachine } from './replay-machine';

/** The running replay actor. */
export type ReplayActor = ActorRefFrom<typeof replayMachine>;

/** Starts the replay actor of `app` for the session `sessionId` (stopped with it). */
export function startReplay(app: AppSystem, sessionId: string): ReplayActor {
  let record: Awaited<ReturnType<typeof loadRecorder>> | null = null;
  let recording: (Recording & { nextSeq(): number }) | null = null;
  let nextSeq = 0;
  const machine = replayMachine.provide({
    actors: {
      loadRecorder: fromPromise(async () => {
        record = await loadRecorder();
      }),
      record: fromCallback(() => {
        if (!record) return () => undefined;
        const running = startRecording(record, { sessionId, firstSeq: nextSeq });
        recording = running;
        let last = '';
        const camera = app.map.subscribe(({ context }) => {
          const { center, zoom } = context;
          const key = `${center.lng},${center.lat},${zoom}`;
          if (key === last) return;
          last = key;
          running.camera({ lng: center.lng, lat: center.lat, zoom });
        });
        return () => {
          camera.unsubscribe();
          running.stop();
          nextSeq = running.nextSeq();
          recording = null;
        };
      }),
    },
    actions: {
      send: () => recording?.flush(true),
      discard: () => recording?.discard(),
    },
  });
  const actor = createActor(machine);
  actor.start();
  const visibility = (): void =>
    actor.send({ type: 'visibility', visible: document.visibilityState === 'visible' });
  document.addEventListener('visibilitychange', visibility);
  addEventListener('pagehide', () => actor.send({ type: 'visibility', visible: false }));
  app.own(() => {
    document.removeEventListener('visibilitychange', visibility);
    actor.stop();
  });
  return actor;
}

/** Tells the replay actor the session's tracking (§4: 1 records). */
export function tellTracking(actor: ReplayActor, tracking: SessionTracking): void {
  actor.send({ type: 'tracking', tracking });
}
