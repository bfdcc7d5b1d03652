import { describe, expect, it } from 'vitest';
import { oplNodeId, repairOplLine, type RepairCounts } from './osm-repair';

describe('repairOplLine', () => {
  const nodes = new Set(['1', '2', '3']);

  it('reads node ids of OPL lines', () => {
    expect(oplNodeId('n12 v1 x7.4 y43.7 Tname=A')).toBe('12');
    expect(oplNodeId('w12 v1 Nn1,n2')).toBeUndefined();
  });

  it('drops the references to missing nodes, and ways left with fewer than two nodes', () => {
    const counts: RepairCounts = { droppedNodeRefs: 0, droppedWays: 0 };
    expect(repairOplLine('w10 v1 dV Thighway=residential Nn1,n9,n2,n3', nodes, counts)).toBe(
      'w10 v1 dV Thighway=residential Nn1,n2,n3',
    );
    expect(repairOplLine('w11 v1 dV Thighway=service Nn8,n2,n9', nodes, counts)).toBeUndefined();
    expect(repairOplLine('n1 v1 x7.4 y43.7', nodes, counts)).toBe('n1 v1 x7.4 y43.7');
    expect(repairOplLine('r5 v1 Mw11@,w10@ Ttype=route', nodes, counts)).toBe(
      'r5 v1 Mw11@,w10@ Ttype=route',
    );
    expect(counts).toEqual({ droppedNodeRefs: 3, droppedWays: 1 });
  });
});
