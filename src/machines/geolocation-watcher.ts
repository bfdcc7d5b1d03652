/**
 * The callback actor that watches the device position. The geolocation API is injected so that
 * tests (and browsers without it) can replace it.
 */
import { fromCallback, type EventObject } from 'xstate';
import type { LngLat } from '../domain/geo';

/** A position of the device. */
export interface GeoPosition extends LngLat {
  /** Accuracy radius in metres. */
  accuracy: number;
  /** Epoch milliseconds of the fix. */
  timestamp: number;
}

/** Events the watcher sends back to its parent. */
export type WatcherEvent =
  | { type: 'position.updated'; position: GeoPosition }
  | { type: 'position.failed'; code: number; message: string };

/** The part of the browser Geolocation API the watcher uses. */
export type GeolocationApi = Pick<Geolocation, 'watchPosition' | 'clearWatch'>;

/** Options of the spec (§9): max age 60000 ms, time-out 5000 ms, high accuracy. */
export const GEOLOCATION_OPTIONS: Readonly<PositionOptions> = {
  maximumAge: 60_000,
  timeout: 5_000,
  enableHighAccuracy: true,
};

/** Input of the watcher. */
export interface WatcherInput {
  options: PositionOptions;
}

/** Turns a browser position into a `GeoPosition`. */
export function toGeoPosition(position: GeolocationPosition): GeoPosition {
  return {
    lng: position.coords.longitude,
    lat: position.coords.latitude,
    accuracy: position.coords.accuracy,
    timestamp: position.timestamp,
  };
}

/**
 * Creates the watcher logic over a geolocation API: it calls `watchPosition` when started and
 * `clearWatch` when stopped (the machine leaves the watching states).
 */
export function createWatcherLogic(getApi: () => GeolocationApi | undefined) {
  return fromCallback<EventObject, WatcherInput>(({ sendBack, input }) => {
    const api = getApi();
    if (!api) {
      sendBack({ type: 'position.failed', code: 2, message: 'geolocation unavailable' });
      return undefined;
    }
    const id = api.watchPosition(
      (position) => sendBack({ type: 'position.updated', position: toGeoPosition(position) }),
      (error) => sendBack({ type: 'position.failed', code: error.code, message: error.message }),
      input.options,
    );
    return () => api.clearWatch(id);
  });
}

/** The browser's geolocation API, when there is one. */
export function browserGeolocation(): GeolocationApi | undefined {
  return typeof navigator !== 'undefined' && 'geolocation' in navigator
    ? navigator.geolocation
    : undefined;
}
