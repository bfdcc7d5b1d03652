import { serviceRuns, type Timetable } from '../../artefacts/transit/timetable';
import { vehicleOfRouteType, type TransitLine } from '../../src/domain/transit/journey';

/** The next departures of one line and direction at a stop. */
export interface StopDepartures {
  line: TransitLine;
  headsign: string;
  /** Local times HH:mm. */
  times: string[];
}

const hhmm = (seconds: number): string => {
  const s = ((seconds % 86_400) + 86_400) % 86_400;
  return `${String(Math.floor(s / 3600)).padStart(2, '0')}:${String(Math.floor(s / 60) % 60).padStart(2, '0')}`;
};

type Group = { route: number; headsign: number; times: number[] };

/** Departures after `time` (within 6 h) of every pattern serving the stop, by route and headsign. */
function collect(t: Timetable, o: { stop: number; day: number; time: number }): Map<string, Group> {
  const groups = new Map<string, Group>();
  for (let x = t.stopPatternStart[o.stop]!; x < t.stopPatternStart[o.stop + 1]!; x++) {
    const p = t.stopPatternIdx[x]!;
    const pos = t.stopPatternPos[x]!;
    const last = t.patternStopStart[p + 1]! - t.patternStopStart[p]! - 1;
    const first = t.tripTimeStart[t.patternTripStart[p]!]!;
    if (pos === last || (t.stopTimeFlags[first + pos]! & 1) !== 0) continue;
    for (const shift of [-1, 0]) {
      for (let trip = t.patternTripStart[p]!; trip < t.patternTripStart[p + 1]!; trip++) {
        const dep = t.departures[t.tripTimeStart[trip]! + pos]! + shift * 86_400;
        if (dep < o.time || dep > o.time + 6 * 3600) continue;
        if (!serviceRuns(t, t.tripService[trip]!, o.day + shift)) continue;
        const key = `${t.patternRoute[p]}|${t.tripHeadsign[trip]}`;
        const g = groups.get(key) ?? {
          route: t.patternRoute[p]!,
          headsign: t.tripHeadsign[trip]!,
          times: [],
        };
        groups.set(key, g);
        g.times.push(dep);
      }
    }
  }
  return groups;
}

/** Departures from stop s after `time` on `day`: per line and headsign, the next `limit` times. */
export function nextDepartures(
  t: Timetable,
  o: { stop: number; day: number; time: number; limit: number },
): StopDepartures[] {
  return [...collect(t, o).values()]
    .map((g) => {
      const r = t.routes[g.route]!;
      const line: TransitLine = {
        ref: r.shortName || r.longName,
        name: r.longName,
        colour: `#${r.color}`,
        textColour: `#${r.textColor}`,
        vehicle: vehicleOfRouteType(r.type),
      };
      const times = [...new Set(g.times.sort((a, b) => a - b))].slice(0, o.limit);
      return {
        line,
        headsign: t.headsigns[g.headsign] ?? '',
        first: times[0]!,
        times: times.map(hhmm),
      };
    })
    .sort(
      (a, b) => a.line.ref.localeCompare(b.line.ref, 'fr', { numeric: true }) || a.first - b.first,
    )
    .map(({ line, headsign, times }) => ({ line, headsign, times }));
}
