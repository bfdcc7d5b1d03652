/**
 * Times of DATEX II records: `xs:dateTime` values read as ISO instants (a value without a zone is
 * French wall-clock time, the time of the feeds Périple reads), and a record's status at an
 * instant from its validity.
 */
import type { EventStatus } from '../../src/domain/restrictions/zfe';

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?$/;

const PARIS_OFFSET = new Intl.DateTimeFormat('en-US', {
  timeZone: 'Europe/Paris',
  timeZoneName: 'longOffset',
});

/** Offset of Europe/Paris from UTC at an instant, in milliseconds. */
function parisOffsetMs(epochMs: number): number {
  const parts = PARIS_OFFSET.formatToParts(new Date(epochMs));
  const name = parts.find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return (match[1] === '-' ? -minutes : minutes) * 60_000;
}

/** Epoch milliseconds of a wall-clock time in Europe/Paris. */
function parisWallClock(wallAsUtcMs: number): number {
  const first = wallAsUtcMs - parisOffsetMs(wallAsUtcMs);
  return wallAsUtcMs - parisOffsetMs(first);
}

/**
 * The ISO instant (`2026-03-10T06:45:00.000Z`) of an `xs:dateTime`; null when the text is not
 * one. A value without a zone is taken as Europe/Paris time.
 */
export function datexInstant(text: string | null): string | null {
  const match = text === null ? null : DATE_TIME.exec(text.trim());
  if (!match) return null;
  const [, y, mo, d, h, mi, s, frac, zone] = match;
  const fraction = (frac ?? '').padEnd(3, '0').slice(0, 3);
  const local = `${y}-${mo}-${d}T${h}:${mi}:${s ?? '00'}.${fraction}`;
  const ms =
    zone === undefined ? parisWallClock(Date.parse(`${local}Z`)) : Date.parse(local + zone);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
}

/** What the status of a record depends on. */
export interface DatexValidity {
  /** ISO instants, null when not given. */
  start: string | null;
  end: string | null;
  /** The record's `validityStatus` (active, planned, suspended, definedByValidityTimeSpec). */
  validityStatus: string | null;
}

/**
 * The status of a record at `at`: expired once its end is past; planned before its start, when
 * the feed says `planned`, or while it is `suspended` (not in force, it may resume); else ongoing.
 */
export function datexStatusAt(validity: DatexValidity, at: Date): EventStatus {
  const now = at.getTime();
  if (validity.end !== null && Date.parse(validity.end) < now) return 'expired';
  if (validity.validityStatus === 'planned' || validity.validityStatus === 'suspended')
    return 'planned';
  if (validity.start !== null && Date.parse(validity.start) > now) return 'planned';
  return 'ongoing';
}
