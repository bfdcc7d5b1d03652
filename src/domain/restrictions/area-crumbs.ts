/**
 * Breadcrumbs of a layer page's area, shared by the SPA and the server-rendered page: a commune's
 * go through its département (« Seine-Maritime › Rouen »), unless the département bears the
 * commune's own name (Paris, the only one in France): « Paris › Paris » would name it twice.
 */
import type { AreaRef } from './api';

/** The département between the family's page and a commune's, or undefined. */
export function crumbDepartment(area: AreaRef | null | undefined): AreaRef['department'] {
  if (area?.kind !== 'commune' || !area.department) return undefined;
  return area.department.name === area.name ? undefined : area.department;
}
