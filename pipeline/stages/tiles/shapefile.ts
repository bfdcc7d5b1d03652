import { writeFile } from 'node:fs/promises';

/** A longitude/latitude pair in WGS84 degrees. */
export type Position = readonly [number, number];

/** A closed ring: first and last positions equal (closed on write when they are not). */
export type Ring = readonly Position[];

/** A polygon: outer ring first, then its holes (any orientation: fixed on write). */
export type PolygonRings = readonly Ring[];

/** Geometry of one shapefile record, by shape type. */
export type ShapeGeometry =
  | { type: 'point'; coordinates: Position }
  | { type: 'polyline'; coordinates: readonly (readonly Position[])[] }
  | { type: 'polygon'; coordinates: readonly PolygonRings[] };

/** Shape type of a whole file (a shapefile holds one type). */
export type ShapeType = ShapeGeometry['type'];

/** A dBase column: text (`C`) or integer (`N`, no decimals). */
export interface DbfField {
  name: string;
  type: 'string' | 'integer';
  /** Bytes for text (≤ 254), digits for integers (≤ 9 so readers see an integer). */
  width: number;
}

/** One record: a geometry and its attribute values by field name. */
export interface ShapeRecord {
  geometry: ShapeGeometry;
  attributes: Readonly<Record<string, string | number | undefined>>;
}

/** What to write: base path without extension, type, columns and records. */
export interface ShapefileSpec {
  basePath: string;
  shapeType: ShapeType;
  fields: readonly DbfField[];
  records: readonly ShapeRecord[];
}

const SHAPE_CODES: Readonly<Record<ShapeType, number>> = { point: 1, polyline: 3, polygon: 5 };

/** WGS84 in the ESRI flavour of WKT that shapefile readers expect in `.prj`. */
export const WGS84_PRJ =
  'GEOGCS["GCS_WGS_1984",DATUM["D_WGS_1984",SPHEROID["WGS_1984",6378137.0,298.257223563]],PRIMEM["Greenwich",0.0],UNIT["Degree",0.0174532925199433]]';

type Box = [number, number, number, number];

function emptyBox(): Box {
  return [Infinity, Infinity, -Infinity, -Infinity];
}

function extend(box: Box, p: Position): void {
  box[0] = Math.min(box[0], p[0]);
  box[1] = Math.min(box[1], p[1]);
  box[2] = Math.max(box[2], p[0]);
  box[3] = Math.max(box[3], p[1]);
}

/** Twice the signed area of a ring (positive when counter-clockwise, y up). */
export function signedArea(ring: Ring): number {
  let sum = 0;
  for (let i = 0; i < ring.length; i++) {
    const a = ring[i]!;
    const b = ring[(i + 1) % ring.length]!;
    sum += a[0] * b[1] - b[0] * a[1];
  }
  return sum;
}

function closeRing(ring: Ring): Position[] {
  const out = [...ring];
  const first = out[0];
  const last = out[out.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) out.push(first);
  return out;
}

/** Shapefile order: each outer ring clockwise, immediately followed by its holes counter-clockwise. */
function polygonParts(polygons: readonly PolygonRings[]): Position[][] {
  const parts: Position[][] = [];
  for (const polygon of polygons) {
    polygon.forEach((ring, i) => {
      const closed = closeRing(ring);
      if (closed.length < 4) return;
      const clockwise = signedArea(closed) < 0;
      const wantClockwise = i === 0;
      parts.push(clockwise === wantClockwise ? closed : closed.reverse());
    });
  }
  return parts;
}

function partsOf(geometry: ShapeGeometry): Position[][] {
  if (geometry.type === 'point') return [[geometry.coordinates]];
  if (geometry.type === 'polyline')
    return geometry.coordinates.filter((l) => l.length >= 2).map((l) => [...l]);
  return polygonParts(geometry.coordinates);
}

/** Content (after the 8-byte record header) of one record. */
function recordContent(geometry: ShapeGeometry, box: Box): Buffer {
  if (geometry.type === 'point') {
    const buf = Buffer.alloc(20);
    buf.writeInt32LE(1, 0);
    buf.writeDoubleLE(geometry.coordinates[0], 4);
    buf.writeDoubleLE(geometry.coordinates[1], 12);
    extend(box, geometry.coordinates);
    return buf;
  }
  const parts = partsOf(geometry);
  if (parts.length === 0) return Buffer.from([0, 0, 0, 0]);
  const points = parts.flat();
  const own = emptyBox();
  for (const p of points) extend(own, p);
  for (const p of points) extend(box, p);
  const buf = Buffer.alloc(44 + 4 * parts.length + 16 * points.length);
  buf.writeInt32LE(SHAPE_CODES[geometry.type], 0);
  own.forEach((v, i) => buf.writeDoubleLE(v, 4 + 8 * i));
  buf.writeInt32LE(parts.length, 36);
  buf.writeInt32LE(points.length, 40);
  let start = 0;
  parts.forEach((part, i) => {
    buf.writeInt32LE(start, 44 + 4 * i);
    start += part.length;
  });
  const base = 44 + 4 * parts.length;
  points.forEach((p, i) => {
    buf.writeDoubleLE(p[0], base + 16 * i);
    buf.writeDoubleLE(p[1], base + 16 * i + 8);
  });
  return buf;
}

function mainHeader(shapeType: ShapeType, fileBytes: number, box: Box): Buffer {
  const header = Buffer.alloc(100);
  header.writeInt32BE(9994, 0);
  header.writeInt32BE(fileBytes / 2, 24);
  header.writeInt32LE(1000, 28);
  header.writeInt32LE(SHAPE_CODES[shapeType], 32);
  const finite = box.every(Number.isFinite) ? box : [0, 0, 0, 0];
  finite.forEach((v, i) => header.writeDoubleLE(v, 36 + 8 * i));
  return header;
}

/** Encodes the `.shp` and `.shx` files of a list of geometries. */
export function encodeShapes(
  shapeType: ShapeType,
  geometries: readonly ShapeGeometry[],
): { shp: Buffer; shx: Buffer } {
  const box = emptyBox();
  const records: Buffer[] = [];
  const index = Buffer.alloc(8 * geometries.length);
  let offset = 100;
  geometries.forEach((geometry, i) => {
    if (geometry.type !== shapeType)
      throw new Error(`shapefile of ${shapeType}s cannot hold a ${geometry.type}`);
    const content = recordContent(geometry, box);
    const header = Buffer.alloc(8);
    header.writeInt32BE(i + 1, 0);
    header.writeInt32BE(content.length / 2, 4);
    index.writeInt32BE(offset / 2, 8 * i);
    index.writeInt32BE(content.length / 2, 8 * i + 4);
    records.push(header, content);
    offset += 8 + content.length;
  });
  const shp = Buffer.concat([mainHeader(shapeType, offset, box), ...records]);
  const shx = Buffer.concat([mainHeader(shapeType, 100 + index.length, box), index]);
  return { shp, shx };
}

/** Cuts a UTF-8 string to at most `bytes` bytes without splitting a character. */
function utf8Cut(text: string, bytes: number): Buffer {
  const buf = Buffer.from(text, 'utf8');
  if (buf.length <= bytes) return buf;
  let end = bytes;
  while (end > 0 && ((buf[end] ?? 0) & 0xc0) === 0x80) end--;
  return buf.subarray(0, end);
}

function fieldValue(field: DbfField, value: string | number | undefined): Buffer {
  const cell = Buffer.alloc(field.width, 0x20);
  if (value === undefined || value === '') return cell;
  if (field.type === 'string') {
    utf8Cut(String(value), field.width).copy(cell);
    return cell;
  }
  const digits = String(Math.round(Number(value)));
  if (!Number.isFinite(Number(value)) || digits.length > field.width) return cell;
  Buffer.from(digits, 'latin1').copy(cell, field.width - digits.length);
  return cell;
}

function dbfHeader(fields: readonly DbfField[], recordCount: number, recordLength: number): Buffer {
  const headerLength = 32 + 32 * fields.length + 1;
  const header = Buffer.alloc(headerLength);
  const now = new Date();
  header.writeUInt8(0x03, 0);
  header.writeUInt8(now.getUTCFullYear() - 1900, 1);
  header.writeUInt8(now.getUTCMonth() + 1, 2);
  header.writeUInt8(now.getUTCDate(), 3);
  header.writeUInt32LE(recordCount, 4);
  header.writeUInt16LE(headerLength, 8);
  header.writeUInt16LE(recordLength, 10);
  fields.forEach((field, i) => {
    const at = 32 + 32 * i;
    if (!/^[A-Za-z_][A-Za-z0-9_]{0,9}$/.test(field.name))
      throw new Error(`invalid dBase field name: ${field.name}`);
    header.write(field.name, at, 'latin1');
    header.write(field.type === 'string' ? 'C' : 'N', at + 11, 'latin1');
    header.writeUInt8(field.width, at + 16);
  });
  header.writeUInt8(0x0d, headerLength - 1);
  return header;
}

/** Encodes a dBase III table (`.dbf`); text is UTF-8 (declared by the `.cpg` file). */
export function encodeDbf(
  fields: readonly DbfField[],
  rows: readonly Readonly<Record<string, string | number | undefined>>[],
): Buffer {
  for (const f of fields) {
    const max = f.type === 'string' ? 254 : 9;
    if (f.width < 1 || f.width > max) throw new Error(`width of ${f.name} must be 1-${max}`);
  }
  const recordLength = 1 + fields.reduce((sum, f) => sum + f.width, 0);
  const body = rows.map((row) =>
    Buffer.concat([Buffer.from(' ', 'latin1'), ...fields.map((f) => fieldValue(f, row[f.name]))]),
  );
  return Buffer.concat([
    dbfHeader(fields, rows.length, recordLength),
    ...body,
    Buffer.from([0x1a]),
  ]);
}

/** Writes `<base>.shp`, `.shx`, `.dbf`, `.prj` and `.cpg`; returns the `.shp` path. */
export async function writeShapefile(spec: ShapefileSpec): Promise<string> {
  const { shp, shx } = encodeShapes(
    spec.shapeType,
    spec.records.map((r) => r.geometry),
  );
  const dbf = encodeDbf(
    spec.fields,
    spec.records.map((r) => r.attributes),
  );
  await writeFile(`${spec.basePath}.shp`, shp);
  await writeFile(`${spec.basePath}.shx`, shx);
  await writeFile(`${spec.basePath}.dbf`, dbf);
  await writeFile(`${spec.basePath}.prj`, WGS84_PRJ);
  await writeFile(`${spec.basePath}.cpg`, 'UTF-8');
  return `${spec.basePath}.shp`;
}
