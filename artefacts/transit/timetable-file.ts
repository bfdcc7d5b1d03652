import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import type { Timetable, TimetableArrays } from './timetable';
import { ARRAY_NAMES, timetableHeaderSchema, type TimetableHeader } from './timetable-header';

/** First bytes of a timetable file. */
export const TIMETABLE_MAGIC = 'PRPLTT01';
/** Layout version of the file; a reader refuses any other. */
export const TIMETABLE_FORMAT_VERSION = 3;

type ArrayKind = 'f64' | 'i32' | 'u8';

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
  const sections: TimetableHeader['sections'] = [];
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
    const a = t[s.name];
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
  const parsed = timetableHeaderSchema.safeParse(
    JSON.parse(file.toString('utf8', 16, 16 + headerLength)),
  );
  if (!parsed.success) throw new Error(`${path} has an unreadable header: ${parsed.error.message}`);
  const { meta, sections } = parsed.data;
  const dataStart = pad8(16 + headerLength);
  const buffer = file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength);
  return { ...meta, ...readArrays({ sections, buffer, dataStart, path }) };
}

/** The typed arrays of the sections, each of the kind its name requires. */
function readArrays(options: {
  sections: TimetableHeader['sections'];
  buffer: ArrayBuffer;
  dataStart: number;
  path: string;
}): TimetableArrays {
  const { sections, buffer, dataStart, path } = options;
  const section = (name: keyof TimetableArrays, kind: ArrayKind) => {
    const s = sections.find((x) => x.name === name);
    if (!s || s.kind !== kind) throw new Error(`${path}: section ${name} missing or not ${kind}`);
    return { offset: dataStart + s.offset, length: s.length };
  };
  const f64 = (name: keyof TimetableArrays): Float64Array => {
    const { offset, length } = section(name, 'f64');
    return new Float64Array(buffer, offset, length);
  };
  const i32 = (name: keyof TimetableArrays): Int32Array => {
    const { offset, length } = section(name, 'i32');
    return new Int32Array(buffer, offset, length);
  };
  const u8 = (name: keyof TimetableArrays): Uint8Array => {
    const { offset, length } = section(name, 'u8');
    return new Uint8Array(buffer, offset, length);
  };
  return {
    stopLat: f64('stopLat'),
    stopLon: f64('stopLon'),
    patternRoute: i32('patternRoute'),
    patternStopStart: i32('patternStopStart'),
    patternStops: i32('patternStops'),
    patternTripStart: i32('patternTripStart'),
    tripTimeStart: i32('tripTimeStart'),
    tripService: i32('tripService'),
    tripHeadsign: i32('tripHeadsign'),
    arrivals: i32('arrivals'),
    departures: i32('departures'),
    stopTimeFlags: u8('stopTimeFlags'),
    serviceDays: u8('serviceDays'),
    stopPatternStart: i32('stopPatternStart'),
    stopPatternIdx: i32('stopPatternIdx'),
    stopPatternPos: i32('stopPatternPos'),
    footStart: i32('footStart'),
    footTo: i32('footTo'),
    footSeconds: i32('footSeconds'),
  };
}
