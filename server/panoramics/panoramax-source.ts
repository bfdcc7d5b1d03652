/**
 * Street-level pictures from a Panoramax instance (`PERIPLE_PANORAMAX_URL`), a small adapter
 * behind `StreetImagery`: the picture nearest a place (spherical ones first), one picture's
 * metadata, and its image streamed through this server (the visitor's browser never calls the
 * instance: no third-party request, one Content-Security-Policy). Answers are checked with zod,
 * kept an hour, and every request has a time-out.
 */
import { Readable } from 'node:stream';
import {
  distanceMetres,
  PANORAMIC_ID,
  type PanoramicPicture,
  type PanoramicSize,
} from '../../src/domain/panoramic';
import { panoramaxSearchSchema, readFeatures, toPicture } from './panoramax-schema';

/** An image on its way from the instance: its type, length when known, and its bytes. */
export interface StreetImage {
  contentType: string;
  length: number | null;
  body: Readable;
}

/** Where street-level pictures come from (a Panoramax instance, or a test's recorded one). */
export interface StreetImagery {
  /** The source's name for credits (`Panoramax`). */
  readonly name: string;
  /** The picture nearest `point` within `radiusM`, spherical first; null when none. */
  nearest(point: { lng: number; lat: number }, radiusM: number): Promise<PanoramicPicture | null>;
  /** One picture by its id; null when the instance does not know it. */
  picture(id: string): Promise<PanoramicPicture | null>;
  /** A picture's image at a size; null when the instance has none. */
  image(id: string, size: PanoramicSize): Promise<StreetImage | null>;
}

/** Options of the adapter. */
export interface PanoramaxOptions {
  /** The instance's root (`https://api.panoramax.xyz`). */
  baseUrl: string;
  fetch?: typeof globalThis.fetch;
  /** Time-out of a metadata request (the spec's normal 2900 ms). */
  timeoutMs?: number;
  /** Time-out of a whole image download (the generic helper's 20000 ms). */
  imageTimeoutMs?: number;
  /** Largest image streamed (bytes); a bigger one is cut and fails. */
  maxImageBytes?: number;
}

const HOUR_MS = 3_600_000;
const CACHE_ENTRIES = 2_000;
const METRES_PER_DEGREE = 111_320;

/** A failure of the instance (status, time-out, unreadable answer). */
export class StreetImageryError extends Error {
  override name = 'StreetImageryError';
}

/** A box of `radiusM` around a point: west, south, east, north. */
function boxAround(point: { lng: number; lat: number }, radiusM: number): number[] {
  const dLat = radiusM / METRES_PER_DEGREE;
  const dLng =
    radiusM / (METRES_PER_DEGREE * Math.max(0.01, Math.cos((point.lat * Math.PI) / 180)));
  return [point.lng - dLng, point.lat - dLat, point.lng + dLng, point.lat + dLat].map(
    (v) => Math.round(v * 1e6) / 1e6,
  );
}

/** The bytes of a body, failing once more than `max` went through. */
async function* capped(body: AsyncIterable<unknown>, max: number): AsyncGenerator<Uint8Array> {
  let seen = 0;
  for await (const chunk of body) {
    if (!(chunk instanceof Uint8Array)) throw new StreetImageryError('image: unreadable body');
    seen += chunk.byteLength;
    if (seen > max) throw new StreetImageryError(`image over ${max} bytes`);
    yield chunk;
  }
}

/** The Panoramax adapter. */
export class PanoramaxSource implements StreetImagery {
  readonly name = 'Panoramax';
  readonly #base: string;
  readonly #fetch: typeof globalThis.fetch;
  readonly #timeoutMs: number;
  readonly #imageTimeoutMs: number;
  readonly #maxImageBytes: number;
  readonly #cache = new Map<string, { at: number; value: PanoramicPicture | null }>();

  constructor(options: PanoramaxOptions) {
    this.#base = options.baseUrl.replace(/\/+$/, '');
    this.#fetch = options.fetch ?? globalThis.fetch;
    this.#timeoutMs = options.timeoutMs ?? 2_900;
    this.#imageTimeoutMs = options.imageTimeoutMs ?? 20_000;
    this.#maxImageBytes = options.maxImageBytes ?? 20_000_000;
  }

  async nearest(
    point: { lng: number; lat: number },
    radiusM: number,
  ): Promise<PanoramicPicture | null> {
    const key = `near:${point.lng.toFixed(5)},${point.lat.toFixed(5)},${radiusM}`;
    return this.#cached(key, async () => {
      const bbox = boxAround(point, radiusM).join(',');
      const pictures = await this.#search({ bbox, limit: '100' });
      const within = pictures
        .map((p) => ({ p, d: distanceMetres(point, p) }))
        .filter((x) => x.d <= radiusM)
        .sort((a, b) => Number(b.p.spherical) - Number(a.p.spherical) || a.d - b.d);
      return within[0]?.p ?? null;
    });
  }

  async picture(id: string): Promise<PanoramicPicture | null> {
    if (!PANORAMIC_ID.test(id)) return null;
    return this.#cached(`pic:${id}`, async () => {
      const pictures = await this.#search({ ids: id });
      return pictures.find((p) => p.panoramicId === id) ?? null;
    });
  }

  async image(id: string, size: PanoramicSize): Promise<StreetImage | null> {
    if (!PANORAMIC_ID.test(id)) return null;
    const res = await this.#get(`/api/pictures/${id}/${size}.jpg`, this.#imageTimeoutMs);
    if (res.status === 404) return null;
    if (!res.ok || !res.body) throw new StreetImageryError(`image: HTTP ${res.status}`);
    const declared = Number(res.headers.get('content-length') ?? Number.NaN);
    if (declared > this.#maxImageBytes) {
      await res.body.cancel();
      throw new StreetImageryError(`image over ${this.#maxImageBytes} bytes`);
    }
    const body = Readable.from(capped(res.body, this.#maxImageBytes), { objectMode: false });
    return {
      contentType: res.headers.get('content-type') ?? 'image/jpeg',
      length: Number.isFinite(declared) ? declared : null,
      body,
    };
  }

  /** The instance's viewer page of a picture. */
  viewerUrl(id: string): string {
    return `${this.#base}/#focus=pic&pic=${encodeURIComponent(id)}`;
  }

  async #search(query: Record<string, string>): Promise<PanoramicPicture[]> {
    const res = await this.#get(
      `/api/search?${new URLSearchParams(query).toString()}`,
      this.#timeoutMs,
    );
    if (!res.ok) throw new StreetImageryError(`search: HTTP ${res.status}`);
    const parsed = panoramaxSearchSchema.safeParse(await res.json());
    if (!parsed.success) throw new StreetImageryError('search: not a FeatureCollection');
    return readFeatures(parsed.data.features).map((f) => toPicture(f, (id) => this.viewerUrl(id)));
  }

  async #get(path: string, timeoutMs: number): Promise<Response> {
    try {
      return await this.#fetch(`${this.#base}${path}`, {
        signal: AbortSignal.timeout(timeoutMs),
        headers: { accept: path.includes('/search') ? 'application/geo+json' : 'image/*' },
      });
    } catch (error) {
      throw new StreetImageryError(error instanceof Error ? error.message : String(error));
    }
  }

  async #cached(
    key: string,
    load: () => Promise<PanoramicPicture | null>,
  ): Promise<PanoramicPicture | null> {
    const hit = this.#cache.get(key);
    if (hit && Date.now() - hit.at < HOUR_MS) return hit.value;
    const value = await load();
    if (this.#cache.size >= CACHE_ENTRIES) {
      const oldest = this.#cache.keys().next();
      if (!oldest.done) this.#cache.delete(oldest.value);
    }
    this.#cache.set(key, { at: Date.now(), value });
    return value;
  }
}
