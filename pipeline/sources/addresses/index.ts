/**
 * Address files: one loader per layout (BANO/BAN, Toulouse, Montpellier), every row validated,
 * bad rows counted and reported with their line numbers and reasons.
 */
import { banoLoader } from './bano';
import { montpellierLoader } from './montpellier';
import { readLines } from './read-lines';
import { toulouseLoader } from './toulouse';
import type { AddressFormat, AddressLoader, AddressLoadReport, AddressRow } from './types';

/** The types of the loaders. */
export type { AddressFormat, AddressLoadReport, AddressRow, RejectedRow } from './types';

/** The loader of each layout. */
export const ADDRESS_LOADERS: Readonly<Record<AddressFormat, AddressLoader>> = {
  bano: banoLoader,
  toulouse: toulouseLoader,
  montpellier: montpellierLoader,
};

/** Rejected rows kept in a report (the count covers all of them). */
const REPORTED_REJECTIONS = 50;

/** Options of `loadAddressFile`. */
export interface LoadAddressFileOptions {
  format: AddressFormat;
  path: string;
  /** Receives every valid row. */
  onRow: (row: AddressRow) => void;
  signal?: AbortSignal;
}

/** Reads an address file with the loader of its layout; resolves to the report. */
export async function loadAddressFile(options: LoadAddressFileOptions): Promise<AddressLoadReport> {
  const loader = ADDRESS_LOADERS[options.format];
  const report: AddressLoadReport = {
    format: options.format,
    path: options.path,
    lines: 0,
    accepted: 0,
    streetPoints: 0,
    rejectedCount: 0,
    rejected: [],
    reasons: {},
  };
  let header: string[] | undefined;
  let lineNumber = 0;
  for await (const line of readLines(options.path, options.signal)) {
    lineNumber++;
    if (lineNumber === 1 && loader.isHeader(line)) {
      header = line.split(line.includes(';') ? ';' : ',').map((c) => c.trim());
      continue;
    }
    if (line.trim() === '') continue;
    report.lines++;
    const result = loader.parseLine(line, header);
    if ('row' in result) {
      report.accepted++;
      if (result.row.housenumber === null) report.streetPoints++;
      options.onRow(result.row);
    } else if ('rejected' in result) {
      report.rejectedCount++;
      report.reasons[result.rejected] = (report.reasons[result.rejected] ?? 0) + 1;
      if (report.rejected.length < REPORTED_REJECTIONS)
        report.rejected.push({
          line: lineNumber,
          reason: result.rejected,
          text: line.slice(0, 120),
        });
    }
  }
  return report;
}

/** One line per file: accepted and rejected counts with the main reasons. */
export function formatAddressReport(report: AddressLoadReport): string {
  const reasons = Object.entries(report.reasons)
    .sort((a, b) => b[1] - a[1])
    .map(([reason, n]) => `${n} ${reason}`)
    .join(', ');
  const name = report.path.split('/').at(-1) ?? report.path;
  return `${name} (${report.format}): ${report.accepted.toLocaleString('en-US')} addresses (${report.streetPoints} street points), ${report.rejectedCount} rejected${reasons ? ` (${reasons})` : ''}`;
}
