/**
 * The popup of a GTFS stop in the 'tc' map mode: the stop's departures (services/transit-api) at the
 * current Europe/Paris time, then per line (badge in its colours) and headsign the next three
 * departures; outside the timetable's validity, the network's dates. A stop of OSM's overlay, where
 * no GTFS network is imported, opens with its name, its kind and why no timetable is shown.
 */
import type { Translate } from '../i18n/translate';
import { parisParts } from '../domain/paris-time';
import type { LineDepartures, TransitApi } from '../services/transit-api';
import { element } from './dom-element';

/** The kinds of the OSM stops of the map's transit overlay (the tiles' `class`). */
export const OSM_STOP_KINDS = ['tram', 'bus', 'rail', 'subway', 'ferry'] as const;
/** A kind of OSM stop. */
export type OsmStopKind = (typeof OSM_STOP_KINDS)[number];

/** The kind of an OSM stop from its tile attribute (a bus stop when unknown). */
export function osmStopKind(value: unknown): OsmStopKind {
  return OSM_STOP_KINDS.find((k) => k === value) ?? 'bus';
}

/** What the popup shows. */
export type StopPopupState =
  /**
   * A stop of OSM's overlay, with no timetable: outside every GTFS network the server has
   * (`inNetwork` false), or within one's area but not one of its stops (or the network unknown).
   */
  | { status: 'noFeed'; kind: OsmStopKind; inNetwork: boolean }
  | { status: 'loading' }
  | { status: 'failed' }
  | {
      status: 'ready';
      time: string;
      lines: LineDepartures[];
      /** Set when the date is outside the network's timetable. */
      outside: { start: string; end: string } | null;
    };

/** Loads the next departures at a stop (limit 3 per line and headsign) at a Paris time. */
export async function fetchDepartures(
  api: Pick<TransitApi, 'departures'>,
  request: { stopId: string; at: Date; signal?: AbortSignal },
): Promise<StopPopupState> {
  const { date, time } = parisParts(request.at);
  try {
    const { lines, validity } = await api.departures(
      { stopId: request.stopId, date, time, limit: 3 },
      request.signal,
    );
    const outside = validity && (date < validity.start || date > validity.end) ? validity : null;
    return { status: 'ready', time, lines, outside };
  } catch {
    return { status: 'failed' };
  }
}

const frenchDate = (iso: string): string => iso.split('-').reverse().join('/');

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
  if (state.status === 'noFeed') {
    const kind = t(`transit.popup.kind.${state.kind}`);
    root.replaceChildren(
      element('h3', { text: o.name || kind }),
      element('p', { text: kind }),
      element('p', {
        text: t(state.inNetwork ? 'transit.popup.unlisted' : 'transit.popup.noFeed'),
      }),
    );
    return;
  }
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
