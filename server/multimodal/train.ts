/**
 * The train provider. The stations are known (SNCF's nationally, the region's OSM ones), the
 * timetables are not: with a
 * rail GTFS imported (route_type 2), the planner's journeys that ride a train are the train
 * routes; without one, the answer is availability_info naming the nearest stations.
 */
import { formatLength } from '../../src/domain/itinerary/format';
import { vehicleOfRouteType } from '../../src/domain/transit/journey';
import { fill } from '../itinerary/labels';
import { MULTIMODAL_TEXTS } from './texts';
import { transitTrips } from './transit-trips';
import type { MultimodalContext, MultimodalOutcome } from './types';

/** Stations farther than this from the departure or the arrival do not serve the trip. */
export const STATION_RADIUS_METRES = 20_000;

function stationLabel(name: string, metres: number, lang: 'fr' | 'en' | 'nl'): string {
  return `${name} (${formatLength(metres, lang)})`;
}

/** The train routes of a request, or why there are none. */
export async function trainTrips(ctx: MultimodalContext): Promise<MultimodalOutcome> {
  const { request, provider, deps } = ctx;
  const lang = request.lang;
  const texts = MULTIMODAL_TEXTS[lang];
  const ends = [request.points[0]!, request.points[request.points.length - 1]!];
  const [start, end] = ends.map((p) =>
    deps.stations.nearest([p.lng, p.lat], STATION_RADIUS_METRES),
  );
  const km = String(STATION_RADIUS_METRES / 1000);
  if (!start || !end) {
    const place = !start ? texts.keys.departure : texts.keys.arrival;
    return {
      ok: false,
      provider,
      availability: fill(texts.trainNoStation, { km, place: place.toLowerCase() }),
    };
  }
  if (start.name === end.name)
    return {
      ok: false,
      provider,
      availability: fill(texts.trainSameStation, { station: start.name }),
    };
  const hasRail = deps.transit.timetable.routes.some((r) => vehicleOfRouteType(r.type) === 'rail');
  if (!hasRail) {
    return {
      ok: false,
      provider,
      availability: fill(texts.trainNoRail, {
        from: stationLabel(start.name, start.metres, lang),
        to: stationLabel(end.name, end.metres, lang),
      }),
    };
  }
  const outcome = await transitTrips(ctx, (j) => j.legs.some((l) => l.mode === 'rail'));
  if (!outcome.ok && 'failure' in outcome)
    return {
      ok: false,
      provider,
      availability: fill(texts.trainNoJourney, { from: start.name, to: end.name }),
    };
  return outcome;
}
