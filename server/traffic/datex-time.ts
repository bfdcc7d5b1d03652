/**
 * Times of DATEX II records: `xs:dateTime` values read as ISO instants (a value without a zone is
 * French wall-clock time, the time of the feeds Périple reads), and a record's status at an
 * instant from its validity.
 */
import { parisInstant } from '../../src/domain/paris-time';
import type { EventStatus } from '../../src/domain/restrictions/zfe';

/**
 * The ISO instant (`2026-03-10T06:45:00.000Z`) of an `xs:dateTime`; null when the text is not
 * one. A value without a zone is taken as Europe/Paris time.
 */
export function datexInstant(text: string | null): string | null {
  return (text === null ? undefined : parisInstant(text))?.toISOString() ?? null;
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
