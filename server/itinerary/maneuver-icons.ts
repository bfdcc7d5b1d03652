/** Icon ids of Valhalla's manoeuvre types (turn-by-turn API reference, maneuver types). */

const ICONS: Readonly<Record<number, string>> = {
  1: 'depart',
  2: 'depart',
  3: 'depart',
  4: 'arrive',
  5: 'arrive',
  6: 'arrive',
  7: 'straight',
  8: 'straight',
  9: 'slight-right',
  10: 'right',
  11: 'sharp-right',
  12: 'uturn',
  13: 'uturn',
  14: 'sharp-left',
  15: 'left',
  16: 'slight-left',
  17: 'straight',
  18: 'slight-right',
  19: 'slight-left',
  20: 'slight-right',
  21: 'slight-left',
  22: 'straight',
  23: 'slight-right',
  24: 'slight-left',
  25: 'merge',
  26: 'roundabout',
  27: 'roundabout',
  28: 'ferry',
  29: 'ferry',
  37: 'slight-right',
  38: 'slight-left',
};

/** The icon of a manoeuvre type ('straight' for the others). */
export function maneuverIcon(type: number): string {
  return ICONS[type] ?? 'straight';
}
