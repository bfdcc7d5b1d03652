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
import { fetchPublic } from './public-fetch';

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
  /** Time-out of a metadata request (2000 ms: under the SPA's normal 2900 ms). */
  timeoutMs?: number;
  /** Time-out of a whole image download (the generic helper's 20000 ms). */
  imageTimeoutMs?: number;
  /** Largest image streamed (bytes); a bigger one is cut and fails. */
  maxImageBytes?: number;
}

const HOUR_MS = 3_600_000;
/** The close box asked first, metres. */
const CLOSE_RADIUS_M = 30;
/** Images streamed at once; more answer « busy » (a picture is up to 20 MB). */
const MAX_IMAGE_STREAMS = 16;
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
  #streams = 0;

  constructor(options: PanoramaxOptions) {
    this.#base = options.baseUrl.replace(/\/+$/, '');
    this.#fetch = options.fetch ?? globalThis.fetch;
    // Under the SPA's own 2900 ms: a slow instance gives the empty result, not a time-out.
    this.#timeoutMs = options.timeoutMs ?? 2_000;
    this.#imageTimeoutMs = options.imageTimeoutMs ?? 20_000;
    this.#maxImageBytes = options.maxImageBytes ?? 20_000_000;
  }

  async nearest(
    point: { lng: number; lat: number },
    radiusM: number,
  ): Promise<PanoramicPicture | null> {
    const key = `near:${point.lng.toFixed(5)},${point.lat.toFixed(5)},${radiusM}`;
    const hit = this.#hit(key);
    if (hit !== undefined) return hit;
    // A search answers at most 100 pictures, unsorted: a busy street has more within 100 m, so
    // the close box is asked first and the whole radius only when it has no spherical picture.
    const close = await this.#within(point, Math.min(radiusM, CLOSE_RADIUS_M));
    let found = close.find((p) => p.spherical) ?? null;
    if (!found && radiusM > CLOSE_RADIUS_M) {
      const wide = await this.#within(point, radiusM);
      found = wide.find((p) => p.spherical) ?? close[0] ?? wide[0] ?? null;
    }
    found ??= close[0] ?? null;
    this.#keep(key, found);
    return found;
  }

  async picture(id: string): Promise<PanoramicPicture | null> {
    if (!PANORAMIC_ID.test(id)) return null;
    const key = `pic:${id}`;
    const hit = this.#hit(key);
    if (hit !== undefined) return hit;
    const found = (await this.#search({ ids: id })).find((p) => p.panoramicId === id) ?? null;
    // An unknown id is not kept: made-up ids would push the known pictures out.
    if (found) this.#keep(key, found);
    return found;
  }

  /** The pictures within `radiusM` of `point`, nearest first. */
  async #within(point: { lng: number; lat: number }, radiusM: number): Promise<PanoramicPicture[]> {
    const bbox = boxAround(point, radiusM).join(',');
    return (await this.#search({ bbox, limit: '100' }))
      .map((p) => ({ p, d: distanceMetres(point, p) }))
      .filter((x) => x.d <= radiusM)
      .sort((a, b) => a.d - b.d)
      .map((x) => x.p);
  }

  async image(id: string, size: PanoramicSize): Promise<StreetImage | null> {
    if (!PANORAMIC_ID.test(id)) return null;
    if (this.#streams >= MAX_IMAGE_STREAMS) throw new StreetImageryError('image: too many at once');
    const res = await this.#get(`/api/pictures/${id}/${size}.jpg`, this.#imageTimeoutMs);
    if (res.status === 404) return null;
    const type = res.headers.get('content-type') ?? '';
    if (!res.ok || !res.body || !/^image\/(jpeg|webp|png)$/.test(type)) {
      await res.body?.cancel();
      throw new StreetImageryError(`image: HTTP ${res.status} ${type}`);
    }
    // fetch inflates a compressed body: its declared length is then not the bytes sent on.
    const encoded = res.headers.has('content-encoding');
    const declared = encoded ? Number.NaN : Number(res.headers.get('content-length') ?? Number.NaN);
    if (declared > this.#maxImageBytes) {
      await res.body.cancel();
      throw new StreetImageryError(`image over ${this.#maxImageBytes} bytes`);
    }
    const body = Readable.from(capped(res.body, this.#maxImageBytes), { objectMode: false });
    this.#streams += 1;
    body.once('close', () => (this.#streams -= 1));
    return { contentType: type, length: Number.isFinite(declared) ? declared : null, body };
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
      return await fetchPublic({
        fetch: this.#fetch,
        url: `${this.#base}${path}`,
        trustedOrigin: new URL(this.#base).origin,
        init: {
          signal: AbortSignal.timeout(timeoutMs),
          headers: { accept: path.includes('/search') ? 'application/geo+json' : 'image/*' },
        },
      });
    } catch (error) {
      throw new StreetImageryError(error instanceof Error ? error.message : String(error));
    }
  }

  /** A kept answer younger than an hour (undefined: none). */
  #hit(key: string): PanoramicPicture | null | undefined {
    const hit = this.#cache.get(key);
    return hit && Date.now() - hit.at < HOUR_MS ? hit.value : undefined;
  }

  #keep(key: string, value: PanoramicPicture | null): void {
    if (this.#cache.size >= CACHE_ENTRIES) {
      const oldest = this.#cache.keys().next();
      if (!oldest.done) this.#cache.delete(oldest.value);
    }
    this.#cache.set(key, { at: Date.now(), value });
  }
}
