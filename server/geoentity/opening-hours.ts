/**
 * Opening hours and status of a POI (spec §3 openingHours, openingStatus; §9 colours) from an
 * OSM `opening_hours` value, read with the npm `opening_hours` library, evaluated at the French
 * wall-clock time (Europe/Paris, whatever the server's zone). A malformed value is kept as text,
 * with no week and no status, never an error. The national fuel file's week is written as an
 * OSM value first (`fuelWeekToOsm`).
 */
import OpeningHoursLib from 'opening_hours';
import type { FuelOpeningDay } from '../../artefacts/fuel';
import type { OpeningHours, OpeningStatus } from '../../src/domain/geoentity';
import { poiText, type PoiLanguage } from './poi-texts';

const ZONE = 'Europe/Paris';
/** Where the library takes its public holidays from (France). */
export const FRANCE = {
  lat: 48.85,
  lon: 2.35,
  address: { country_code: 'fr', state: 'Île-de-France' },
};
const CACHE_SIZE = 5000;
const parsed = new Map<string, OpeningHoursLib | null>();

/** The value parsed once, with the French public holidays (null when malformed). */
export function parseOpeningHours(value: string): OpeningHoursLib | null {
  const cached = parsed.get(value);
  if (cached !== undefined) return cached;
  let result: OpeningHoursLib | null;
  try {
    // Mode 0 (time ranges); French public holidays (PH) are evaluated.
    result = new OpeningHoursLib(value, FRANCE, 0);
  } catch {
    result = null;
  }
  if (parsed.size >= CACHE_SIZE) parsed.delete(parsed.keys().next().value!);
  parsed.set(value, result);
  return result;
}

const WALL_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});
/** The last conversion (a request converts one instant for all its POIs). */
let lastClock: { at: number; local: number } | undefined;

/**
 * A Date whose local fields are the wall-clock time in France at `now`: the library reads local
 * fields, so the answer does not depend on the server's time zone.
 */
export function frenchWallClock(now: Date): Date {
  if (lastClock && lastClock.at === now.getTime()) return new Date(lastClock.local);
  const parts = WALL_CLOCK.formatToParts(now);
  const get = (type: string): number => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = new Date(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  lastClock = { at: now.getTime(), local: local.getTime() };
  return local;
}

const hhmm = (d: Date): string =>
  `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;

const sameDay = (a: Date, b: Date): boolean =>
  a.getFullYear() === b.getFullYear() &&
  a.getMonth() === b.getMonth() &&
  a.getDate() === b.getDate();

const DAY_NAMES: Readonly<Record<PoiLanguage, Intl.DateTimeFormat>> = {
  fr: new Intl.DateTimeFormat('fr-FR', { weekday: 'long' }),
  en: new Intl.DateTimeFormat('en-GB', { weekday: 'long' }),
  nl: new Intl.DateTimeFormat('nl-BE', { weekday: 'long' }),
};

/**
 * The name of a day: capitalised as a row label of the week (« Mardi »), as the language writes
 * it inside a sentence (French and Dutch in lower case: « ouvre mardi », « opent dinsdag »;
 * English with its capital: « opens Tuesday »).
 */
export function dayName(d: Date, lang: PoiLanguage, use: 'label' | 'inline'): string {
  const name = DAY_NAMES[lang].format(d);
  if (use === 'inline') return name;
  return name.charAt(0).toLocaleUpperCase(lang) + name.slice(1);
}

function week(oh: OpeningHoursLib, today: Date, lang: PoiLanguage): OpeningHours['week'] {
  const days: OpeningHours['week'] = [];
  for (let i = 0; i < 7; i++) {
    const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() + i);
    const to = new Date(today.getFullYear(), today.getMonth(), today.getDate() + i + 1);
    const ranges = oh.getOpenIntervals(from, to).map(([start, end]) => {
      const endText = end.getTime() >= to.getTime() ? '24:00' : hhmm(end);
      return `${hhmm(start)}–${endText}`;
    });
    days.push({ day: dayName(from, lang, 'label'), ranges });
  }
  return days;
}

/** openingHours of a value (malformed: the text only); the week only when asked (sheets). */
export function openingHoursOf(
  raw: string,
  now: Date,
  options: { lang: PoiLanguage; week: boolean },
): OpeningHours {
  const oh = parseOpeningHours(raw);
  if (!oh) return { raw, valid: false };
  if (!options.week) return { raw, valid: true };
  const local = frenchWallClock(now);
  const comment = oh.getComment(local);
  return { raw, valid: true, week: week(oh, local, options.lang), ...(comment ? { comment } : {}) };
}

/**
 * openingStatus of a value at `now`: open (until when, if it closes within a day), closed and
 * opening later today (closed_open_today), closed. None for a malformed or unknown value.
 */
export function openingStatusOf(
  raw: string,
  now: Date,
  lang: PoiLanguage,
): OpeningStatus | undefined {
  const oh = parseOpeningHours(raw);
  if (!oh) return undefined;
  const local = frenchWallClock(now);
  if (oh.getUnknown(local)) return undefined;
  const next = oh.getNextChange(local);
  if (oh.getState(local)) {
    const soon = next && next.getTime() - local.getTime() < 24 * 3600_000;
    return {
      status: 'open',
      message: soon
        ? poiText(lang, 'openUntil', { time: hhmm(next) })
        : poiText(lang, next ? 'open' : 'openAlways'),
    };
  }
  if (next && sameDay(next, local))
    return { status: 'closed_open_today', message: poiText(lang, 'opensAt', { time: hhmm(next) }) };
  if (next && next.getTime() - local.getTime() < 7 * 24 * 3600_000)
    return {
      status: 'closed',
      message: poiText(lang, 'opensOn', { day: dayName(next, lang, 'inline'), time: hhmm(next) }),
    };
  return { status: 'closed', message: poiText(lang, 'closed') };
}

const OSM_DAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];

function dayRule(day: FuelOpeningDay): string | undefined {
  if (day.closed) return 'off';
  if (day.hours.length === 0) return undefined;
  return day.hours.map((h) => `${h.opens}-${h.closes === '23:59' ? '24:00' : h.closes}`).join(',');
}

/**
 * The national file's week as an OSM opening_hours value ('Mo-Fr 07:00-20:00; Sa-Su off'),
 * undefined when the file does not give it: no day, an open day without hours, or every day
 * 'closed' (how the file writes an unknown week).
 */
export function fuelWeekToOsm(days: readonly FuelOpeningDay[]): string | undefined {
  const sorted = [...days].sort((a, b) => a.day - b.day);
  if (sorted.length !== 7 || sorted.every((d) => d.closed)) return undefined;
  const rules = sorted.map(dayRule);
  if (rules.some((r) => r === undefined)) return undefined;
  const parts: string[] = [];
  for (let i = 0; i < 7;) {
    let j = i;
    while (j + 1 < 7 && rules[j + 1] === rules[i]) j++;
    const span = i === j ? OSM_DAYS[i] : `${OSM_DAYS[i]}-${OSM_DAYS[j]}`;
    parts.push(`${span} ${rules[i]}`);
    i = j + 1;
  }
  const value = parts.join('; ');
  return value === 'Mo-Su 00:00-24:00' ? '24/7' : value;
}
