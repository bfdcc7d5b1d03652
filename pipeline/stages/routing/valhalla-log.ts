/** Steps of `valhalla_build_tiles`, recognised in its log to drive the progress bar. */
export const VALHALLA_STEPS: readonly { match: string; label: string }[] = [
  { match: 'Parsing files for ways', label: 'parsing ways' },
  { match: 'Parsing files for relations', label: 'parsing relations' },
  { match: 'Parsing files for nodes', label: 'parsing nodes' },
  { match: 'Creating graph edges', label: 'creating edges' },
  { match: 'Building ', label: 'building tiles' },
  { match: 'Enhancing local graph', label: 'enhancing graph' },
  { match: 'Creating shortcuts', label: 'creating shortcuts' },
  { match: 'Adding complex turn restrictions', label: 'turn restrictions' },
  { match: 'Validating', label: 'validating' },
];

const COUNT_PATTERNS: readonly [RegExp, string][] = [
  [/Finished with (\d+) routable ways/, 'routableWays'],
  [/Finished with (\d+) graph edges/, 'graphEdges'],
  [/Finished with (\d+) graph nodes/, 'graphNodes'],
  [/Finished with (\d+) simple turn restrictions/, 'turnRestrictions'],
  [/Building (\d+) tiles/, 'graphTiles'],
];

/** What a log line tells: the index of a step that starts, and counts it reports. */
export interface LogLineInfo {
  step?: number;
  counts: Record<string, number>;
}

/** Reads one line of Valhalla's log. */
export function parseValhallaLine(line: string): LogLineInfo {
  const counts: Record<string, number> = {};
  for (const [re, key] of COUNT_PATTERNS) {
    const m = re.exec(line);
    if (m?.[1]) counts[key] = Number(m[1]);
  }
  const step = VALHALLA_STEPS.findIndex(
    (s) => line.includes(`[INFO] ${s.match}`) || line.includes(`m ${s.match}`),
  );
  return step >= 0 ? { step, counts } : { counts };
}
