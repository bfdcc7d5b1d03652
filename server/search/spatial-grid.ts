/** Entry ids bucketed by map cell (0.01°, about 1 km), ascending in each cell. */

/** The grid. */
export class SpatialGrid {
  private readonly cells = new Map<number, Int32Array>();
  private static readonly SIZE = 0.01;
  /** Most cells a box may cover before the grid is not worth it. */
  static readonly MAX_CELLS = 2500;

  constructor(lng: Float64Array, lat: Float64Array, has: (id: number) => boolean) {
    const lists = new Map<number, number[]>();
    for (let id = 1; id < lng.length; id++) {
      if (!has(id)) continue;
      const key = SpatialGrid.key(SpatialGrid.cell(lng[id]!), SpatialGrid.cell(lat[id]!));
      const list = lists.get(key);
      if (list) list.push(id);
      else lists.set(key, [id]);
    }
    for (const [key, list] of lists) this.cells.set(key, Int32Array.from(list));
  }

  private static cell(v: number): number {
    return Math.floor(v / SpatialGrid.SIZE);
  }

  private static key(x: number, y: number): number {
    return (x + 20_000) * 40_000 + (y + 20_000);
  }

  /** The cells covering a box, or undefined when there are too many. */
  cellsOf(box: readonly [number, number, number, number]): Int32Array[] | undefined {
    const [x0, y0, x1, y1] = [
      SpatialGrid.cell(box[0]),
      SpatialGrid.cell(box[1]),
      SpatialGrid.cell(box[2]),
      SpatialGrid.cell(box[3]),
    ];
    if ((x1 - x0 + 1) * (y1 - y0 + 1) > SpatialGrid.MAX_CELLS) return undefined;
    const out: Int32Array[] = [];
    for (let x = x0; x <= x1; x++) {
      for (let y = y0; y <= y1; y++) {
        const cell = this.cells.get(SpatialGrid.key(x, y));
        if (cell) out.push(cell);
      }
    }
    return out;
  }
}
