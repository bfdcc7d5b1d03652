import { z } from 'zod';

/** The artefacts the pipeline builds for a region, one directory each under `data/<region>/`. */
export const ARTEFACT_KINDS = [
  'tiles',
  'routing',
  'places',
  'transit',
  'search',
  'restrictions',
] as const;
export type ArtefactKind = (typeof ARTEFACT_KINDS)[number];

/**
 * Schema version of each artefact. Bump it when the layout or content changes in a way the
 * server cannot read: the server refuses any other version and names the rebuild command.
 */
export const ARTEFACT_SCHEMA_VERSIONS: Readonly<Record<ArtefactKind, number>> = Object.freeze({
  tiles: 1,
  routing: 2,
  places: 3,
  transit: 1,
  search: 3,
  restrictions: 1,
});

/** One input file of a build, identified by its content hash. */
export const manifestInputSchema = z.object({
  name: z.string(),
  path: z.string(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
  bytes: z.number().int().nonnegative(),
});
export type ManifestInput = z.infer<typeof manifestInputSchema>;

/** `manifest.json` written beside every artefact. */
export const manifestSchema = z.object({
  artefact: z.enum(ARTEFACT_KINDS),
  schemaVersion: z.number().int().positive(),
  region: z.string(),
  builtAt: z.iso.datetime(),
  durationMs: z.number().nonnegative(),
  inputsHash: z.string().regex(/^[0-9a-f]{64}$/),
  inputs: z.array(manifestInputSchema),
  tools: z.record(z.string(), z.string()),
  counts: z.record(z.string(), z.number()),
  files: z.record(z.string(), z.string()),
  meta: z.record(z.string(), z.unknown()),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** The command that rebuilds a region's artefacts. */
export function rebuildCommand(region: string): string {
  return `npm run import -- ${region}`;
}
