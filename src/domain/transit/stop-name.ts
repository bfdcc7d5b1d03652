/**
 * The name of a public-transport stop as people write it. Many GTFS feeds write their stops in
 * capitals (« PLACE DU CASINO ») where OpenStreetMap has « Place du Casino »: a stop written in
 * capitals takes the name of an OSM stop nearby that reads the same once accents, case,
 * punctuation and the usual abbreviations are set aside (« PLACE STE-DEVOTE » → « Place
 * Sainte-Dévote »), else it is recased the French way (street-case.ts). A name with any lower-case
 * letter is kept. Zod-free.
 */
import { haversineMetres, type LngLat } from '../geo';
import { streetCase } from '../street-case';
import { lookupTable } from '../lookup-table';

/** How far an OSM stop may be from the GTFS stop whose name it gives, metres. */
export const STOP_NAME_RADIUS_M = 250;

/** A named OSM stop. */
export interface NamedStop {
  name: string;
  position: LngLat;
}

/** Abbreviations of stop names, by their folded form. */
const ABBREVIATIONS: Readonly<Record<string, string>> = lookupTable({
  st: 'saint',
  ste: 'sainte',
  pl: 'place',
  av: 'avenue',
  bd: 'boulevard',
  bld: 'boulevard',
  rte: 'route',
  sq: 'square',
});

/** A name reduced for comparison: no accents, case, punctuation or abbreviation. */
export function foldStopName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '')
    .map((w) => ABBREVIATIONS[w] ?? w)
    .join(' ');
}

/** True when a name has letters and none in lower case. */
export function isAllCapitals(name: string): boolean {
  return /\p{Lu}/u.test(name) && !/\p{Ll}/u.test(name);
}

/**
 * The name to show for a GTFS stop at `position`: its own when it has lower-case letters, else
 * the nearest OSM stop within STOP_NAME_RADIUS_M reading the same, else itself recased.
 */
export function properStopName(
  name: string,
  position: LngLat,
  nearby: readonly NamedStop[],
): string {
  if (!isAllCapitals(name)) return name;
  const folded = foldStopName(name);
  let best: { name: string; distance: number } | undefined;
  for (const stop of nearby) {
    if (isAllCapitals(stop.name) || foldStopName(stop.name) !== folded) continue;
    const distance = haversineMetres(position, stop.position);
    if (distance <= STOP_NAME_RADIUS_M && (!best || distance < best.distance))
      best = { name: stop.name, distance };
  }
  return best?.name ?? streetCase(name);
}

/**
 * The headsign to show (« Direction Place Sainte-Dévote »): its own when it has lower-case
 * letters, else the proper name of the stop it names (`stopNames`: a stop's folded feed name →
 * its proper name), else itself recased.
 */
export function properHeadsign(headsign: string, stopNames: ReadonlyMap<string, string>): string {
  if (!isAllCapitals(headsign)) return headsign;
  return stopNames.get(foldStopName(headsign)) ?? streetCase(headsign);
}
