import type { FileReport } from './types';

/** Seconds of a GTFS time (H:MM:SS, hours may exceed 24); undefined when empty, NaN when invalid. */
export function parseGtfsTime(text: string): number | undefined {
  if (text === '') return undefined;
  const m = /^(\d{1,3}):([0-5]\d):([0-5]\d)$/.exec(text);
  if (!m) return Number.NaN;
  return Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]);
}

/** Days since 1970-01-01 of a GTFS date (YYYYMMDD); NaN when invalid. */
export function parseGtfsDate(text: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})$/.exec(text);
  if (!m) return Number.NaN;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(y, mo - 1, d);
  const check = new Date(ms);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return Number.NaN;
  return ms / 86_400_000;
}

/** YYYY-MM-DD of a day number. */
export function formatDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

/** A colour of routes.txt (6 hex digits) or the fallback. */
export function parseColor(text: string, fallback: string): string {
  const c = text.replace(/^#/, '');
  return /^[0-9a-fA-F]{6}$/.test(c) ? c.toUpperCase() : fallback;
}

/** Collects what one file of a feed accepted and rejected. */
export class FileReporter {
  readonly report: FileReport;

  constructor(file: string) {
    this.report = { file, rows: 0, rejected: 0, reasons: {}, examples: [], notes: [] };
  }

  /** Counts a row read. */
  row(): void {
    this.report.rows++;
  }

  /** Records a rejected row and why. */
  reject(line: number, reason: string): void {
    this.count(reason, 1);
    if (this.report.examples.length < 5) this.report.examples.push({ line, reason });
  }

  /** Records a trip rejected as a whole (its stop times), naming it. */
  rejectTrip(tripId: string, reason: string, rows: number): void {
    this.count(reason, rows);
    if (this.report.examples.length < 5) this.report.examples.push({ line: 0, reason, tripId });
  }

  /** Rejects every row of the file for one reason said once (a missing column or header). */
  rejectFile(rows: number, reason: string): void {
    this.report.rows = rows;
    this.count(reason, rows);
    this.note(reason);
  }

  /** Says something about the whole file once. */
  note(message: string): void {
    if (!this.report.notes.includes(message)) this.report.notes.push(message);
  }

  private count(reason: string, rows: number): void {
    this.report.rejected += rows;
    this.report.reasons[reason] = (this.report.reasons[reason] ?? 0) + rows;
  }
}
