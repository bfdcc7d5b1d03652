import type { ArtefactKind, Manifest } from '../../src/domain/artefacts';
import type { Region } from '../../src/domain/region';
import type { OsmRepairCounts } from './osm-repair';
import type { Progress } from './progress';

/** Local files of a region once downloads and merges are done. */
export interface ResolvedInputs {
  /** One PBF holding every OSM extract of the region (merged with osmium when there are several). */
  osmPbf: string;
  /** The extracts as listed by the region, local paths. */
  osmExtracts: readonly string[];
  /** What had to be sorted or repaired in the extracts to build `osmPbf`. */
  osmRepair: OsmRepairCounts;
  gtfs: readonly { id: string; label: string; path: string }[];
  elevation: readonly string[];
  addresses: readonly { format: string; path: string }[];
  /** The region's own low-emission-zone file; absent: the shared national one. */
  zfe?: string | undefined;
  /** The region's cycle-facility files (national schema), local paths. */
  cycling?: readonly string[] | undefined;
}

/** What a stage receives to build its artefact. */
export interface StageContext {
  region: Region;
  repoRoot: string;
  /** `data/<region>`. */
  regionDir: string;
  /** Empty temporary directory; everything the artefact holds is written here. */
  buildDir: string;
  inputs: ResolvedInputs;
  progress: Progress;
  signal: AbortSignal;
  /** The artefact in use before this build (to compare with), if any. */
  previous?: Manifest | undefined;
  /** Choices of the import command. */
  options?: ImportChoices | undefined;
}

/** What the operator chose on the command line. */
export interface ImportChoices {
  /** Accept a sharp drop of a feed's trips (--force). */
  force: boolean;
  /** Any unusable feed fails the stage instead of being dropped (--strict-feeds). */
  strictFeeds: boolean;
  /** Largest accepted drop of a feed's trips from the previous import, in % (--max-trip-drop). */
  maxTripDrop: number;
}

/** What a stage reports once its files are written in `buildDir`. */
export interface StageOutput {
  counts: Record<string, number>;
  /** Logical name → file name relative to the artefact directory. */
  files: Record<string, string>;
  /** Tool name → version used. */
  tools: Record<string, string>;
  meta?: Record<string, unknown>;
  /** What the operator must read in the summary (a feed dropped and why…). */
  notes?: string[];
}

/** One input file of a stage, whose content hash decides whether the stage runs again. */
export interface StageInputFile {
  name: string;
  path: string;
}

/** One build step producing one artefact. */
export interface Stage {
  kind: ArtefactKind;
  title: string;
  /** Repository paths (code, profiles) whose content is part of the artefact's fingerprint. */
  codePaths: readonly string[];
  inputFiles(inputs: ResolvedInputs): StageInputFile[];
  build(context: StageContext): Promise<StageOutput>;
}
