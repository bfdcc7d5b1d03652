/**
 * The layer pages on the server side (issue 17): one area resolver per places artefact (the API
 * and the SPA's pages share it), the area a page's location names — resolved as the API does —
 * so that an unknown location is served with status 404, and the areas each family's home lists.
 */
import type { LayerAreaKind } from '../../src/domain/paths/layer-paths';
import { parseLayerPath } from '../../src/domain/paths/layer-paths';
import type { AreaRef } from '../../src/domain/restrictions/api';
import {
  COVERED_MAX_COMMUNES,
  type CoveredAreas,
  type CoveredFamily,
  type CoveredLink,
} from '../../src/domain/restrictions/covered';
import { stageStatusOn, type EventStatus } from '../../src/domain/restrictions/zfe';
import type { PlacesStore } from '../core/deps';
import type { TownRow } from '../quiz/gazetteer';
import { AreaResolver, type ResolvedArea } from './areas';
import { RestrictionsService, type TrafficFeed } from './restrictions-service';
import type { RestrictionsStore } from './restrictions-store';

const resolvers = new WeakMap<PlacesStore, AreaResolver>();

/** The area resolver of a places artefact, built once (the API and the pages share it). */
export function areaResolverOf(places: PlacesStore): AreaResolver {
  const existing = resolvers.get(places);
  if (existing) return existing;
  const resolver = new AreaResolver(places.gazetteer());
  resolvers.set(places, resolver);
  return resolver;
}

const services = new WeakMap<RestrictionsStore, RestrictionsService>();

/** The restrictions service of an app's artefacts, built once (the API and the pages share it). */
export function restrictionsServiceOf(deps: {
  restrictions: RestrictionsStore;
  places: PlacesStore;
  traffic?: TrafficFeed | undefined;
}): RestrictionsService {
  const existing = services.get(deps.restrictions);
  if (existing) return existing;
  const service = new RestrictionsService({
    store: deps.restrictions,
    areas: areaResolverOf(deps.places),
    traffic: deps.traffic,
  });
  services.set(deps.restrictions, service);
  return service;
}

const API_KINDS = { CITY: 'commune', DEPARTMENT: 'department', REGION: 'region' } as const;

/** The area a page's location names, as the API resolves it: France, an INSEE code or a slug. */
export function resolvePageArea(
  areas: AreaResolver,
  kind: LayerAreaKind,
  slug: string,
): ResolvedArea | undefined {
  if (slug === 'france') return areas.france();
  if (kind === 'CITY' && /^\d[0-9ab]\d{3}$/.test(slug))
    return areas.communeByCode(slug.toUpperCase());
  return areas.resolve(API_KINDS[kind], slug);
}

/** False for a layer page whose location names no area (served with status 404). */
export function isKnownLayerPage(path: string, areas: AreaResolver): boolean {
  const page = parseLayerPath(path);
  if (!page || page.kind === 'HOME' || page.slug === null) return true;
  return resolvePageArea(areas, page.kind, page.slug) !== undefined;
}

/** What the home lists are made of. */
export interface CoveredDeps {
  store: RestrictionsStore;
  areas: AreaResolver;
  towns: readonly TownRow[];
}

const STATUS_RANK: Readonly<Record<EventStatus, number>> = { ongoing: 0, planned: 1, expired: 2 };

function bestStatus(statuses: readonly EventStatus[]): EventStatus {
  return [...statuses].sort((a, b) => STATUS_RANK[a] - STATUS_RANK[b])[0] ?? 'expired';
}

/** One link per zone (to its most populated commune), the best status first, one per commune. */
function zoneLinks(deps: CoveredDeps, byInsee: Map<string, TownRow>, day: string): CoveredLink[] {
  const zones = new Map<string, { name: string; communes: Set<string>; statuses: EventStatus[] }>();
  for (const stage of deps.store.stages) {
    const zone = zones.get(stage.authority) ?? {
      name: stage.name,
      communes: new Set(),
      statuses: [],
    };
    for (const c of stage.communes) zone.communes.add(c);
    zone.statuses.push(stageStatusOn(stage, day));
    zone.name = stage.name;
    zones.set(stage.authority, zone);
  }
  const links = new Map<string, CoveredLink>();
  for (const zone of zones.values()) {
    const main = [...zone.communes]
      .flatMap((c) => byInsee.get(c) ?? [])
      .sort((a, b) => b.population - a.population)[0];
    const area = main ? deps.areas.communeByCode(main.insee)?.ref : undefined;
    if (!main || !area) continue;
    const link: CoveredLink = { name: zone.name, area, status: bestStatus(zone.statuses) };
    const kept = links.get(main.insee);
    if (!kept?.status || STATUS_RANK[link.status ?? 'expired'] < STATUS_RANK[kept.status])
      links.set(main.insee, link);
  }
  return [...links.values()].sort(
    (a, b) =>
      STATUS_RANK[a.status ?? 'expired'] - STATUS_RANK[b.status ?? 'expired'] ||
      a.name.localeCompare(b.name, 'fr'),
  );
}

/** The communes of the imported extracts that have the family's data, most populated first. */
function extractCommunes(family: CoveredFamily, deps: CoveredDeps): string[] {
  const { store } = deps;
  return [...store.osmCommunes].filter((c) => {
    if (family === 'cycling') return store.cycleLengths([c]).length > 0;
    if (family === 'restrictions')
      return store.restrictions({ communes: [c], bbox: null, limit: 1 }).total > 0;
    return true;
  });
}

function communeLinks(
  family: CoveredFamily,
  deps: CoveredDeps,
  byInsee: Map<string, TownRow>,
): CoveredLink[] {
  return extractCommunes(family, deps)
    .flatMap((c) => byInsee.get(c) ?? [])
    .sort((a, b) => b.population - a.population)
    .slice(0, COVERED_MAX_COMMUNES)
    .flatMap((town) => {
      const area = deps.areas.communeByCode(town.insee)?.ref;
      return area ? [{ name: area.name, area, status: null }] : [];
    })
    .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
}

/** The départements and régions of communes, by name. */
function parentsOf(
  links: readonly CoveredLink[],
  deps: CoveredDeps,
  byInsee: Map<string, TownRow>,
): Pick<CoveredAreas, 'departments' | 'regions'> {
  const towns = links.flatMap((l) => (l.area.code ? (byInsee.get(l.area.code) ?? []) : []));
  const refs = (kind: 'department' | 'region', codes: Iterable<string>): AreaRef[] =>
    [...new Set(codes)]
      .flatMap((code) => deps.areas.resolve(kind, code.toLowerCase())?.ref ?? [])
      .sort((a, b) => a.name.localeCompare(b.name, 'fr'));
  return {
    departments: refs(
      'department',
      towns.map((t) => t.departmentCode),
    ),
    regions: refs(
      'region',
      towns.map((t) => t.regionCode),
    ),
  };
}

/** The areas a family's home links to, on a French calendar day (YYYY-MM-DD). */
export function coveredAreas(family: CoveredFamily, deps: CoveredDeps, day: string): CoveredAreas {
  const byInsee = new Map(deps.towns.map((t) => [t.insee, t]));
  const communes =
    family === 'zfe' ? zoneLinks(deps, byInsee, day) : communeLinks(family, deps, byInsee);
  return { family, communes, ...parentsOf(communes, deps, byInsee) };
}
