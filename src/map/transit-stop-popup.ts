/**
 * The popup of a GTFS stop in the 'tc' map mode: GET /api/transit/stops/{id}/departures at the
 * current Europe/Paris time, then per line (badge in its colours) and headsign the next three
 * departures; outside the timetable's validity, the network's dates.
 */
import type { TransitLine } from '../domain/transit/journey';
import type { Translate } from '../i18n/translate';
import { parisParts } from '../domain/paris-time';

/** Departures of a line and headsign. */
export interface LineDepartures {
  line: TransitLine;
  headsign: string;
  times: string[];
}

/** What the popup shows. */
export type StopPopupState =
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'ready';
      time: string;
      lines: LineDepartures[];
      /** Set when the date is outside the network's timetable. */
      outside: { start: string; end: string } | null;
    };

interface DeparturesAnswer {
  date?: unknown;
  time?: unknown;
  validity?: { start?: unknown; end?: unknown } | null;
  lines?: unknown;
}

function isLine(value: unknown): value is LineDepartures {
  const v = value as Partial<LineDepartures> | null;
  return (
    !!v &&
    typeof v.headsign === 'string' &&
    Array.isArray(v.times) &&
    typeof v.line?.ref === 'string' &&
    typeof v.line.colour === 'string' &&
    typeof v.line.textColour === 'string'
  );
}

/** Loads the next departures at a stop (limit 3 per line and headsign). */
export async function fetchDepartures(stopId: string, at: Date): Promise<StopPopupState> {
  const { date, time } = parisParts(at);
  const query = new URLSearchParams({ date, time, limit: '3' });
  try {
    const res = await fetch(`/api/transit/stops/${encodeURIComponent(stopId)}/departures?${query}`);
    if (!res.ok) return { status: 'failed' };
    const body = (await res.json()) as DeparturesAnswer;
    const lines = Array.isArray(body.lines) ? body.lines.filter(isLine) : [];
    const start = String(body.validity?.start ?? '');
    const end = String(body.validity?.end ?? '');
    const outside = body.validity && (date < start || date > end) ? { start, end } : null;
    return { status: 'ready', time, lines, outside };
  } catch {
    return { status: 'failed' };
  }
}

const frenchDate = (iso: string): string => iso.split('-').reverse().join('/');

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  o: { className?: string; text?: string } = {},
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (o.className) e.className = o.className;
  if (o.text !== undefined) e.textContent = o.text;
  return e;
}

function lineItem(l: LineDepartures): HTMLLIElement {
  const li = element('li');
  const badge = element('span', { className: 'line-badge', text: l.line.ref });
  badge.style.background = l.line.colour;
  badge.style.color = l.line.textColour;
  li.append(
    badge,
    element('span', { className: 'stop-headsign', text: `→ ${l.headsign}` }),
    element('span', { className: 'stop-times', text: l.times.join(' · ') }),
  );
  li.dataset.testid = 'stop-departures';
  return li;
}

/** Fills the popup's element for a state. */
export function renderStopPopup(
  root: HTMLElement,
  o: { t: Translate; name: string; state: StopPopupState },
): void {
  const { t, state } = o;
  const title =
    state.status === 'ready'
      ? `${t('transit.popup.title')} · ${state.time}`
      : t('transit.popup.title');
  const children: HTMLElement[] = [element('h3', { text: o.name }), element('p', { text: title })];
  if (state.status === 'loading') {
    children.push(element('p', { text: t('transit.popup.loading') }));
  } else if (state.status === 'failed') {
    const p = element('p', { text: t('transit.popup.failed') });
    p.setAttribute('role', 'alert');
    children.push(p);
  } else if (state.outside) {
    const { start, end } = state.outside;
    children.push(
      element('p', {
        text: t('transit.popup.noTimetable', { start: frenchDate(start), end: frenchDate(end) }),
      }),
    );
  } else if (state.lines.length === 0) {
    children.push(element('p', { text: t('transit.popup.none') }));
  } else {
    const list = element('ul');
    list.append(...state.lines.map(lineItem));
    children.push(list);
  }
  root.replaceChildren(...children);
}
