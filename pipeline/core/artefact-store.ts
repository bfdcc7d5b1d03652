import { randomBytes } from 'node:crypto';
import { lstat, mkdir, readdir, readlink, rename, rm, symlink, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { ArtefactKind, Manifest } from '../../src/domain/artefacts';

/**
 * Where a region's artefacts live. `data/<region>/<artefact>` is a symlink to a versioned
 * directory `<artefact>@<hash>`; a build writes into `.build/` and swaps the link with one
 * atomic rename, so an interrupted or failed build never touches the artefact in use.
 */
export class ArtefactStore {
  constructor(readonly regionDir: string) {}

  /** The path the server reads (the symlink). */
  currentPath(kind: ArtefactKind): string {
    return join(this.regionDir, kind);
  }

  /** Creates an empty temporary directory for a build of `kind`. */
  async createBuildDir(kind: ArtefactKind): Promise<string> {
    const dir = join(
      this.regionDir,
      '.build',
      `${kind}-${process.pid}-${randomBytes(4).toString('hex')}`,
    );
    await mkdir(dir, { recursive: true });
    return dir;
  }

  /** Writes the manifest into a build directory and makes it the current artefact. */
  async commit(kind: ArtefactKind, buildDir: string, manifest: Manifest): Promise<string> {
    await writeFile(join(buildDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const versionName = `${kind}@${manifest.inputsHash.slice(0, 12)}-${Date.now().toString(36)}`;
    const versionDir = join(this.regionDir, versionName);
    await rename(buildDir, versionDir);
    const link = this.currentPath(kind);
    const tmpLink = join(this.regionDir, `.${kind}.link-${process.pid}`);
    await rm(tmpLink, { force: true });
    await symlink(versionName, tmpLink);
    await this.moveAsideRealDir(link);
    await rename(tmpLink, link);
    await this.removeOldVersions(kind, versionName);
    return versionDir;
  }

  /** Removes a failed or interrupted build directory. */
  async discard(buildDir: string): Promise<void> {
    await rm(buildDir, { recursive: true, force: true });
  }

  /** Removes leftovers of interrupted builds (not those of running processes of this pid). */
  async cleanStaleBuilds(): Promise<void> {
    const buildRoot = join(this.regionDir, '.build');
    let entries: string[];
    try {
      entries = await readdir(buildRoot);
    } catch {
      return;
    }
    for (const entry of entries) {
      const pid = Number(entry.split('-')[1]);
      if (pid === process.pid || isAlive(pid)) continue;
      await rm(join(buildRoot, entry), { recursive: true, force: true });
    }
  }

  private async moveAsideRealDir(link: string): Promise<void> {
    try {
      const s = await lstat(link);
      if (!s.isSymbolicLink()) await rename(link, `${link}@legacy-${Date.now().toString(36)}`);
    } catch {
      // nothing at the link path yet
    }
  }

  private async removeOldVersions(kind: ArtefactKind, keep: string): Promise<void> {
    for (const entry of await readdir(this.regionDir)) {
      if (entry.startsWith(`${kind}@`) && entry !== keep) {
        await rm(join(this.regionDir, entry), { recursive: true, force: true });
      }
    }
  }

  /** Name of the versioned directory the link points to, if any. */
  async currentVersion(kind: ArtefactKind): Promise<string | undefined> {
    try {
      return basename(await readlink(this.currentPath(kind)));
    } catch {
      return undefined;
    }
  }
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
