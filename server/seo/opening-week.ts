/**
 * A POI's opening hours written in French for the server-rendered pages (issue 18): the regular
 * week of an OSM `opening_hours` value (« du lundi au vendredi 09:00–18:00 ; samedi
 * 10:00–12:00 ; dimanche fermé »), read with the npm `opening_hours` library at the French
 * wall-clock time. The week is the current one (a seasonal value gives the current season's); a
 * day that is a French public holiday is read from the same weekday of a later week, so « PH
 * off » never shows as a closed Monday. Pages that show hours are rendered again each week
 * (`weekKey`).
 */
import OpeningHoursLib from 'opening_hours';
import { FRANCE, frenchWallClock } from '../geoentity/opening-hours';

/** The words of a week in each page language. */
const WEEK_WORDS = {
  fr: {
    days: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
    and: 'et',
    span: (a: string, b: string) => `du ${a} au ${b}`,
    closed: 'fermé',
    daily: 'tous les jours',
    always: '24 h/24, 7 j/7',
  },
  en: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    and: 'and',
    span: (a: string, b: string) => `${a} to ${b}`,
    closed: 'closed',
    daily: 'every day',
    always: 'open 24/7',
  },
  nl: {
    days: ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'],
    and: 'en',
    span: (a: string, b: string) => `${a} t/m ${b}`,
    closed: 'gesloten',
    daily: 'elke dag',
    always: '24 uur per dag, 7 dagen per week',
  },
} as const;

/** A language of the week's words. */
export type WeekLanguage = keyof typeof WEEK_WORDS;

/** Weeks looked ahead for a weekday that is not a public holiday. */
const WEEKS_AHEAD = 4;

const HOLIDAYS = new OpeningHoursLib('PH', FRANCE, 0);

const hhmm = (d: Date): string =>
  `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;

const addDays = (d: Date, n: number): Date =>
  new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);

/** The Monday, 00:00, of the French week of `now` (wall-clock fields). */
export function weekStart(now: Date): Date {
  const local = frenchWallClock(now);
  return addDays(local, -((local.getDay() + 6) % 7));
}

/** The key of the French week of `now` (« 2026-11-23 », its Monday). */
export function weekKey(now: Date): string {
  const d = weekStart(now);
  const two = (n: number): string => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`;
}

function parse(raw: string): OpeningHoursLib | undefined {
  try {
    return new OpeningHoursLib(raw, FRANCE, 0);
  } catch {
    return undefined;
  }
}

/**
 * The open ranges that start on a day (« 09:00–12:00 », « 20:00–03:00 » past midnight); a day
 * open from end to end is « 00:00–24:00 ». A range begun the day before is that day's.
 */
function dayRanges(oh: OpeningHoursLib, day: Date): string[] {
  const next = addDays(day, 1);
  const after = addDays(day, 2);
  const out: string[] = [];
  for (const [start, end] of oh.getOpenIntervals(new Date(day.getTime() - 60_000), after)) {
    if (start <= day && end >= next) return ['00:00–24:00'];
    if (start < day || start >= next) continue;
    const endText = end.getTime() === next.getTime() || end >= after ? '24:00' : hhmm(end);
    out.push(`${hhmm(start)}–${endText}`);
  }
  return out;
}

/** True on a French public holiday (read at noon). */
function isHoliday(day: Date): boolean {
  return HOLIDAYS.getState(new Date(day.getFullYear(), day.getMonth(), day.getDate(), 12));
}

/** The ranges of each weekday, Monday first, public holidays read from a later week. */
function regularWeek(oh: OpeningHoursLib, now: Date): string[][] {
  const monday = weekStart(now);
  return WEEK_WORDS.fr.days.map((_, i) => {
    let day = addDays(monday, i);
    for (let k = 1; k <= WEEKS_AHEAD && isHoliday(day); k++) day = addDays(monday, i + 7 * k);
    return dayRanges(oh, day);
  });
}

function daysLabel(first: number, last: number, lang: WeekLanguage): string {
  const { days, and, span } = WEEK_WORDS[lang];
  if (first === last) return days[first]!;
  if (last === first + 1) return `${days[first]} ${and} ${days[last]}`;
  return span(days[first]!, days[last]!);
}

/**
 * The regular week of an OSM opening_hours value in a page's language (French by default),
 * undefined when the value is malformed or never open in that week.
 */
export function openingWeek(raw: string, now: Date, lang: WeekLanguage = 'fr'): string | undefined {
  const oh = parse(raw);
  if (!oh) return undefined;
  const words = WEEK_WORDS[lang];
  const week = regularWeek(oh, now).map((ranges) => ranges.join(` ${words.and} `));
  if (week.every((d) => d === '')) return undefined;
  if (week.every((d) => d === week[0])) {
    return week[0] === '00:00–24:00' ? words.always : `${words.daily} ${week[0]}`;
  }
  const parts: string[] = [];
  for (let i = 0; i < week.length;) {
    let j = i;
    while (j + 1 < week.length && week[j + 1] === week[i]) j++;
    parts.push(`${daysLabel(i, j, lang)} ${week[i] || words.closed}`);
    i = j + 1;
  }
  return parts.join(lang === 'fr' ? ' ; ' : '; ');
}

/** The regular week in French (« du lundi au vendredi 09:00–18:00 ; samedi fermé »). */
export function frenchOpeningWeek(raw: string, now: Date): string | undefined {
  return openingWeek(raw, now, 'fr');
}
