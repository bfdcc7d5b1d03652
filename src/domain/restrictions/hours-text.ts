/**
 * Low-emission-zone hours written in French: an OSM opening_hours value (« 24/7 », « Mo-Fr
 * 08:00-20:00; PH off ») as a reader says it (« du lundi au vendredi de 8 h à 20 h, sauf jours
 * fériés », « du 23 juillet au 21 août le samedi de 14 h à 20 h »). Pure and library-free: the SPA's pages and the server's warnings share it; when a
 * rule applies is the server's (server/restrictions/zfe-hours.ts, with the opening_hours library).
 */

const DAYS: Readonly<Record<string, string>> = {
  Mo: 'lundi',
  Tu: 'mardi',
  We: 'mercredi',
  Th: 'jeudi',
  Fr: 'vendredi',
  Sa: 'samedi',
  Su: 'dimanche',
};

const MONTHS: Readonly<Record<string, string>> = {
  Jan: 'janvier',
  Feb: 'février',
  Mar: 'mars',
  Apr: 'avril',
  May: 'mai',
  Jun: 'juin',
  Jul: 'juillet',
  Aug: 'août',
  Sep: 'septembre',
  Oct: 'octobre',
  Nov: 'novembre',
  Dec: 'décembre',
};

const DAY = '(?:Mo|Tu|We|Th|Fr|Sa|Su|PH)';
const MONTH = '(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)';

function dayName(token: string): string {
  return token === 'PH' ? 'les jours fériés' : `le ${DAYS[token] ?? token}`;
}

function dayList(list: string): string {
  const names = list.split(',').map(dayName);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} et ${names.at(-1) ?? ''}` : list;
}

function time(text: string): string {
  const [h, m] = text.split(':');
  return m === '00' ? `${Number(h)} h` : `${Number(h)} h ${m}`;
}

function part(rule: string): string {
  const holidays = /^PH\s+off$/i.test(rule);
  if (holidays) return 'sauf jours fériés';
  return rule
    .replace(
      new RegExp(`\\b${MONTH} (\\d{1,2})-${MONTH} (\\d{1,2})\\b`, 'g'),
      (_, m1: string, d1: string, m2: string, d2: string) =>
        `du ${Number(d1)} ${MONTHS[m1] ?? m1} au ${Number(d2)} ${MONTHS[m2] ?? m2}`,
    )
    .replace(/\b(Mo|Tu|We|Th|Fr|Sa|Su)-(Mo|Tu|We|Th|Fr|Sa|Su)\b/g, (_, a: string, b: string) =>
      a === 'Mo' && b === 'Su' ? 'tous les jours' : `du ${DAYS[a]} au ${DAYS[b]}`,
    )
    .replace(new RegExp(`\\b${DAY}(?:,${DAY})+\\b`, 'g'), dayList)
    .replace(/\b(Mo|Tu|We|Th|Fr|Sa|Su|PH)\b/g, dayName)
    .replace(/(\d{2}:\d{2})-(\d{2}:\d{2})/g, (_, a: string, b: string) =>
      b === '23:59' && a === '00:00' ? 'toute la journée' : `de ${time(a)} à ${time(b)}`,
    );
}

/** True when a rule's hours are all the time (« 24/7 », or every day all day). */
export function isAllTheTime(hours: string): boolean {
  return hours === '24/7' || hours === 'Mo-Su 00:00-23:59';
}

/** The hours in French: « en permanence », « du lundi au vendredi de 8 h à 20 h, sauf jours fériés ». */
export function hoursInFrench(hours: string): string {
  if (isAllTheTime(hours)) return 'en permanence';
  return hours
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)
    .map(part)
    .join(', ');
}
