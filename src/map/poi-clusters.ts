/**
 * Screen-space clustering of the POI markers (§4: markers clustered at low zoom): greedy, in
 * list order (nearest the search centre first), each point joins the first cluster within the
 * radius of its seed, else seeds a new one. Lists hold 50 POIs (200 at most), so this is cheap.
 */

/** A point in pixels. */
export interface ScreenPoint {
  id: string;
  x: number;
  y: number;
}

/** A cluster: its members and their mean position. */
export interface ScreenCluster {
  ids: string[];
  x: number;
  y: number;
}

/** Radius within which markers merge, px. */
export const CLUSTER_RADIUS_PX = 44;
/** From this zoom every marker is shown alone. */
export const CLUSTER_MAX_ZOOM = 15;

/** Clusters the points (a cluster of one is a marker). */
export function clusterPoints(
  points: readonly ScreenPoint[],
  radius = CLUSTER_RADIUS_PX,
): ScreenCluster[] {
  const seeds: { x: number; y: number; members: ScreenPoint[] }[] = [];
  for (const p of points) {
    const seed = seeds.find((s) => Math.hypot(s.x - p.x, s.y - p.y) <= radius);
    if (seed) seed.members.push(p);
    else seeds.push({ x: p.x, y: p.y, members: [p] });
  }
  return seeds.map((s) => ({
    ids: s.members.map((m) => m.id),
    x: s.members.reduce((sum, m) => sum + m.x, 0) / s.members.length,
    y: s.members.reduce((sum, m) => sum + m.y, 0) / s.members.length,
  }));
}

/** How far a view moved from the box of the last request, px: centre shift or half the change of width. */
export function movedPixels(options: {
  /** The last request's box projected: west-north and east-south corners, px. */
  topLeft: { x: number; y: number };
  bottomRight: { x: number; y: number };
  width: number;
  height: number;
}): number {
  const { topLeft, bottomRight, width, height } = options;
  const cx = (topLeft.x + bottomRight.x) / 2;
  const cy = (topLeft.y + bottomRight.y) / 2;
  const shift = Math.hypot(cx - width / 2, cy - height / 2);
  const zoom = Math.abs(bottomRight.x - topLeft.x - width) / 2;
  return Math.max(shift, zoom);
}
