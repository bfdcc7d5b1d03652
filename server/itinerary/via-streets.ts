/**
 * The street a route card names (« Par Boulevard du Larvotto »): the street the route follows
 * longest, or, when a provider answers several routes, the street that sets each apart — the
 * one it follows longer than any other route does — so that two cards never say the same
 * « Par Rue Jeanne-d'Arc » when the routes differ, as Google Maps names its alternatives.
 */
import type { ValhallaTrip } from '../routing/valhalla-types';

/** The length (km) of each named street of a trip. */
function streetLengths(trip: ValhallaTrip): Map<string, number> {
  const byStreet = new Map<string, number>();
  for (const leg of trip.legs) {
    for (const m of leg.maneuvers) {
      const name = m.street_names?.[0];
      if (name) byStreet.set(name, (byStreet.get(name) ?? 0) + m.length);
    }
  }
  return byStreet;
}

/** The key of the largest value, undefined when none is above `floor`. */
function largest(scores: Map<string, number>, floor: number): string | undefined {
  let best: [string, number] | undefined;
  for (const entry of scores) if (entry[1] > floor && (!best || entry[1] > best[1])) best = entry;
  return best?.[0];
}

/** The street the trip follows longest ("Par Avenue de Monte-Carlo"). */
export function mainStreet(trip: ValhallaTrip): string | undefined {
  return largest(streetLengths(trip), 0);
}

/** The street each trip of one answer is named by: its own if it has one, else its longest. */
export function viaStreets(trips: readonly ValhallaTrip[]): (string | undefined)[] {
  const lengths = trips.map(streetLengths);
  return lengths.map((mine, i) => {
    const own = new Map<string, number>();
    for (const [street, km] of mine) {
      const elsewhere = Math.max(
        0,
        ...lengths.map((other, j) => (j === i ? 0 : (other.get(street) ?? 0))),
      );
      own.set(street, km - elsewhere);
    }
    return largest(own, 0) ?? largest(mine, 0);
  });
}
