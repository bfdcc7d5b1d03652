import { describe, expect, it } from 'vitest';
import type { AreaRef } from './api';
import { crumbDepartment } from './area-crumbs';

const commune = (name: string, department: string): AreaRef => ({
  kind: 'commune',
  code: '00000',
  name,
  slug: name.toLowerCase(),
  bbox: null,
  department: { code: '00', name: department, slug: department.toLowerCase() },
});

describe('crumbDepartment', () => {
  it('goes through the département of a commune', () => {
    expect(crumbDepartment(commune('Rouen', 'Seine-Maritime'))?.name).toBe('Seine-Maritime');
  });

  it('does not name Paris twice, nor a département or France', () => {
    expect(crumbDepartment(commune('Paris', 'Paris'))).toBeUndefined();
    const department: AreaRef = {
      kind: 'department',
      code: '76',
      name: 'Seine-Maritime',
      slug: 'seine-maritime',
      bbox: null,
    };
    expect(crumbDepartment(department)).toBeUndefined();
    expect(crumbDepartment(null)).toBeUndefined();
  });
});
