/**
 * Low-emission-zone hours written in French: an OSM opening_hours value (« 24/7 », « Mo-Fr
 * 08:00-20:00; PH off ») as a reader says it (« du lundi au vendredi de 8 h à 20 h, sauf jours
 * fériés »). Pure and library-free: the SPA's pages and the server's warnings share it; when a
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

function time(text: string): string {
  const [h, m] = text.split(':');
  return m === '00' ? `${Number(h)} h` : `${Number(h)} h ${m}`;
}

function part(rule: string): string {
  const holidays = /^PH\s+off$/i.test(rule);
  if (holidays) return 'sauf jours fériés';
  return rule
    .replace(/\b(Mo|Tu|We|Th|Fr|Sa|Su)-(Mo|Tu|We|Th|Fr|Sa|Su)\b/g, (_, a: string, b: string) =>
      a === 'Mo' && b === 'Su' ? 'tous les jours' : `du ${DAYS[a]} au ${DAYS[b]}`,
    )
    .replace(/\b(Mo|Tu|We|Th|Fr|Sa|Su)\b/g, (d: string) => `le ${DAYS[d]}`)
    .replace(/(\d{2}:\d{2})-(\d{2}:\d{2})/g, (_, a: string, b: string) =>
      b === '23:59' && a === '00:00' ? 'toute la journée' : `de ${time(a)} à ${time(b)}`,
    );
}

/** The hours in French: « en permanence », « du lundi au vendredi de 8 h à 20 h, sauf jours fériés ». */
export function hoursInFrench(hours: string): string {
  if (hours === '24/7' || hours === 'Mo-Su 00:00-23:59') return 'en permanence';
  return hours
    .split(';')
    .map((p) => p.trim())
    .filter(Boolean)
    .map(part)
    .join(', ');
}
