/**
 * The ads of an app system (issue 16), created with the first ad slot (the ads' lazy chunk):
 * the house-ad library in the page's locale and device class, the ad page configuration actor
 * told the consent, the slot logic bound to the library, and the beacons, sent only with the
 * ad-performance consent, with the page's random session id (§7).
 */
import { createActor, fromPromise, type Actor, type ActorRefFrom } from 'xstate';
import { AD_LOADED_MEASURE } from '../domain/ads/ads';
import { adCountingAllowed, adsAllowed } from '../domain/ads/ads-consent';
import { sendAdBeacon } from '../services/ad-beacons';
import { createHouseAdLibrary, type AdLibrary } from '../services/ad-library';
import { adPageMachine } from './ad-page-machine';
import { adSlotMachine, type AdSlotContext, type AdSlotInput } from './ad-slot-machine';
import type { AppSystem } from './app-system';

/** The running ads. */
export interface AdsSystem {
  page: ActorRefFrom<typeof adPageMachine>;
  library: AdLibrary;
  /** The slot machine bound to the library and the beacons. */
  slotLogic: typeof adSlotMachine;
  /** The page's random id of its beacons. */
  sessionId: string;
}

const systems = new WeakMap<AppSystem, AdsSystem>();

function slotLogic(app: AppSystem, library: AdLibrary, sessionId: string): typeof adSlotMachine {
  const beacon = (event: 'impression' | 'click', context: AdSlotContext): void => {
    const data = library.getSlotData(context.slot.id);
    if (!data || !adCountingAllowed(app.consent.getSnapshot().context.consent)) return;
    sendAdBeacon({ event, adId: data.adId, tagid: context.slot.id, sessionId, ...data.data });
  };
  return adSlotMachine.provide({
    actors: {
      create: fromPromise(async ({ input }) => {
        library.createSlot(input.slot, input.pageId);
        library.setSlotTargetings(input.slot.id, input.tags);
      }),
      display: fromPromise(({ input, signal }) => library.displaySlot(input.slot.id, signal)),
    },
    actions: {
      countImpression: ({ context }) => beacon('impression', context),
      countClick: ({ context }) => beacon('click', context),
      remove: ({ context }) => library.deleteSlot(context.slot.id),
    },
  });
}

/** The ads of `app`, created at the first call (stopped with it). */
export function adsSystemOf(app: AppSystem): AdsSystem {
  const existing = systems.get(app);
  if (existing) return existing;
  const library = createHouseAdLibrary({
    locale: () => app.locale.getSnapshot().context.locale,
    device: () => (app.device.getSnapshot().context.deviceClass === 'pe' ? 'mobile' : 'desktop'),
    warn: (message) => console.warn(message),
  });
  const page = createActor(
    adPageMachine.provide({
      actors: {
        loadConfig: fromPromise(({ input, signal }) => library.loadConfig(input.pageId, signal)),
      },
    }),
  );
  page.start();
  const tell = (): void =>
    page.send({ type: 'consent', allowed: adsAllowed(app.consent.getSnapshot().context.consent) });
  tell();
  const subscription = app.consent.subscribe(tell);
  let locale = app.locale.getSnapshot().context.locale;
  const relocale = app.locale.subscribe((s) => {
    if (s.context.locale === locale) return;
    locale = s.context.locale;
    page.send({ type: 'locale' });
  });
  const sessionId = crypto.randomUUID();
  const system: AdsSystem = {
    page,
    library,
    slotLogic: slotLogic(app, library, sessionId),
    sessionId,
  };
  systems.set(app, system);
  app.own(() => {
    subscription.unsubscribe();
    relocale.unsubscribe();
    page.stop();
    systems.delete(app);
  });
  return system;
}

/** A running slot actor. */
export type AdSlotActor = Actor<typeof adSlotMachine>;

/**
 * A slot's actor while its view is on the page, as an external store for React: `start` makes
 * and displays a new one, `stop` deletes it (the library forgets the slot) then stops it.
 */
export class AdSlotLifecycle {
  private actor: AdSlotActor | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly ads: AdsSystem,
    private readonly input: AdSlotInput,
  ) {}

  /** For `useSyncExternalStore`. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** The running actor, null before `start` and after `stop`. */
  readonly current = (): AdSlotActor | null => this.actor;

  start(): void {
    const actor = createActor(this.ads.slotLogic, { input: this.input });
    const started = performance.now();
    const measure = actor.subscribe((s) => {
      if (!s.matches('loaded')) return;
      measure.unsubscribe();
      performance.measure(AD_LOADED_MEASURE, { start: started });
    });
    actor.start();
    actor.send({ type: 'display' });
    this.actor = actor;
    for (const listener of this.listeners) listener();
  }

  stop(): void {
    const actor = this.actor;
    if (!actor) return;
    actor.send({ type: 'delete' });
    actor.stop();
    this.actor = null;
    for (const listener of this.listeners) listener();
  }
}
