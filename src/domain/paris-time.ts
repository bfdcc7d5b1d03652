/** Wall-clock time in Europe/Paris, the time of the French networks and of « partir maintenant ». */

/** Made once: building a time-zone formatter costs more than a whole route's other checks. */
const PARIS_PARTS = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Paris',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Date (YYYY-MM-DD) and time (HH:MM) of an instant in Europe/Paris, the networks' time. */
export function parisParts(at: Date): { date: string; time: string } {
  const parts = PARIS_PARTS.formatToParts(at);
  const get = (type: string): string => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    time: `${get('hour')}:${get('minute')}`,
  };
}

/** The current wall-clock time in Europe/Paris, YYYY-MM-DDTHH:MM. */
export function parisNow(date = new Date()): string {
  const { date: day, time } = parisParts(date);
  return `${day}T${time}`;
}

const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/;

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

/**
 * Epoch milliseconds of a wall-clock time in Europe/Paris given as if it were UTC: two passes,
 * so that the days the clocks change read right.
 */
function parisWallClockMs(wallAsUtcMs: number): number {
  const first = wallAsUtcMs - parisOffsetMs(wallAsUtcMs);
  return wallAsUtcMs - parisOffsetMs(first);
}

/**
 * The instant of a date-time text (`2026-12-01T10:00`, `…:00.000Z`, `…+01:00`); a text without
 * a zone is French wall-clock time (Europe/Paris). Undefined when the text is not one.
 */
export function parisInstant(text: string): Date | undefined {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s, frac, zone] = match;
  const fraction = (frac ?? '').padEnd(3, '0').slice(0, 3);
  const local = `${y}-${mo}-${d}T${h}:${mi}:${s ?? '00'}.${fraction}`;
  const offset =
    zone && zone !== 'Z' && !zone.includes(':') ? `${zone.slice(0, 3)}:${zone.slice(3)}` : zone;
  const ms =
    offset === undefined ? parisWallClockMs(Date.parse(`${local}Z`)) : Date.parse(local + offset);
  return Number.isFinite(ms) ? new Date(ms) : undefined;
}
