/**
 * Low-emission-zone hours as a reader says them, in French, English or Dutch: an OSM
 * opening_hours value (« 24/7 », « Mo-Fr 08:00-20:00; PH off ») becomes « du lundi au vendredi
 * de 8 h à 20 h, sauf jours fériés », « Monday to Friday from 8:00 to 20:00, except public
 * holidays », « van maandag tot vrijdag van 8.00 uur tot 20.00 uur, behalve op feestdagen ».
 * Pure and library-free: the SPA's pages and the server's warnings share it; when a rule applies
 * is the server's (server/restrictions/zfe-hours.ts, with the opening_hours library).
 */

/** The languages the hours are written in. */
export type HoursLanguage = 'fr' | 'en' | 'nl';

/** The words of one language. */
interface HoursWords {
  /** Mo … Su. */
  days: readonly string[];
  /** Jan … Dec. */
  months: readonly string[];
  onDay: (day: string) => string;
  holidays: string;
  and: string;
  exceptHolidays: string;
  dates: (from: string, to: string) => string;
  dayRange: (from: string, to: string) => string;
  everyDay: string;
  allDay: string;
  times: (from: string, to: string) => string;
  time: (hours: number, minutes: string) => string;
  always: string;
}

const WORDS: Readonly<Record<HoursLanguage, HoursWords>> = {
  fr: {
    days: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
    months: [
      ...['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août'],
      ...['septembre', 'octobre', 'novembre', 'décembre'],
    ],
    onDay: (day) => `le ${day}`,
    holidays: 'les jours fériés',
    and: 'et',
    exceptHolidays: 'sauf jours fériés',
    dates: (from, to) => `du ${from} au ${to}`,
    dayRange: (from, to) => `du ${from} au ${to}`,
    everyDay: 'tous les jours',
    allDay: 'toute la journée',
    times: (from, to) => `de ${from} à ${to}`,
    time: (h, m) => (m === '00' ? `${h} h` : `${h} h ${m}`),
    always: 'en permanence',
  },
  en: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
    months: [
      ...['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August'],
      ...['September', 'October', 'November', 'December'],
    ],
    onDay: (day) => `on ${day}`,
    holidays: 'on public holidays',
    and: 'and',
    exceptHolidays: 'except public holidays',
    dates: (from, to) => `from ${from} to ${to}`,
    dayRange: (from, to) => `${from} to ${to}`,
    everyDay: 'every day',
    allDay: 'all day',
    times: (from, to) => `from ${from} to ${to}`,
    time: (h, m) => `${h}:${m}`,
    always: 'at all times',
  },
  nl: {
    days: ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'],
    months: [
      ...['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus'],
      ...['september', 'oktober', 'november', 'december'],
    ],
    onDay: (day) => `op ${day}`,
    holidays: 'op feestdagen',
    and: 'en',
    exceptHolidays: 'behalve op feestdagen',
    dates: (from, to) => `van ${from} tot ${to}`,
    dayRange: (from, to) => `van ${from} tot ${to}`,
    everyDay: 'elke dag',
    allDay: 'de hele dag',
    times: (from, to) => `van ${from} tot ${to}`,
    time: (h, m) => `${h}.${m} uur`,
    always: 'altijd',
  },
};

const DAY_CODES: readonly string[] = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'];
const MONTH_CODES: readonly string[] = [
  ...['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
];

const DAY = '(?:Mo|Tu|We|Th|Fr|Sa|Su|PH)';
const MONTH = `(${MONTH_CODES.join('|')})`;

function dayOf(code: string, w: HoursWords): string {
  return w.days[DAY_CODES.indexOf(code)] ?? code;
}

function monthOf(code: string, w: HoursWords): string {
  return w.months[MONTH_CODES.indexOf(code)] ?? code;
}

function dayName(token: string, w: HoursWords): string {
  return token === 'PH' ? w.holidays : w.onDay(dayOf(token, w));
}

function dayList(list: string, w: HoursWords): string {
  const names = list.split(',').map((d) => dayName(d, w));
  return names.length > 1
    ? `${names.slice(0, -1).join(', ')} ${w.and} ${names.at(-1) ?? ''}`
    : list;
}

function time(text: string, w: HoursWords): string {
  const [h, m] = text.split(':');
  return w.time(Number(h), m ?? '00');
}

function part(rule: string, w: HoursWords): string {
  if (/^PH\s+off$/i.test(rule)) return w.exceptHolidays;
  return rule
    .replace(
      new RegExp(`\\b${MONTH} (\\d{1,2})-${MONTH} (\\d{1,2})\\b`, 'g'),
      (_, m1: string, d1: string, m2: string, d2: string) =>
        w.dates(`${Number(d1)} ${monthOf(m1, w)}`, `${Number(d2)} ${monthOf(m2, w)}`),
    )
    .replace(/\b(Mo|Tu|We|Th|Fr|Sa|Su)-(Mo|Tu|We|Th|Fr|Sa|Su)\b/g, (_, a: string, b: string) =>
      a === 'Mo' && b === 'Su' ? w.everyDay : w.dayRange(dayOf(a, w), dayOf(b, w)),
    )
    .replace(new RegExp(`\\b${DAY}(?:,${DAY})+\\b`, 'g'), (list) => dayList(list, w))
    .replace(/\b(Mo|Tu|We|Th|Fr|Sa|Su|PH)\b/g, (token) => dayName(token, w))
    .replace(/(\d{2}:\d{2})-(\d{2}:\d{2})/g, (_, a: string, b: string) =>
      b === '23:59' && a === '00:00' ? w.allDay : w.times(time(a, w), time(b, w)),
    );
}

/** The name of a month (0 for January) in a language: « juin », « June », « juni ». */
export function monthIn(index: number, lang: HoursLanguage): string | undefined {
  return WORDS[lang].months[index];
}

/** True when a rule's hours are all the time (« 24/7 », or every day all day). */
export function isAllTheTime(hours: string): boolean {
  return hours === '24/7' || hours === 'Mo-Su 00:00-23:59';
}

/** The hours in a language: « en permanence », « Monday to Friday from 8:00 to 20:00 ». */
export function hoursIn(hours: string, lang: HoursLanguage): string {
  const w = WORDS[lang];
  if (isAllTheTime(hours)) return w.always;
  return hours
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => part(p, w))
    .join(', ');
}

/** The hours in French: « en permanence », « du lundi au vendredi de 8 h à 20 h, sauf jours fériés ». */
export function hoursInFrench(hours: string): string {
  return hoursIn(hours, 'fr');
}
