/**
 * A restrictions database written for a test: the artefact's layout with the stages a test
 * needs (a zone drawn over part of Monaco to exercise the Crit'Air routing on the real graph).
 * Test data only: the product reads the national base.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import type { Polygon } from 'geojson';
import { RESTRICTIONS_DB_VERSION, RESTRICTIONS_SCHEMA } from '../../artefacts/restrictions-db';
import type { ZfeStage } from '../../src/domain/restrictions/zfe';
import { RestrictionsStore } from '../restrictions/restrictions-store';

/** A stage of the fixture: the stage and its polygon. */
export type FixtureStage = Omit<ZfeStage, 'bbox'> & { area: Polygon };

function bboxOf(area: Polygon): [number, number, number, number] {
  const points = area.coordinates.flat();
  const xs = points.map((p) => p[0]!);
  const ys = points.map((p) => p[1]!);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

/** Writes `restrictions.sqlite` in `dir` with these stages and opens it. */
export function restrictionsFixture(
  dir: string,
  stages: readonly FixtureStage[],
): RestrictionsStore {
  const file = join(dir, 'restrictions.sqlite');
  const db = new Database(file);
  db.exec(RESTRICTIONS_SCHEMA);
  db.prepare('INSERT INTO meta VALUES (?, ?)').run('version', String(RESTRICTIONS_DB_VERSION));
  const insert = db.prepare(
    `INSERT INTO zfe_stage (key, id, siren, authority, name, start, end, rules, order_url, info_url,
     west, south, east, north, geometry, simplified, communes) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)`,
  );
  for (const s of stages) {
    const [w, so, e, n] = bboxOf(s.area);
    const area = JSON.stringify(s.area);
    insert.run(
      s.key,
      s.id,
      null,
      s.authority,
      s.name,
      s.start,
      s.end,
      JSON.stringify(s.rules),
      s.orderUrl,
      s.infoUrl,
      w,
      so,
      e,
      n,
      area,
      area,
      JSON.stringify(s.communes),
    );
  }
  db.close();
  return new RestrictionsStore(file);
}

/** A box as a polygon. */
export function boxPolygon(w: number, s: number, e: number, n: number): Polygon {
  return {
    type: 'Polygon',
    coordinates: [
      [
        [w, s],
        [e, s],
        [e, n],
        [w, n],
        [w, s],
      ],
    ],
  };
}
