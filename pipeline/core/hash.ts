import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** sha256 of a file, streamed. */
export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** sha256 of a string or buffer. */
export function sha256(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

/**
 * sha256 over the contents of files and directories (recursively, sorted), so that a change of
 * a stage's code or profile changes its fingerprint. Paths are hashed relative to `root`.
 */
export async function sha256Tree(root: string, paths: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  const files: string[] = [];
  for (const p of paths) await collectFiles(join(root, p), files);
  files.sort();
  for (const f of files) {
    hash.update(relative(root, f));
    hash.update('\0');
    hash.update(await readFile(f));
    hash.update('\0');
  }
  return hash.digest('hex');
}

async function collectFiles(path: string, out: string[]): Promise<void> {
  const s = await stat(path);
  if (s.isFile()) {
    out.push(path);
    return;
  }
  for (const entry of await readdir(path)) {
    if (entry.endsWith('.test.ts')) continue;
    await collectFiles(join(path, entry), out);
  }
}
