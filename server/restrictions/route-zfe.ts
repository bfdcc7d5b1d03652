/**
 * Crit'Air-aware itineraries (issue 17): checks a computed route against the low-emission zones
 * at the departure's date and time, gives Valhalla the zones to avoid (`exclude_polygons`), and
 * finds a car park outside a zone the destination lies in (park-and-ride).
 */
import type { CritAirClass } from '../../src/domain/account/preferences';
import { bboxesOverlap, haversineMetres, type Bbox, type LngLat } from '../../src/domain/geo';
import {
  vignetteOf,
  type VehicleClass,
  type Vignette,
} from '../../src/domain/restrictions/critair';
import {
  bansAt,
  checkRoute,
  pointInArea,
  type CheckedStage,
  type ZfeRouteNotice,
} from '../../src/domain/restrictions/route-check';
import { parisNow } from '../../src/domain/paris-time';
import { statusesOn } from '../../src/domain/restrictions/zfe';
import type { PlacesStore } from '../core/deps';
import type { RestrictionsStore, StoredZfeStage } from './restrictions-store';
import { ruleAppliesOnWallClock } from './zfe-hours';
import { hoursIn, type HoursLanguage } from '../../src/domain/restrictions/hours-text';

/** A car park found outside a zone. */
export interface CarPark {
  name: string | null;
  lng: number;
  lat: number;
}

function checkedOf(stage: StoredZfeStage): CheckedStage {
  const polygons =
    stage.area.type === 'Polygon' ? [stage.area.coordinates] : stage.area.coordinates;
  return {
    ...stage,
    polygons: polygons.map((rings) =>
      rings.map((ring) => ring.map((p): [number, number] => [p[0]!, p[1]!])),
    ),
  };
}

/** The box of a trip's ends, widened by a quarter of its size and 0.02° (a detour's room). */
function corridorOf(ends: readonly (readonly [number, number])[]): Bbox {
  const xs = ends.map((p) => p[0]);
  const ys = ends.map((p) => p[1]);
  const [w, s, e, n] = [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
  const pad = 0.02 + 0.25 * Math.max(e - w, n - s);
  return [w - pad, s - pad, e + pad, n + pad];
}

/** How far from the destination a park-and-ride car park may be, metres. */
const PARK_AND_RIDE_RADIUS = 6000;

/** Checks routes against the zones of the restrictions artefact. */
export class ZfeRouting {
  private readonly stages: CheckedStage[];

  constructor(
    store: RestrictionsStore,
    private readonly places: PlacesStore,
  ) {
    this.stages = store.stages.map(checkedOf);
  }

  /** The vignette of a request's `critair` value. */
  vignetteOf(critair: CritAirClass | 'NC' | undefined): Vignette | null {
    return vignetteOf(critair);
  }

  /** The notices of a route shape at a departure (`YYYY-MM-DDTHH:MM`, French time; now if null). */
  check(input: {
    shape: readonly (readonly [number, number])[];
    vignette: Vignette;
    vehicle: VehicleClass;
    departure: string | null;
    /** The language of the notices (French by default). */
    lang?: HoursLanguage;
  }): ZfeRouteNotice[] {
    const wall = input.departure ?? parisNow();
    return checkRoute(
      {
        shape: input.shape,
        stages: this.stages,
        vignette: input.vignette,
        vehicle: input.vehicle,
        day: wall.slice(0, 10),
        appliesAt: (hours) => ruleAppliesOnWallClock(hours, wall),
        lang: input.lang ?? 'fr',
      },
      (hours) => hoursIn(hours, input.lang ?? 'fr'),
    );
  }

  /**
   * Keys of the stages that ban the vehicle at the departure and whose box meets the trip's
   * (departure and arrival, widened), neither end inside: the zones a route around would avoid,
   * known before any route is computed (so that it can be computed at the same time).
   */
  bansNear(input: {
    ends: readonly (readonly [number, number])[];
    vignette: Vignette;
    vehicle: VehicleClass;
    departure: string | null;
  }): string[] {
    const wall = input.departure ?? parisNow();
    const rule = {
      vignette: input.vignette,
      vehicle: input.vehicle,
      appliesAt: (hours: string) => ruleAppliesOnWallClock(hours, wall),
    };
    const statuses = statusesOn(this.stages, wall.slice(0, 10));
    const box = corridorOf(input.ends);
    return this.stages
      .filter((s) => bboxesOverlap(s.bbox, box) && bansAt(s, statuses.get(s.key), rule))
      .filter((s) => !input.ends.some((p) => pointInArea(p, s.polygons)))
      .map((s) => s.key);
  }

  /**
   * Outer rings of stages by key, for Valhalla's `exclude_polygons`; a ring shared by several
   * stages (successive stages of one zone) is sent once.
   */
  excludePolygonsOf(keys: Iterable<string>): [number, number][][] {
    const wanted = new Set(keys);
    const rings = new Map<string, [number, number][]>();
    for (const stage of this.stages) {
      if (!wanted.has(stage.key)) continue;
      for (const polygon of stage.polygons) {
        const ring = polygon[0]!.map((p): [number, number] => [p[0], p[1]]);
        rings.set(JSON.stringify(ring), ring);
      }
    }
    return [...rings.values()];
  }

  /** The car park nearest the destination outside every zone of the notices, if any. */
  carParkOutside(destination: LngLat, notices: readonly ZfeRouteNotice[]): CarPark | undefined {
    const keys = new Set(notices.map((n) => n.stageKey));
    const zones = this.stages.filter((s) => keys.has(s.key));
    const d = PARK_AND_RIDE_RADIUS / 111_000;
    const candidates = this.places.poisIn({
      categories: ['amenity=parking', 'amenity=parking_entrance'],
      bbox: [
        destination.lng - d * 1.5,
        destination.lat - d,
        destination.lng + d * 1.5,
        destination.lat + d,
      ],
      limit: 2000,
    });
    let best: { park: CarPark; metres: number } | undefined;
    for (const park of candidates) {
      if (zones.some((z) => pointInArea([park.lng, park.lat], z.polygons))) continue;
      const metres = haversineMetres(destination, park);
      if (metres <= PARK_AND_RIDE_RADIUS && (!best || metres < best.metres))
        best = { park, metres };
    }
    return best?.park;
  }
}
