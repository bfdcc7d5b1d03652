import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serviceRuns } from './timetable';
import {
  readTimetable,
  TIMETABLE_FORMAT_VERSION,
  TIMETABLE_MAGIC,
  writeTimetable,
} from './timetable-file';
import { tinyTimetable } from './tiny-timetable';

const GOLDEN = join(import.meta.dirname, 'fixtures/tiny-timetable.bin');
const dir = mkdtempSync(join(tmpdir(), 'periple-timetable-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('timetable file (format version 3)', () => {
  it('the golden file starts with the magic and the version, and reads back whole', () => {
    const bytes = readFileSync(GOLDEN);
    expect(bytes.toString('ascii', 0, 8)).toBe(TIMETABLE_MAGIC);
    expect(bytes.readUInt32LE(8)).toBe(TIMETABLE_FORMAT_VERSION);
    const t = readTimetable(GOLDEN);
    const expected = tinyTimetable();
    expect(t).toEqual(expected);
    expect(t.stopNames[t.patternStops[1]!]).toBe('Stade Louis II');
    expect(serviceRuns(t, 0, t.baseDay + 1)).toBe(true);
    expect(serviceRuns(t, 0, t.baseDay + 2)).toBe(false);
  });

  it('writing the same timetable gives the golden bytes: a layout change needs a new version', async () => {
    const path = join(dir, 'same.bin');
    await writeTimetable(path, tinyTimetable());
    expect(readFileSync(path).equals(readFileSync(GOLDEN))).toBe(true);
  });

  it('refuses another version or another file, naming it', () => {
    const other = Buffer.from(readFileSync(GOLDEN));
    other.writeUInt32LE(TIMETABLE_FORMAT_VERSION + 1, 8);
    const future = join(dir, 'future.bin');
    writeFileSync(future, other);
    expect(() => readTimetable(future)).toThrow(
      `${future} has timetable format ${TIMETABLE_FORMAT_VERSION + 1}, this code reads ${TIMETABLE_FORMAT_VERSION}`,
    );
    const notOurs = join(dir, 'not-ours.bin');
    writeFileSync(notOurs, 'GTFS zip or anything else');
    expect(() => readTimetable(notOurs)).toThrow(`${notOurs} is not a Périple timetable`);
  });
});
