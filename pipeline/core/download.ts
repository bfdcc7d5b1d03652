import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { pipeline } from 'node:stream/promises';
import type { Progress } from './progress';

/** Options of a resumable download. */
export interface DownloadOptions {
  url: string;
  dest: string;
  /** Expected md5; when absent, `<url>.md5` is tried (Geofabrik publishes one per extract). */
  md5?: string;
  progress?: Progress;
  signal?: AbortSignal;
}

async function md5File(path: string): Promise<string> {
  const hash = createHash('md5');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function sizeOf(path: string): Promise<number> {
  try {
    return (await stat(path)).size;
  } catch {
    return -1;
  }
}

/** Reads `<url>.md5` ("<hex>  <file name>"); undefined when the server has none. */
export async function fetchPublishedMd5(
  url: string,
  signal?: AbortSignal,
): Promise<string | undefined> {
  try {
    const res = await fetch(`${url}.md5`, signal ? { signal } : {});
    if (!res.ok) return undefined;
    const match = /^([0-9a-f]{32})\b/i.exec((await res.text()).trim());
    return match?.[1]?.toLowerCase();
  } catch {
    return undefined;
  }
}

/**
 * Downloads `url` to `dest`, resuming a previous partial download (`dest.part`) with an HTTP
 * Range request, then checks the md5. A file already at `dest` with the right md5 is kept.
 */
export async function download(
  options: DownloadOptions,
): Promise<{ path: string; md5: string; resumed: boolean }> {
  const { url, dest, progress, signal } = options;
  await mkdir(dirname(dest), { recursive: true });
  const expected = options.md5 ?? (await fetchPublishedMd5(url, signal));
  if (expected && (await sizeOf(dest)) >= 0 && (await md5File(dest)) === expected) {
    return { path: dest, md5: expected, resumed: false };
  }
  const part = `${dest}.part`;
  const have = Math.max(0, await sizeOf(part));
  const headers: Record<string, string> = have > 0 ? { Range: `bytes=${have}-` } : {};
  const res = await fetch(url, { headers, ...(signal ? { signal } : {}) });
  if (res.status === 416) {
    await rm(part, { force: true });
    return download(options);
  }
  if (!res.ok || !res.body) throw new Error(`Download failed: ${url} (HTTP ${res.status})`);
  const resumed = res.status === 206;
  const start = resumed ? have : 0;
  const length = Number(res.headers.get('content-length') ?? 0);
  progress?.phase(`downloading ${url}`, length ? start + length : undefined, 'bytes');
  progress?.set(start);
  const body = Readable.fromWeb(res.body as WebReadableStream<Uint8Array>);
  body.on('data', (chunk: Buffer) => progress?.tick(chunk.length));
  await pipeline(body, createWriteStream(part, { flags: resumed ? 'a' : 'w' }));
  const actual = await md5File(part);
  if (expected && actual !== expected) {
    await rm(part, { force: true });
    throw new Error(
      `Checksum mismatch for ${url}: expected md5 ${expected}, got ${actual}; the partial file was removed, run again`,
    );
  }
  await rename(part, dest);
  return { path: dest, md5: actual, resumed };
}

/** Base URL of Geofabrik downloads (PERIPLE_GEOFABRIK_URL overrides it, e.g. for a mirror). */
export function geofabrikBaseUrl(): string {
  return (process.env.PERIPLE_GEOFABRIK_URL ?? 'https://download.geofabrik.de').replace(/\/$/, '');
}

/** URL of a Geofabrik extract from its name, e.g. `europe/monaco`. */
export function geofabrikUrl(name: string): string {
  return `${geofabrikBaseUrl()}/${name}-latest.osm.pbf`;
}
