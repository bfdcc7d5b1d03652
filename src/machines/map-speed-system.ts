/**
 * The too-slow notice's actor of an app (map-speed-machine.ts): its input from the browser (what
 * WebGL it has, asked only when the map is slow; the last time shown, from the gated storage),
 * the timestamp written back, and « map.drawn » sent when the map's first labels are drawn.
 */
import { createActor, type ActorRefFrom } from 'xstate';
import type { mapMachine } from './map-machine';
import { mapSpeedMachine, SLOW_MAP_STORAGE_KEY, type MapSupport } from './map-speed-machine';

type KeyStore = Pick<Storage, 'getItem' | 'setItem'>;

/** The last time the notice was shown, from the storage (null when never or unreadable). */
export function lastShownOf(storage: KeyStore | undefined): number | null {
  const value = Number(storage?.getItem(SLOW_MAP_STORAGE_KEY) ?? Number.NaN);
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Creates the actor (not started): `support` is asked when the map turns out slow. */
export function createMapSpeedActor(options: {
  /** « good » when not given: no notice. */
  support?: (() => MapSupport) | undefined;
  storage: KeyStore | undefined;
  now?: () => number;
}): ActorRefFrom<typeof mapSpeedMachine> {
  const machine = mapSpeedMachine.provide({
    actions: {
      remember: ({ context }) => {
        if (context.shownAt !== null)
          options.storage?.setItem(SLOW_MAP_STORAGE_KEY, String(context.shownAt));
      },
    },
  });
  return createActor(machine, {
    input: {
      support: options.support ?? (() => 'good'),
      lastShown: lastShownOf(options.storage),
      now: options.now ?? Date.now,
    },
  });
}

/** Tells the actor when the map has drawn its first labels; returns the unsubscription. */
export function followMapDrawn(
  map: ActorRefFrom<typeof mapMachine>,
  speed: ActorRefFrom<typeof mapSpeedMachine>,
): () => void {
  const subscription = map.subscribe(({ context }) => {
    if (speed.getSnapshot().status !== 'active') subscription.unsubscribe();
    else if (context.labels === 'rendered') speed.send({ type: 'map.drawn' });
  });
  return () => subscription.unsubscribe();
}
