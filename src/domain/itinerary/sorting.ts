/**
 * Sorting of the routes (§4): by price, CO2, duration or the default mode order; ties are broken
 * by the provider preference order. Price ordering keeps the first result first, then the next
 * two cheapest; the others follow in the default order. Zod-free.
 */
import { DEFAULT_MODE_ORDER, type RoadMode } from './modes';
import { providerRank } from './providers';

/** Sort criteria (§9) and the default order. */
export const SORTS = ['default', 'duration', 'price', 'co2'] as const;
export type RouteSort = (typeof SORTS)[number];

/** The fields sorting reads. */
export interface SortableRoute {
  mode: RoadMode;
  provider: { name: string };
  time: { value: number };
  prices: { main: { value: number } };
  co2_emissions: { value: number };
}

/** How many cheapest routes follow the first one in price order. */
export const PRICE_FOLLOWERS = 2;

function modeRank(mode: RoadMode, order: readonly RoadMode[]): number {
  const i = order.indexOf(mode);
  return i === -1 ? order.length : i;
}

function tieBreak(a: SortableRoute, b: SortableRoute): number {
  return providerRank(a.provider.name) - providerRank(b.provider.name);
}

/** The default order: modes in order (the preferred mode first), then provider preference. */
export function defaultOrder<R extends SortableRoute>(
  routes: readonly R[],
  modeOrder: readonly RoadMode[] = DEFAULT_MODE_ORDER,
): R[] {
  return [...routes].sort(
    (a, b) => modeRank(a.mode, modeOrder) - modeRank(b.mode, modeOrder) || tieBreak(a, b),
  );
}

function byValue<R extends SortableRoute>(routes: readonly R[], value: (r: R) => number): R[] {
  return [...routes].sort((a, b) => value(a) - value(b) || tieBreak(a, b));
}

/** Sorts routes by a criterion (stable for equal keys). */
export function sortRoutes<R extends SortableRoute>(
  routes: readonly R[],
  sort: RouteSort,
  modeOrder: readonly RoadMode[] = DEFAULT_MODE_ORDER,
): R[] {
  const ordered = defaultOrder(routes, modeOrder);
  switch (sort) {
    case 'duration':
      return byValue(ordered, (r) => r.time.value);
    case 'co2':
      return byValue(ordered, (r) => r.co2_emissions.value);
    case 'price': {
      const [first, ...rest] = ordered;
      if (!first) return [];
      const cheapest = byValue(rest, (r) => r.prices.main.value).slice(0, PRICE_FOLLOWERS);
      const others = rest.filter((r) => !cheapest.includes(r));
      return [first, ...cheapest, ...others];
    }
    default:
      return ordered;
  }
}

/** The mode order with a preferred mode first. */
export function modeOrderWith(preferred: RoadMode | undefined): RoadMode[] {
  if (!preferred) return [...DEFAULT_MODE_ORDER];
  return [preferred, ...DEFAULT_MODE_ORDER.filter((m) => m !== preferred)];
}
