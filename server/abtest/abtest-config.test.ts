import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { validEntries } from '../../src/domain/abtest/abtest';
import { abConfigSource } from './abtest-config';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function logged() {
  const lines: { object: object; message: string }[] = [];
  return { lines, warn: (object: object, message: string) => lines.push({ object, message }) };
}

function fileWith(text: string): string {
  const dir = mkdtempSync(join(tmpdir(), 'periple-abtest-'));
  dirs.push(dir);
  const file = join(dir, 'config-web.json');
  writeFileSync(file, text);
  return file;
}

const ENTRY = {
  id: 'tri',
  from: '2026-01-01',
  to: '2027-01-01',
  conditions: { platforms: ['ge'], locales: ['fr_FR'] },
  variants: [{ id: 'a', from: 0, to: 100 }],
};

describe('the A/B configuration file', () => {
  it('the shipped file holds valid entries only', () => {
    const text = readFileSync(resolve(import.meta.dirname, 'config-web.json'), 'utf8');
    const raw: unknown = JSON.parse(text);
    expect(Array.isArray(raw)).toBe(true);
    const { entries, dropped } = validEntries(Array.isArray(raw) ? raw : []);
    expect(dropped).toEqual([]);
    expect(entries.map((e) => e.id)).toContain('itineraire-tri-par-defaut');
  });

  it('serves the entries as written and names those the SPA will drop', async () => {
    const log = logged();
    const raw = [ENTRY, { ...ENTRY, id: 'vide', variants: [] }];
    const source = abConfigSource(fileWith(JSON.stringify(raw)), log);
    expect(await source.entries()).toEqual(raw);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]?.object).toMatchObject({ index: 1 });
  });

  it('a missing, broken or non-array file gives no experiment, logged', async () => {
    for (const file of [
      join(tmpdir(), 'periple-abtest-absent.json'),
      fileWith('{ pas du json'),
      fileWith('{"data": []}'),
    ]) {
      const log = logged();
      expect(await abConfigSource(file, log).entries()).toEqual([]);
      expect(log.lines).toHaveLength(1);
    }
  });

  it('reads the file again when it changes', async () => {
    const file = fileWith(JSON.stringify([ENTRY]));
    const source = abConfigSource(file, logged());
    expect(await source.entries()).toHaveLength(1);
    writeFileSync(file, '[]');
    const later = new Date(Date.now() + 5_000);
    utimesSync(file, later, later);
    expect(await source.entries()).toEqual([]);
  });
});
