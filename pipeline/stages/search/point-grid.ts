/** A grid of points for nearest-neighbour look-ups within a radius (build-time helper). */
import { haversineMetres } from '../../../src/domain/geo';

/** A point with a value. */
export interface GridPoint<T> {
  lng: number;
  lat: number;
  value: T;
}

/** Points bucketed in square cells of `cellDegrees`. */
export class PointGrid<T> {
  private readonly cells = new Map<string, GridPoint<T>[]>();

  constructor(private readonly cellDegrees: number) {}

  private key(x: number, y: number): string {
    return `${x}|${y}`;
  }

  /** Adds a point. */
  add(lng: number, lat: number, value: T): void {
    const key = this.key(Math.floor(lng / this.cellDegrees), Math.floor(lat / this.cellDegrees));
    const cell = this.cells.get(key);
    const point = { lng, lat, value };
    if (cell) cell.push(point);
    else this.cells.set(key, [point]);
  }

  /** The nearest point within `maxMetres`, or undefined. */
  nearest(lng: number, lat: number, maxMetres: number): GridPoint<T> | undefined {
    const cx = Math.floor(lng / this.cellDegrees);
    const cy = Math.floor(lat / this.cellDegrees);
    const metresPerCell =
      this.cellDegrees * 111_000 * Math.max(0.2, Math.cos((lat * Math.PI) / 180));
    const reach = Math.min(50, Math.ceil(maxMetres / metresPerCell));
    let best: GridPoint<T> | undefined;
    let bestDistance = maxMetres;
    for (let dx = -reach; dx <= reach; dx++) {
      for (let dy = -reach; dy <= reach; dy++) {
        for (const p of this.cells.get(this.key(cx + dx, cy + dy)) ?? []) {
          const d = haversineMetres({ lng, lat }, p);
          if (d <= bestDistance) {
            best = p;
            bestDistance = d;
          }
        }
      }
    }
    return best;
  }
}
