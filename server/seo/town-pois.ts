/**
 * The POIs of each French commune for the server-rendered POI pages (issue 18): read once from
 * the search index (a POI belongs to the town of its entry's locality, see
 * server/search/poi-towns.ts), counted by rubric, with the towns that have enough POIs to be
 * listed (spec 001 §9, minimum POI count) and the nearest of them.
 */
import { haversineMetres } from '../../src/domain/geo';
import { RUBRICS } from '../../src/domain/poi-catalogue/rubrics';
import type { PoiLabel, PoiTownReader } from '../search/poi-towns';
import type { CommuneIndex, SeoCommune } from './communes';

/**
 * Spec 001 §9 « minimum POI count threshold for towns » (the spec gives no value): a town with
 * fewer POIs (of any rubric) has no POI page and is never linked from one. Five: below it a
 * page would list one or two places and say little more than the town page.
 */
export const MIN_TOWN_POIS = 5;

/** Towns whose sorted POIs are kept. */
const TOWNS_KEPT = 64;

/** A POI of a town, sorted and ranked before its row is read. */
export interface TownPoi extends PoiLabel {
  rubricId: string;
}

/** A nearby town and how many of the asked POIs it has. */
export interface NearbyTown {
  town: SeoCommune;
  count: number;
  metres: number;
}

/** The POIs of one town: entry ids, alongside the index of their rubric in RUBRICS, and counts. */
interface TownEntries {
  ids: Int32Array;
  rubrics: Uint8Array;
  /** POIs of each rubric, by its index in RUBRICS. */
  counts: Uint32Array;
}

function townEntries(ids: readonly number[], rubrics: readonly number[]): TownEntries {
  const counts = new Uint32Array(RUBRICS.length);
  for (const r of rubrics) counts[r]!++;
  return { ids: Int32Array.from(ids), rubrics: Uint8Array.from(rubrics), counts };
}

const RUBRIC_INDEX = new Map(RUBRICS.map((r, i) => [r.id, i]));
const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** The POIs by town, built on first use (one scan of the index). */
export class TownPois {
  private byTown: Map<string, TownEntries> | undefined;
  private listedTowns: SeoCommune[] | undefined;
  private readonly sorted = new Map<string, TownPoi[]>();

  constructor(
    private readonly reader: PoiTownReader,
    private readonly communes: CommuneIndex,
  ) {}

  private towns(): Map<string, TownEntries> {
    if (this.byTown) return this.byTown;
    const lists = new Map<string, { ids: number[]; rubrics: number[] }>();
    this.reader.forEach((poi) => {
      const rubric = RUBRIC_INDEX.get(poi.rubricId);
      if (rubric === undefined) return;
      let list = lists.get(poi.towncode);
      if (!list) lists.set(poi.towncode, (list = { ids: [], rubrics: [] }));
      list.ids.push(poi.id);
      list.rubrics.push(rubric);
    });
    this.byTown = new Map([...lists].map(([code, l]) => [code, townEntries(l.ids, l.rubrics)]));
    return this.byTown;
  }

  /** How many POIs a town has. */
  total(town: SeoCommune): number {
    return this.towns().get(town.insee)?.ids.length ?? 0;
  }

  /** True when the town has the minimum POI count: it has POI pages and is linked from them. */
  listed(town: SeoCommune): boolean {
    return this.total(town) >= MIN_TOWN_POIS;
  }

  /** The rubrics a town has POIs of, with their counts, in the catalogue's order. */
  rubricCounts(town: SeoCommune): { rubricId: string; count: number }[] {
    const counts = this.towns().get(town.insee)?.counts;
    if (!counts) return [];
    return RUBRICS.flatMap((r, i) =>
      counts[i]! > 0 ? [{ rubricId: r.id, count: counts[i]! }] : [],
    );
  }

  /** How many POIs of some rubrics a town has. */
  count(town: SeoCommune, rubricIds: readonly string[]): number {
    const counts = this.towns().get(town.insee)?.counts;
    if (!counts) return 0;
    return rubricIds.reduce((sum, id) => sum + (counts[RUBRIC_INDEX.get(id) ?? -1] ?? 0), 0);
  }

  /** The POIs of a town (of some rubrics, else all), by name in French order. */
  pois(town: SeoCommune, rubricIds?: readonly string[]): TownPoi[] {
    const key = `${town.insee}|${rubricIds?.join(',') ?? '*'}`;
    const kept = this.sorted.get(key);
    if (kept) {
      this.sorted.delete(key);
      this.sorted.set(key, kept);
      return kept;
    }
    const pois = this.read(town, rubricIds);
    this.sorted.set(key, pois);
    if (this.sorted.size > TOWNS_KEPT) this.sorted.delete(this.sorted.keys().next().value!);
    return pois;
  }

  private read(town: SeoCommune, rubricIds: readonly string[] | undefined): TownPoi[] {
    const entries = this.towns().get(town.insee);
    if (!entries) return [];
    const wanted = rubricIds && new Set(rubricIds.map((id) => RUBRIC_INDEX.get(id)));
    const rubricOf = new Map<number, string>();
    entries.ids.forEach((id, i) => {
      const r = entries.rubrics[i]!;
      if (!wanted || wanted.has(r)) rubricOf.set(id, RUBRICS[r]!.id);
    });
    return this.reader
      .labels([...rubricOf.keys()])
      .map((label) => ({ ...label, rubricId: rubricOf.get(label.id)! }))
      .sort((a, b) => collator.compare(a.name, b.name) || a.id - b.id);
  }

  /** The listed towns with a known point (computed once). */
  private withPoint(): SeoCommune[] {
    this.listedTowns ??= this.communes.byPopulation.filter((c) => c.point && this.listed(c));
    return this.listedTowns;
  }

  /**
   * The listed towns nearest to a town (itself left out) that have POIs of some rubrics (any
   * when none are given), nearest first, within `maxMetres` when given.
   */
  nearest(
    from: SeoCommune,
    options: { rubricIds?: readonly string[] | undefined; limit: number; maxMetres?: number },
  ): NearbyTown[] {
    const origin = from.point;
    if (!origin) return [];
    const out: NearbyTown[] = [];
    for (const town of this.withPoint()) {
      if (town.insee === from.insee) continue;
      const metres = haversineMetres(origin, town.point!);
      if (options.maxMetres !== undefined && metres > options.maxMetres) continue;
      const count = options.rubricIds ? this.count(town, options.rubricIds) : this.total(town);
      if (count > 0) out.push({ town, count, metres });
    }
    return out.sort((a, b) => a.metres - b.metres).slice(0, options.limit);
  }
}
