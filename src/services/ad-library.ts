/**
 * The ad library adapter (issue 16; spec 001 §7 ad gateway and library functions): loadConfig,
 * createSlot, displaySlot, deleteSlot, setSlotTargetings, getSlotData. The house-ad library
 * below calls our own ad server; an external ad gateway would implement the same interface.
 * A request that never reaches the server (an ad blocker, no network) is `AdLibraryBlocked`:
 * the library is blocked for the page's life, nothing else on the page is touched.
 */
import { FetchError } from 'ofetch';
import type { AdCreative, AdPageConfig, AdSlotConfig } from '../domain/ads/ads';
import { sanitizeTag } from '../domain/ads/ads';
import { adCreativeSchema, adPageConfigSchema } from '../domain/ads/ads-schema';
import type { Locale } from '../domain/map-config';
import { createHttp, REQUEST_TIMEOUTS } from './http';

/** The ad library's functions. */
export interface AdLibrary {
  /** The slots of a page. */
  loadConfig(pageId: string, signal?: AbortSignal): Promise<AdPageConfig>;
  /** Declares a slot of a page (before its targeting and display). */
  createSlot(slot: AdSlotConfig, pageId: string): void;
  /** Sets a slot's targeting tags (§5 rules); answers the warnings of sanitised tags. */
  setSlotTargetings(slotId: string, tags: readonly string[]): string[];
  /** Fills a slot: its creative, or null when none fits (the slot ends empty). */
  displaySlot(slotId: string, signal?: AbortSignal): Promise<AdCreative | null>;
  /** Forgets a slot (the page changed). */
  deleteSlot(slotId: string): void;
  /** What the slot shows: its ad id and the data its beacons need. */
  getSlotData(
    slotId: string,
  ): { adId: string; data: { externalTrackingUrl: string | null } } | undefined;
}

/** The library could not reach its server: blocked (spec §4: pending until loaded or blocked). */
export class AdLibraryBlocked extends Error {
  override readonly name = 'AdLibraryBlocked';
}

/** The library failed another way (an answer of another shape, an HTTP error). */
export class AdLibraryFailed extends Error {
  override readonly name = 'AdLibraryFailed';
}

interface SlotEntry {
  slot: AdSlotConfig;
  pageId: string;
  tags: string[];
  creative: AdCreative | null;
}

/** Options of the house-ad library. */
export interface HouseAdOptions {
  /** The page's locale and device class, read at each request. */
  locale: () => Locale;
  device: () => 'desktop' | 'mobile';
  fetch?: typeof fetch;
  warn?: (message: string) => void;
}

type Get = (path: string, query: Record<string, string>, signal?: AbortSignal) => Promise<unknown>;

/** GET on the ad server: the answer's `data`; unreachable is blocked, any other failure failed. */
function adGetter(fetcher: typeof fetch | undefined): Get {
  const http = createHttp({
    ...(fetcher ? { fetch: fetcher } : {}),
    timeout: REQUEST_TIMEOUTS.normal,
  });
  return async (path, query, signal) => {
    try {
      const body = await http<unknown>(path, { query, signal: signal ?? null });
      return typeof body === 'object' && body !== null && 'data' in body ? body.data : undefined;
    } catch (error) {
      if (signal?.aborted) throw error;
      if (error instanceof FetchError && error.response === undefined)
        throw new AdLibraryBlocked(`ad server unreachable: ${path}`);
      throw new AdLibraryFailed(`ad server answered an error: ${path}`);
    }
  };
}

/** A slot's creative request: its page, id and tags, and the ads the page shows already. */
function creativeQuery(entry: SlotEntry, all: Iterable<SlotEntry>): Record<string, string> {
  const shown = [...all].flatMap((s) =>
    s !== entry && s.pageId === entry.pageId && s.creative ? [s.creative.adId] : [],
  );
  return {
    page: entry.pageId,
    slot: entry.slot.id,
    tags: entry.tags.join(','),
    exclude: shown.join(','),
  };
}

/** The house-ad library, on our ad server. */
export function createHouseAdLibrary(options: HouseAdOptions): AdLibrary {
  const get = adGetter(options.fetch);
  const slots = new Map<string, SlotEntry>();
  const base = (): Record<string, string> => ({
    locale: options.locale(),
    device: options.device(),
  });
  return {
    async loadConfig(pageId, signal) {
      const parsed = adPageConfigSchema.safeParse(
        await get('/api/ads/config', { ...base(), page: pageId }, signal),
      );
      if (!parsed.success) throw new AdLibraryFailed('unexpected ad page configuration');
      return parsed.data;
    },
    createSlot(slot, pageId) {
      slots.set(slot.id, { slot, pageId, tags: [], creative: null });
    },
    setSlotTargetings(slotId, tags) {
      const entry = slots.get(slotId);
      const sanitised = tags.map(sanitizeTag);
      if (entry) entry.tags = sanitised.map((t) => t.value).filter((t) => t.length > 0);
      const warnings = sanitised.flatMap((t) => (t.warning ? [t.warning] : []));
      for (const w of warnings) options.warn?.(w);
      return warnings;
    },
    async displaySlot(slotId, signal) {
      const entry = slots.get(slotId);
      if (!entry) throw new AdLibraryFailed(`no slot ${slotId}`);
      const query = { ...base(), ...creativeQuery(entry, slots.values()) };
      const parsed = adCreativeSchema.safeParse(await get('/api/ads/creative', query, signal));
      if (!parsed.success) throw new AdLibraryFailed('unexpected creative');
      entry.creative = parsed.data;
      return parsed.data;
    },
    deleteSlot(slotId) {
      slots.delete(slotId);
    },
    getSlotData(slotId) {
      const creative = slots.get(slotId)?.creative;
      return creative
        ? { adId: creative.adId, data: { externalTrackingUrl: creative.externalTrackingUrl } }
        : undefined;
    },
  };
}
