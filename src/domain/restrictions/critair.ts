/**
 * Crit'Air vignettes as the national low-emission-zone schema (etalab/schema-zfe) orders them:
 * EL (electric), V1 … V5, NC (no vignette). A zone's rule names, per vehicle class, the first
 * vignette that may not enter: « V4 » bans Crit'Air 4, Crit'Air 5 and vehicles without one.
 */
import type { CritAirClass } from '../account/preferences';

/** Vignettes from the cleanest to the most polluting (schema order). */
export const VIGNETTES = ['EL', 'V1', 'V2', 'V3', 'V4', 'V5', 'NC'] as const;
export type Vignette = (typeof VIGNETTES)[number];

/** Vehicle classes of the schema: cars, vans, lorries, buses and coaches, two-wheelers. */
export const VEHICLE_CLASSES = ['vp', 'vul', 'pl', 'autobus_autocars', 'deux_rm'] as const;
export type VehicleClass = (typeof VEHICLE_CLASSES)[number];

/** True when `value` is one of the schema's vignettes. */
export function isVignette(value: unknown): value is Vignette {
  return typeof value === 'string' && (VIGNETTES as readonly string[]).includes(value);
}

/** True when a vehicle with `vignette` may not enter where `firstBanned` is the rule. */
export function isBanned(vignette: Vignette, firstBanned: Vignette): boolean {
  return VIGNETTES.indexOf(vignette) >= VIGNETTES.indexOf(firstBanned);
}

/** Every vignette a rule bans, cleanest first. */
export function bannedVignettes(firstBanned: Vignette): Vignette[] {
  return VIGNETTES.slice(VIGNETTES.indexOf(firstBanned));
}

/** The vignette of a traveller's Crit'Air preference ('0' is electric); null when unknown. */
export function vignetteOf(critAir: CritAirClass | 'NC' | null | undefined): Vignette | null {
  if (critAir === null || critAir === undefined) return null;
  if (critAir === 'NC') return 'NC';
  return critAir === '0' ? 'EL' : `V${critAir}`;
}

/** The French name of a vignette, as on the sticker: « Crit'Air 3 », « Crit'Air E ». */
export function vignetteLabel(vignette: Vignette): string {
  if (vignette === 'EL') return 'Crit’Air E (électrique)';
  if (vignette === 'NC') return 'sans vignette (non classé)';
  return `Crit’Air ${vignette.slice(1)}`;
}
