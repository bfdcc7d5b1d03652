import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  ARTEFACT_SCHEMA_VERSIONS,
  manifestSchema,
  rebuildCommand,
  type ArtefactKind,
  type Manifest,
} from '../src/domain/artefacts';

/** Why an artefact cannot be used; the message names the file and the rebuild command. */
export class ArtefactError extends Error {
  constructor(
    readonly file: string,
    readonly reason: string,
    readonly command: string,
  ) {
    super(`${reason}: ${file}\n  Rebuild it with: ${command}`);
    this.name = 'ArtefactError';
  }
}

/**
 * Reads and checks `data/<region>/<kind>/manifest.json`: present, valid, of the expected schema
 * version and region. Throws an ArtefactError otherwise.
 */
export function readManifest(options: {
  regionDir: string;
  region: string;
  kind: ArtefactKind;
  displayRoot?: string;
}): Manifest {
  const { regionDir, region, kind } = options;
  const file = join(regionDir, kind, 'manifest.json');
  const shown = options.displayRoot ? file.replace(`${options.displayRoot}/`, '') : file;
  const command = rebuildCommand(region);
  let raw: string;
  try {
    raw = readFileSync(file, 'utf8');
  } catch {
    throw new ArtefactError(shown, `Missing ${kind} artefact`, command);
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ArtefactError(shown, `Unreadable ${kind} manifest (not JSON)`, command);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new ArtefactError(shown, `Invalid ${kind} manifest`, command);
  const manifest = parsed.data;
  const expected = ARTEFACT_SCHEMA_VERSIONS[kind];
  if (manifest.artefact !== kind || manifest.schemaVersion !== expected) {
    throw new ArtefactError(
      shown,
      `Incompatible ${kind} artefact (schema ${manifest.artefact}/v${manifest.schemaVersion}, this server reads v${expected})`,
      command,
    );
  }
  if (manifest.region !== region) {
    throw new ArtefactError(
      shown,
      `Artefact of region '${manifest.region}', expected '${region}'`,
      command,
    );
  }
  return manifest;
}
