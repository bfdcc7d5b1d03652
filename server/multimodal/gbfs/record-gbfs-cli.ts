/**
 * Records a GBFS system for offline use (the file a region lists as `gbfs[].recorded`):
 *   node --import tsx server/multimodal/gbfs/record-gbfs-cli.ts <gbfs.json URL> <file.json>
 * Every document is validated before the file is written; the feeds listed but not served are
 * recorded as missing and reported after the summary.
 */
import { writeFile } from 'node:fs/promises';
import { recordGbfs } from './gbfs-documents';
import { snapshotOf } from './gbfs-snapshot';

/** Records `url` into `file`; returns a one-line summary, then one line per missing feed. */
export async function recordToFile(url: string, file: string): Promise<string> {
  const recording = await recordGbfs(url);
  const documents = { feeds: recording.feeds, missing: recording.missing ?? {} };
  const snapshot = snapshotOf(documents, { id: url, modes: ['bike_share'] }, 'recorded');
  await writeFile(file, `${JSON.stringify(recording)}\n`);
  return [
    `${snapshot.systemName}: ${snapshot.stations.length} stations, ${snapshot.vehicles.length} free vehicles → ${file}`,
    ...snapshot.warnings,
  ].join('\n');
}

const [url, file] = process.argv.slice(2);
if (import.meta.url === `file://${process.argv[1]}`) {
  if (!url || !file) {
    console.error('usage: record-gbfs-cli.ts <gbfs.json URL> <file.json>');
    process.exit(2);
  }
  recordToFile(url, file).then(
    (summary) => console.log(summary),
    (error: Error) => {
      console.error(error.message);
      process.exit(1);
    },
  );
}
