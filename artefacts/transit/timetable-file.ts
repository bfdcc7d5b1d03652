import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import type { Timetable, TimetableArrays } from './timetable';

/** First bytes of a timetable file. */
export const TIMETABLE_MAGIC = 'PRPLTT01';
/** Layout version of the file; a reader refuses any other. */
export const TIMETABLE_FORMAT_VERSION = 1;

const ARRAY_NAMES = [
  'stopLat',
  'stopLon',
  'patternRoute',
  'patternStopStart',
  'patternStops',
  'patternTripStart',
  'tripTimeStart',
  'tripService',
  'tripHeadsign',
  'arrivals',
  'departures',
  'stopTimeFlags',
  'serviceDays',
  'stopPatternStart',
  'stopPatternIdx',
  'stopPatternPos',
  'footStart',
  'footTo',
  'footSeconds',
] as const satisfies readonly (keyof TimetableArrays)[];

type ArrayKind = 'f64' | 'i32' | 'u8';
const CTORS = { f64: Float64Array, i32: Int32Array, u8: Uint8Array } as const;

function kindOf(a: Float64Array | Int32Array | Uint8Array): ArrayKind {
  return a instanceof Float64Array ? 'f64' : a instanceof Int32Array ? 'i32' : 'u8';
}

const pad8 = (n: number): number => (n + 7) & ~7;

/**
 * Writes a timetable: magic, format version, a JSON header (string tables and the section
 * table), then each typed array at an 8-byte aligned offset (flatbush-style versioned header).
 */
export async function writeTimetable(path: string, t: Timetable): Promise<number> {
  const { baseDay, dayCount, serviceCount, stopIds, stopNames, routes, headsigns, tripIds, feeds } =
    t;
  const sections: { name: string; kind: ArrayKind; offset: number; length: number }[] = [];
  let offset = 0;
  for (const name of ARRAY_NAMES) {
    const a = t[name];
    sections.push({ name, kind: kindOf(a), offset, length: a.length });
    offset = pad8(offset + a.byteLength);
  }
  const header = Buffer.from(
    JSON.stringify({
      meta: {
        baseDay,
        dayCount,
        serviceCount,
        stopIds,
        stopNames,
        routes,
        headsigns,
        tripIds,
        feeds,
      },
      sections,
    }),
  );
  const dataStart = pad8(16 + header.length);
  const out = Buffer.alloc(dataStart + offset);
  out.write(TIMETABLE_MAGIC, 0, 'ascii');
  out.writeUInt32LE(TIMETABLE_FORMAT_VERSION, 8);
  out.writeUInt32LE(header.length, 12);
  header.copy(out, 16);
  for (const s of sections) {
    const a = t[s.name as (typeof ARRAY_NAMES)[number]];
    Buffer.from(a.buffer, a.byteOffset, a.byteLength).copy(out, dataStart + s.offset);
  }
  await writeFile(path, out);
  return out.length;
}

/** Reads a timetable file; throws when the magic or the format version differ. */
export function readTimetable(path: string): Timetable {
  const file = readFileSync(path);
  if (file.toString('ascii', 0, 8) !== TIMETABLE_MAGIC)
    throw new Error(`${path} is not a Périple timetable`);
  const version = file.readUInt32LE(8);
  if (version !== TIMETABLE_FORMAT_VERSION) {
    throw new Error(
      `${path} has timetable format ${version}, this code reads ${TIMETABLE_FORMAT_VERSION}`,
    );
  }
  const headerLength = file.readUInt32LE(12);
  const header = JSON.parse(file.toString('utf8', 16, 16 + headerLength)) as {
    meta: Omit<Timetable, keyof TimetableArrays>;
    sections: {
      name: (typeof ARRAY_NAMES)[number];
      kind: ArrayKind;
      offset: number;
      length: number;
    }[];
  };
  const dataStart = pad8(16 + headerLength);
  const buffer = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
  const arrays = {} as Record<string, Float64Array | Int32Array | Uint8Array>;
  for (const s of header.sections)
    arrays[s.name] = new CTORS[s.kind](buffer, dataStart + s.offset, s.length);
  return { ...header.meta, ...(arrays as unknown as TimetableArrays) };
}
