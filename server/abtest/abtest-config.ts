/**
 * The A/B configuration file (issue 15; spec 001 §7 config-web.json): a JSON array of entries
 * kept in `server/abtest/config-web.json` (or PERIPLE_ABTEST_FILE). Read again when the file
 * changes, so an experiment starts or stops without a restart. A missing or unreadable file gives
 * an empty configuration (logged): only the experiments stop, never the site. Entries the SPA will
 * drop are named in the log; they are served as written, the SPA checks each one (§5).
 */
import { readFile, stat } from 'node:fs/promises';
import { z } from 'zod';
import { validEntries } from '../../src/domain/abtest/abtest';

/** Where the reader reports what it could not use. */
export interface AbConfigLog {
  warn(object: object, message: string): void;
}

/** Reads the configuration; `entries()` answers the array to serve. */
export interface AbConfigSource {
  entries(): Promise<readonly unknown[]>;
}

const fileSchema = z.array(z.unknown());

async function readEntries(file: string, log: AbConfigLog): Promise<readonly unknown[]> {
  try {
    const parsed = fileSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
    if (!parsed.success) {
      log.warn({ file }, 'A/B configuration ignored: the file must hold a JSON array of entries');
      return [];
    }
    for (const dropped of validEntries(parsed.data).dropped)
      log.warn({ file, ...dropped }, 'A/B entry the SPA will drop');
    return parsed.data;
  } catch (error) {
    log.warn({ file, error: String(error) }, 'A/B configuration unreadable: no experiment runs');
    return [];
  }
}

/** The configuration of `file`, read again when its modification time changes. */
export function abConfigSource(file: string, log: AbConfigLog): AbConfigSource {
  let cached: { mtimeMs: number; entries: readonly unknown[] } | undefined;
  return {
    async entries() {
      const mtimeMs = await stat(file).then(
        (s) => s.mtimeMs,
        () => -1,
      );
      if (mtimeMs === -1) {
        if (cached?.mtimeMs !== -1)
          log.warn({ file }, 'A/B configuration missing: no experiment runs');
        cached = { mtimeMs, entries: [] };
      } else if (cached?.mtimeMs !== mtimeMs) {
        cached = { mtimeMs, entries: await readEntries(file, log) };
      }
      return cached.entries;
    },
  };
}
