/**
 * The documents of a GBFS system: read live (gbfs.json, then each feed it lists that Périple
 * reads; a feed not served is noted with why, the others are kept) or from a recorded file, and
 * parsed one by one with the schemas of their own GBFS version (gbfs-schema.ts).
 */
import { readFile } from 'node:fs/promises';
import type { z } from 'zod';
import { fetchFailure, GbfsError, gbfsMessages } from './gbfs-messages';
import {
  emptyDiscoverySchema,
  gbfsRecordingSchema,
  gbfsSchemas,
  versionProbeSchema,
  type GbfsDiscovery,
  type GbfsRecording,
  type GbfsSchemas,
} from './gbfs-schema';

/** The documents of one read of a system. */
export interface GbfsDocuments {
  /** The documents as served, by feed name (`gbfs` is the discovery file). */
  feeds: Record<string, unknown>;
  /** The feeds gbfs.json lists that were not served, with why (`404`, a time-out). */
  missing: Record<string, string>;
}

/** The feeds Périple reads (system_information is required; vehicle_status is 3.x's free_bike_status). */
export const READ_FEEDS = [
  'system_information',
  'station_information',
  'station_status',
  'free_bike_status',
  'vehicle_status',
  'vehicle_types',
  'system_pricing_plans',
] as const;

/** How one document is named and versioned in messages. */
export interface ParseContext {
  /** The system as operators know it (its id in the region file). */
  system: string;
  /** The version of documents that do not say theirs (the discovery file's, else 1.0). */
  fallbackVersion: string;
}

const isMajor = (n: number): n is 1 | 2 | 3 => n === 1 || n === 2 || n === 3;

function versionOf(doc: unknown, feed: string, ctx: ParseContext) {
  const probe = versionProbeSchema.safeParse(doc);
  const version = (probe.success ? probe.data.version : undefined) ?? ctx.fallbackVersion;
  const major = Number(/^(\d+)(?:\.|$)/.exec(version)?.[1]);
  if (isMajor(major)) return { major, version };
  throw new GbfsError(gbfsMessages.unsupportedVersion(ctx.system, feed, version));
}

/**
 * Parses the document of `feed` with the schema `key` of the document's GBFS version; throws a
 * GbfsError naming the system, the feed, the version and the first issue.
 */
export function parseDocument<K extends keyof GbfsSchemas>(
  key: K,
  feed: string,
  doc: unknown,
  ctx: ParseContext,
): z.output<GbfsSchemas[K]> {
  const { major, version } = versionOf(doc, feed, ctx);
  const result = gbfsSchemas(major)[key].safeParse(doc);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const where = issue?.path.map(String).join('.') ?? '';
  throw new GbfsError(gbfsMessages.invalid(ctx.system, feed, version, where, issue?.message ?? ''));
}

/** The version documents inherit from the discovery file (its `version`, else 1.0). */
export function discoveryVersion(discovery: unknown): string {
  const probe = versionProbeSchema.safeParse(discovery);
  return (probe.success ? probe.data.version : undefined) ?? '1.0';
}

/** The feeds a discovery file lists (2.x: those of the preferred language). */
export function discoveryFeeds(doc: unknown, system: string): GbfsDiscovery['data']['feeds'] {
  if (emptyDiscoverySchema.safeParse(doc).success)
    throw new GbfsError(gbfsMessages.emptyDiscovery(system));
  const ctx = { system, fallbackVersion: discoveryVersion(doc) };
  return parseDocument('gbfs', 'gbfs', doc, ctx).data.feeds;
}

/** How the live documents are fetched. */
export interface GbfsFetchOptions {
  fetch?: typeof globalThis.fetch | undefined;
  /** Per document. */
  timeoutMs?: number | undefined;
}

type Fetched = { ok: true; json: unknown } | { ok: false; reason: string };

async function fetchJson(url: string, options: GbfsFetchOptions): Promise<Fetched> {
  const fetcher = options.fetch ?? globalThis.fetch;
  const timeoutMs = options.timeoutMs ?? 4000;
  let text: string;
  try {
    const res = await fetcher(url, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!res.ok) return { ok: false, reason: String(res.status) };
    text = await res.text();
  } catch (error) {
    return { ok: false, reason: fetchFailure(error, timeoutMs) };
  }
  try {
    const json: unknown = JSON.parse(text);
    return { ok: true, json };
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
}

/**
 * Reads a system live: gbfs.json (2.x: French feeds first, else English, else the first
 * language), then the feeds it lists. Throws a GbfsError when gbfs.json cannot be read or
 * lists nothing; a feed not served goes to `missing`.
 */
export async function fetchGbfsDocuments(
  url: string,
  options: GbfsFetchOptions & { system?: string | undefined } = {},
): Promise<GbfsDocuments> {
  const system = options.system ?? url;
  const discovery = await fetchJson(url, options);
  if (!discovery.ok) throw new GbfsError(gbfsMessages.notServed(system, 'gbfs', discovery.reason));
  const listed = discoveryFeeds(discovery.json, system);
  const documents: GbfsDocuments = { feeds: { gbfs: discovery.json }, missing: {} };
  await Promise.all(
    READ_FEEDS.map(async (name) => {
      const feed = listed.find((f) => f.name === name);
      if (!feed) return;
      const got = await fetchJson(feed.url, options);
      if (got.ok) documents.feeds[name] = got.json;
      else documents.missing[name] = got.reason;
    }),
  );
  return documents;
}

/** Records a system (the file a region lists as `recorded`), with the feeds it did not serve. */
export async function recordGbfs(
  url: string,
  options: GbfsFetchOptions = {},
): Promise<GbfsRecording> {
  const { feeds, missing } = await fetchGbfsDocuments(url, options);
  return { recorded_at: new Date().toISOString(), source: url, feeds, missing };
}

/** Reads a recorded file (`system` names it in messages). */
export async function readRecording(path: string, system = path): Promise<GbfsDocuments> {
  const text = await readFile(path, 'utf8').catch((error: Error) => {
    throw new GbfsError(gbfsMessages.recordingUnreadable(system, path, error.message));
  });
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new GbfsError(gbfsMessages.recordingInvalid(system, path, 'not JSON'));
  }
  const result = gbfsRecordingSchema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    const why = `${issue?.path.map(String).join('.') ?? ''}: ${issue?.message ?? ''}`;
    throw new GbfsError(gbfsMessages.recordingInvalid(system, path, why));
  }
  return { feeds: result.data.feeds, missing: result.data.missing ?? {} };
}
