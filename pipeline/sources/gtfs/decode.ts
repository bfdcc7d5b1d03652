/**
 * Reading the files of a GTFS zip as operators ship them: the archive checked (readable, one feed
 * only), each text decoded (UTF-8, or UTF-16 with or without its byte-order mark), NUL bytes
 * removed, and what had to be done said once per file.
 */
import { unzipSync } from 'fflate';

/** A feed that cannot be read at all: the message names the feed and what is wrong. */
export class GtfsFeedError extends Error {
  constructor(
    readonly feedId: string,
    readonly reason: string,
  ) {
    super(`GTFS feed '${feedId}': ${reason}`);
    this.name = 'GtfsFeedError';
  }
}

/** One decoded .txt file and what its decoding noticed. */
export interface DecodedFile {
  text: string;
  notes: string[];
}

function utf16(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  // Without a mark: ASCII text in UTF-16 has a NUL in every other byte.
  const sample = Math.min(bytes.length, 200) & ~1;
  if (sample < 4) return undefined;
  let evenNul = 0;
  let oddNul = 0;
  for (let i = 0; i < sample; i += 2) {
    if (bytes[i] === 0) evenNul += 1;
    if (bytes[i + 1] === 0) oddNul += 1;
  }
  const half = sample / 2;
  if (oddNul > half * 0.8 && evenNul === 0) return 'utf-16le';
  if (evenNul > half * 0.8 && oddNul === 0) return 'utf-16be';
  return undefined;
}

/** Decodes one file: UTF-16 detected, invalid UTF-8 replaced, NUL bytes removed; each said once. */
export function decodeText(bytes: Uint8Array): DecodedFile {
  const notes: string[] = [];
  let text: string;
  const wide = utf16(bytes);
  if (wide) {
    text = new TextDecoder(wide).decode(bytes);
    notes.push(`decoded as ${wide.toUpperCase()} (GTFS asks for UTF-8)`);
  } else {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = new TextDecoder('utf-8').decode(bytes);
      notes.push('invalid UTF-8 bytes, replaced by « � »');
    }
  }
  if (text.includes('\u0000')) {
    text = text.replaceAll('\u0000', '');
    notes.push('NUL bytes removed');
  }
  return { text, notes };
}

/**
 * The .txt files of a GTFS zip by base name. Files may sit in one folder of the archive; two
 * folders each holding GTFS files are two feeds in one zip, refused as ambiguous.
 */
export function unzipFeed(
  data: Uint8Array,
  feed: { id: string; path: string },
): Map<string, DecodedFile> {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(data, { filter: (f) => f.name.toLowerCase().endsWith('.txt') });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new GtfsFeedError(feed.id, `${feed.path} is not a readable zip archive (${message})`);
  }
  const folders = new Set<string>();
  const out = new Map<string, DecodedFile>();
  for (const [name, bytes] of Object.entries(files)) {
    const parts = name.split('/');
    const base = (parts.pop() ?? name).toLowerCase();
    if (base.startsWith('.') || parts.includes('__MACOSX')) continue;
    if (base === 'stops.txt' || base === 'trips.txt') folders.add(parts.join('/'));
    if (!out.has(base)) out.set(base, decodeText(bytes));
  }
  if (folders.size > 1)
    throw new GtfsFeedError(
      feed.id,
      `${feed.path} holds several feeds (folders ${[...folders].map((f) => `« ${f || '/'} »`).join(', ')}): give one feed per zip`,
    );
  return out;
}
