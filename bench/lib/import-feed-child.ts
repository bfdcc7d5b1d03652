/**
 * Child process of the large-feed bench: reads one GTFS zip, builds and writes the timetable,
 * and prints its time, peak memory and file size as JSON (its own process, so the peak is the
 * import's alone).
 */
import { join } from 'node:path';
import { readGtfsFeed } from '../../pipeline/sources/gtfs/feed';
import { buildTimetable } from '../../pipeline/stages/transit/build-timetable';
import { writeTimetable } from '../../artefacts/transit/timetable-file';

const [zip, outDir] = process.argv.slice(2);
if (!zip || !outDir) throw new Error('usage: import-feed-child <zip> <out dir>');
const started = performance.now();
const feed = await readGtfsFeed({ id: 'large', path: zip });
const read = performance.now();
const timetable = buildTimetable([{ feed, label: 'large' }]);
const bytes = await writeTimetable(join(outDir, 'timetable.bin'), timetable);
const done = performance.now();
console.log(
  JSON.stringify({
    readSeconds: (read - started) / 1000,
    totalSeconds: (done - started) / 1000,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    bytes,
    stopTimes: timetable.arrivals.length,
  }),
);
