/** A fake of the browser Geolocation API for the model tests: the test decides what it reports. */
import type { GeolocationApi } from '../../src/machines/geolocation-watcher';

interface Watch {
  success: PositionCallback;
  error: PositionErrorCallback | null | undefined;
  options: PositionOptions | undefined;
}

/** Fake geolocation: records watches and emits positions or errors to them. */
export class FakeGeolocation implements GeolocationApi {
  readonly watches = new Map<number, Watch>();
  readonly options: (PositionOptions | undefined)[] = [];
  private nextId = 1;

  watchPosition(
    success: PositionCallback,
    error?: PositionErrorCallback | null,
    options?: PositionOptions,
  ): number {
    const id = this.nextId++;
    this.watches.set(id, { success, error, options });
    this.options.push(options);
    return id;
  }

  clearWatch(id: number): void {
    this.watches.delete(id);
  }

  /** Sends a position to every current watch. */
  emitPosition(lng: number, lat: number): void {
    for (const watch of [...this.watches.values()]) {
      watch.success({
        coords: { longitude: lng, latitude: lat, accuracy: 12 },
        timestamp: 1_700_000_000_000,
      } as GeolocationPosition);
    }
  }

  /** Sends an error (1 denied, 2 unavailable, 3 timeout) to every current watch. */
  emitError(code: number, message: string): void {
    for (const watch of [...this.watches.values()]) {
      watch.error?.({
        code,
        message,
        PERMISSION_DENIED: 1,
        POSITION_UNAVAILABLE: 2,
        TIMEOUT: 3,
      });
    }
  }
}
