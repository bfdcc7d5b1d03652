/** Writes the entries of the search index into SQLite, numbered by decreasing importance. */
import type Database from 'better-sqlite3';
import { indexTokens } from '../../../src/domain/search-text/normalise';
import type { SearchEntry } from './entry';
import type { Locality } from './locality';
import { LANDMARK_RUBRICS, POINT_LEVELS } from './schema';

const POINT_LEVEL_SET = new Set<string>(POINT_LEVELS);
const LANDMARKS = new Set<string>(LANDMARK_RUBRICS);

/** Words of the context of an entry: town, postcodes, named place, extra words. */
export function contextTokens(entry: SearchEntry): string[] {
  const l = entry.locality;
  const postcodes =
    entry.level === 'town'
      ? (l?.postcodes ?? [])
      : entry.postcode
        ? [entry.postcode]
        : (l?.postcodes ?? []);
  const texts = [
    entry.level === 'town' ? '' : (l?.town ?? ''),
    entry.namedPlace ?? '',
    ...(entry.extraContext ?? []),
  ];
  return [...new Set([...texts.flatMap(indexTokens), ...postcodes])];
}

function localityWriter(db: Database.Database) {
  const ids = new Map<Locality, number>();
  const insert = db.prepare('INSERT INTO locality VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)');
  return (l: Locality | null): number | null => {
    if (!l) return null;
    let id = ids.get(l);
    if (id === undefined) {
      id = ids.size + 1;
      ids.set(l, id);
      insert.run(
        id,
        l.town,
        l.towncode,
        l.postcodes.join(','),
        l.departmentCode,
        l.departmentLabel,
        l.regionCode,
        l.regionLabel,
        l.countryCode,
        l.countryLabel,
      );
    }
    return id;
  };
}

function statements(db: Database.Database) {
  return {
    entry: db.prepare(
      `INSERT INTO entry VALUES (@id, @kind, @level, @name, @housenumber, @street, @namedPlace,
        @localityId, @postcode, @lng, @lat, @west, @south, @east, @north, @importance, @rubricId,
        @chainId, @brand, @source, @sourceId, @nameTokens, @contextTokens, @geometry)`,
    ),
    fts: db.prepare('INSERT INTO entry_fts (rowid, name_tokens, context_tokens) VALUES (?, ?, ?)'),
    point: db.prepare('INSERT INTO point_rtree VALUES (?, ?, ?, ?, ?)'),
    segment: db.prepare(
      'INSERT INTO segment (entry_id, lng1, lat1, lng2, lat2) VALUES (?, ?, ?, ?, ?)',
    ),
    segmentTree: db.prepare('INSERT INTO segment_rtree VALUES (?, ?, ?, ?, ?)'),
    localName: db.prepare('INSERT INTO entry_name VALUES (?, ?, ?)'),
  };
}

type Statements = ReturnType<typeof statements>;

function writeOne(
  s: Statements,
  options: { entry: SearchEntry; id: number; localityId: number | null },
): void {
  const { entry: e, id } = options;
  const nameTokens =
    e.level === 'unnamed_road' ? '' : indexTokens(e.searchName ?? e.name).join(' ');
  const context = e.level === 'unnamed_road' ? '' : contextTokens(e).join(' ');
  s.entry.run({
    id,
    kind: e.kind,
    level: e.level,
    name: e.name,
    housenumber: e.housenumber ?? null,
    street: e.street ?? null,
    namedPlace: e.namedPlace ?? null,
    localityId: options.localityId,
    postcode: e.postcode ?? null,
    lng: e.lng,
    lat: e.lat,
    west: e.bbox?.[0] ?? null,
    south: e.bbox?.[1] ?? null,
    east: e.bbox?.[2] ?? null,
    north: e.bbox?.[3] ?? null,
    importance: e.importance,
    rubricId: e.rubricId ?? null,
    chainId: e.chainId ?? null,
    brand: e.brand ?? null,
    source: e.source,
    sourceId: e.sourceId,
    nameTokens,
    contextTokens: context,
    geometry: e.geometry ? JSON.stringify(e.geometry) : null,
  });
  if (nameTokens) s.fts.run(id, nameTokens, context);
  for (const [lang, name] of Object.entries(e.localNames ?? {})) s.localName.run(id, lang, name);
  const landmark = e.level === 'poi' && LANDMARKS.has(e.rubricId ?? '');
  if ((POINT_LEVEL_SET.has(e.level) && !e.estimated) || landmark)
    s.point.run(id, e.lng, e.lng, e.lat, e.lat);
  for (const [x1, y1, x2, y2] of e.segments ?? []) {
    const r = s.segment.run(id, x1, y1, x2, y2);
    s.segmentTree.run(
      r.lastInsertRowid,
      Math.min(x1, x2),
      Math.max(x1, x2),
      Math.min(y1, y2),
      Math.max(y1, y2),
    );
  }
}

/** Sorts the entries by decreasing importance and writes them; returns the counts by level. */
export function writeEntries(
  db: Database.Database,
  entries: SearchEntry[],
  onEntry: () => void,
): Record<string, number> {
  const sorted = entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.importance - a.entry.importance || a.index - b.index);
  const s = statements(db);
  const locality = localityWriter(db);
  const counts: Record<string, number> = {};
  db.transaction(() => {
    sorted.forEach(({ entry }, i) => {
      writeOne(s, { entry, id: i + 1, localityId: locality(entry.locality) });
      counts[entry.level] = (counts[entry.level] ?? 0) + 1;
      onEntry();
    });
  })();
  return counts;
}
