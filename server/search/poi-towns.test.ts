import { resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { EntryRows } from './entry-row';
import { PoiTownReader, type PoiTown } from './poi-towns';
import { SearchIndex } from './search-index';

const file = resolve(
  import.meta.dirname,
  '../..',
  process.env.PERIPLE_DATA_DIR ?? 'data',
  'monaco/search/search.sqlite',
);
const index = new SearchIndex(file);
const rows = new EntryRows(index.db);
const reader = new PoiTownReader(index.db);

afterAll(() => index.close());

function all(): PoiTown[] {
  const out: PoiTown[] = [];
  reader.forEach((poi) => out.push(poi));
  return out;
}

describe('the POIs by town on the Monaco artefact', () => {
  it('visits the POIs with a rubric placed in a French commune, in id order, as their rows say', () => {
    const pois = all();
    expect(pois.length).toBeGreaterThan(100);
    expect(pois.map((p) => p.id)).toEqual([...pois.map((p) => p.id)].sort((a, b) => a - b));
    for (const p of pois.filter((_, i) => i % 97 === 0)) {
      const row = rows.get(p.id);
      expect(row?.kind).toBe('poi');
      expect({ rubric: row?.rubric_id, town: row?.towncode }).toEqual({
        rubric: p.rubricId,
        town: p.towncode,
      });
    }
    // Paris has its SNCF stations in the national datasets the Monaco region imports.
    expect(pois.some((p) => p.towncode === '75056' && p.rubricId === 'gare')).toBe(true);
  });

  it('leaves out Monaco, which is no French commune', () => {
    const monaco = new Set(
      all()
        .map((p) => rows.get(p.id))
        .filter((r) => r?.town === 'Monaco'),
    );
    expect(monaco.size).toBe(0);
  });

  it('labels POI entries by id in the order given, and nothing else', () => {
    const [a, b] = all();
    const town = index.db.prepare("SELECT id FROM entry WHERE level = 'town' LIMIT 1").get() as {
      id: number;
    };
    const labels = reader.labels([b!.id, town.id, a!.id, -1]);
    expect(labels.map((l) => l.id)).toEqual([b!.id, a!.id]);
    expect(labels[0]).toEqual({
      id: b!.id,
      name: rows.get(b!.id)?.name,
      sourceId: rows.get(b!.id)?.source_id,
    });
  });
});
