/**
 * The app system: creates the actors of the SPA, injects their side effects, and forwards what
 * one actor learns to the others (locale → map style and config; config → map themes and first
 * view, unless the URL gave one). Views receive it through React context; nothing here touches the DOM directly.
 */
import { createActor, fromPromise, type ActorRefFrom } from 'xstate';
import type { MapSupport, mapSpeedMachine } from './map-speed-machine';
import { createMapSpeedActor, followMapDrawn } from './map-speed-system';
import type { MapConfig } from '../domain/map-config';
import type { Locale } from '../i18n/locales';
import { loadMessages } from '../i18n/translate';
import type { ApiClient } from '../services/api-client';
import { defaultMapConfig } from '../services/default-map-config';
import type { Monitoring } from '../services/monitoring';
import type { Consent } from '../domain/consent/consent';
import { configMachine, effectiveConfig } from './config-machine';
import { consentMachine, type ConsentChange } from './consent-machine';
import { deviceMachine } from './device-machine';
import { geolocationMachine } from './geolocation-machine';
import { createWatcherLogic, type GeolocationApi } from './geolocation-watcher';
import { localeMachine } from './locale-machine';
import { mapMachine } from './map-machine';
import { showRegionView } from './region-view';
import type { GeoipGuess } from '../domain/geoip';
import { createSearchActors, wireSearch, type SearchActors } from './search-system';
import { createSearchApi, type SearchApi } from '../services/search-api';
import { createTransitApi, type TransitApi } from '../services/transit-api';
import type { ItineraryApi } from '../services/itinerary-api';
import type { PoiApi } from '../services/poi-api';
import type { AccountApi } from '../services/account-api';
import type { AbConfigLoader } from '../services/abtest-api';
import type { RestrictionsApi } from '../services/restrictions-api';
import { screenMachine } from './screen-machine';

/** Side effects and environment of the system (browser ones in main.tsx, fakes in tests). */
export interface AppSystemOptions {
  locale: Locale;
  /** Window width at load. */
  width: number;
  /** The geolocation API, `undefined` when the browser has none. */
  geolocation: GeolocationApi | undefined;
  api: Pick<ApiClient, 'getMapConfig' | 'getGeoip'>;
  monitoring: Pick<Monitoring, 'report'>;
  reloadPage: () => void;
  persistLocale: (locale: Locale) => void;
  toggleFullscreen: () => void;
  /** Search API client (the real one by default). */
  searchApi?: SearchApi;
  /** Public-transport API client (the real one by default). */
  transitApi?: TransitApi;
  /** Clients of the lazily loaded systems (their real ones by default, created with them). */
  clients?: AppClients;
  /** Storage of the search history (none by default). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  /** Opens a page of the app (the router's navigate; nothing by default). */
  navigate?: (href: string, replace: boolean) => void;
  /** The consent's answer kept by the browser and how answers are kept and applied. */
  consent?: ConsentOptions;
  /** What the browser's WebGL is (asked when the map is slow; « good » by default: no notice). */
  mapSupport?: () => MapSupport;
}

/** The consent's side effects (none by default: no answer kept, nothing applied). */
export interface ConsentOptions {
  stored: Consent | undefined;
  now?: () => number;
  persist(consent: Consent): void;
  apply(change: ConsentChange): void;
}

/** API clients of the itinerary and POI systems (loaded with their screens). */
export interface AppClients {
  itinerary?: ItineraryApi;
  poi?: PoiApi;
  account?: AccountApi;
  /** The A/B configuration's loader. */
  abtest?: AbConfigLoader;
  /** The layer pages' service (issue 17). */
  restrictions?: RestrictionsApi;
}

/** The running actors. */
export interface AppSystem {
  map: ActorRefFrom<typeof mapMachine>;
  geolocation: ActorRefFrom<typeof geolocationMachine>;
  device: ActorRefFrom<typeof deviceMachine>;
  config: ActorRefFrom<typeof configMachine>;
  locale: ActorRefFrom<typeof localeMachine>;
  /** What the screens show over the map (route, POIs, radius tool), for the map layers. */
  screen: ActorRefFrom<typeof screenMachine>;
  search: SearchActors['search'];
  suggest: SearchActors['suggest'];
  addressPopup: SearchActors['addressPopup'];
  placePage: SearchActors['placePage'];
  areaList: SearchActors['areaList'];
  /** The search API client the actors use (the itinerary's step fields share it). */
  searchApi: SearchApi;
  /** The public-transport API client the map's network layer and stop popups use. */
  transitApi: TransitApi;
  /** The clients the lazily loaded systems use, when the options gave them. */
  clients: AppClients;
  /** The browser's storage (search history, the account's session), when there is one. */
  storage: AppSystemOptions['storage'];
  /** The user's consent (issue 15): read it through `useConsent`, never from the cookie. */
  consent: ActorRefFrom<typeof consentMachine>;
  /** The map's too-slow notice (§8). */
  mapSpeed: ActorRefFrom<typeof mapSpeedMachine>;
  /** Opens a page of the app (the router's; the map's popups link to pages through it). */
  navigate(href: string, replace: boolean): void;
  /** Hands over the stop of a system created later (itinerary, POIs): `stop()` runs it too. */
  own(stop: () => void): void;
  /** Stops every actor, the owned systems' too. */
  stop(): void;
}

function createConsentActor(options: AppSystemOptions) {
  const consent = options.consent;
  const machine = consentMachine.provide({
    actions: {
      persist: (_, params) => consent?.persist(params.consent),
      apply: (_, change) => consent?.apply(change),
    },
  });
  return createActor(machine, {
    input: { stored: consent?.stored, now: consent?.now ?? (() => Date.now()) },
  });
}

function createConfigActor(options: AppSystemOptions) {
  const machine = configMachine.provide({
    actors: {
      loadConfig: fromPromise<MapConfig, { locale: Locale }>(({ input }) =>
        options.api.getMapConfig(input.locale),
      ),
    },
    actions: {
      reportError: (_, { error }) => {
        options.monitoring.report({
          type: 'service-error',
          status: error.status ?? 0,
          target: '/api/map/config',
          detail: error.message,
        });
      },
    },
  });
  return createActor(machine, { input: { locale: options.locale } });
}

function createMapActor(options: AppSystemOptions) {
  const defaults = defaultMapConfig(options.locale);
  const [lng, lat] = defaults.region.center;
  const machine = mapMachine.provide({ actions: { toggleFullscreen: options.toggleFullscreen } });
  return createActor(machine, {
    input: {
      locale: options.locale,
      center: { lng, lat },
      zoom: defaults.region.zoom,
      themes: defaults.themes,
    },
  });
}

function wire(
  system: Pick<AppSystem, 'map' | 'geolocation' | 'device' | 'config' | 'locale' | 'mapSpeed'>,
  geoip: () => Promise<GeoipGuess>,
) {
  const unfollow = followMapDrawn(system.map, system.mapSpeed);
  let locale = system.locale.getSnapshot().context.locale;
  const localeSub = system.locale.subscribe(({ context }) => {
    if (context.locale === locale) return;
    locale = context.locale;
    system.map.send({ type: 'locale.set', locale });
    system.config.send({ type: 'locale.set', locale });
  });
  let shown: MapConfig | undefined;
  let regionShown: string | undefined;
  const configSub = system.config.subscribe(({ context }) => {
    const config = effectiveConfig(context);
    if (config === shown) return;
    shown = config;
    system.map.send({ type: 'themes.update', themes: config.themes });
    if (context.config && context.config.region.name !== regionShown) {
      regionShown = context.config.region.name;
      showRegionView({ map: system.map, region: context.config.region, locale, geoip });
    }
  });
  return () => {
    unfollow();
    localeSub.unsubscribe();
    configSub.unsubscribe();
  };
}

function createLocaleActor(options: AppSystemOptions) {
  return createActor(
    localeMachine.provide({
      actions: { persistLocale: (_, { locale: value }) => options.persistLocale(value) },
      actors: { loadMessages: fromPromise(({ input }) => loadMessages(input.locale)) },
    }),
    { input: { locale: options.locale } },
  );
}

/** Creates, wires and starts the actors. */
export function createAppSystem(options: AppSystemOptions): AppSystem {
  const locale = createLocaleActor(options);
  const geolocation = createActor(
    geolocationMachine.provide({
      actors: { watcher: createWatcherLogic(() => options.geolocation) },
    }),
    { input: { supported: options.geolocation !== undefined } },
  );
  const device = createActor(
    deviceMachine.provide({ actions: { reloadPage: options.reloadPage } }),
    { input: { width: options.width } },
  );
  const searchApi = options.searchApi ?? createSearchApi();
  const owned: (() => void)[] = [];
  const actors = {
    map: createMapActor(options),
    geolocation,
    device,
    config: createConfigActor(options),
    locale,
    screen: createActor(screenMachine),
    consent: createConsentActor(options),
    mapSpeed: createMapSpeedActor({ support: options.mapSupport, storage: options.storage }),
    ...createSearchActors({
      api: searchApi,
      storage: options.storage,
      locale: () => locale.getSnapshot().context.locale,
      navigate: (href, replace) => options.navigate?.(href, replace),
    }),
  };
  const unwireSearch = wireSearch(actors, actors.map);
  const unwire = wire(actors, () => options.api.getGeoip());
  for (const actor of Object.values(actors)) actor.start();
  return {
    ...actors,
    searchApi,
    transitApi: options.transitApi ?? createTransitApi(),
    clients: options.clients ?? {},
    storage: options.storage,
    navigate: (href, replace) => options.navigate?.(href, replace),
    own: (stop) => void owned.push(stop),
    stop: () => {
      for (const stop of owned.splice(0).reverse()) stop();
      unwire();
      unwireSearch();
      for (const actor of Object.values(actors)) actor.stop();
    },
  };
}
