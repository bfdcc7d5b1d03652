/**
 * The low-emission-zone rules as the ZFE pages write them (issue 17): the vehicle classes of the
 * national schema by their French names, the vignettes a rule bans (« Crit’Air 4, 5 et non
 * classés interdits ») and the days of the stages (« 1er juin 2021 »). Pure; hours-text.ts
 * writes the hours.
 */
import { monthIn } from './hours-text';
import { parisParts } from '../paris-time';
import { bannedVignettes, type VehicleClass, type Vignette } from './critair';
import { stagesByAuthority, type EventStatus, type ZfeStageAt } from './zfe';

/** The vehicle classes as a page lists them. */
export const VEHICLE_CLASS_LABELS: Readonly<Record<VehicleClass, string>> = {
  vp: 'Voitures',
  vul: 'Utilitaires',
  pl: 'Poids lourds',
  autobus_autocars: 'Bus et cars',
  deux_rm: 'Deux-roues',
};

/** Joins words the French way: « a, b et c ». */
function joinFrench(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} et ${words.at(-1) ?? ''}`;
}

/**
 * The vehicles a rule bans, in French, to go in a sentence: « Crit’Air 4, 5 et non classés »,
 * « véhicules non classés », « tous les véhicules, électriques compris ».
 */
export function bannedPhrase(firstBanned: Vignette): string {
  if (firstBanned === 'EL') return 'tous les véhicules, électriques compris,';
  if (firstBanned === 'NC') return 'véhicules non classés';
  const numbers = bannedVignettes(firstBanned)
    .filter((v) => v !== 'NC')
    .map((v) => v.slice(1));
  return `Crit’Air ${joinFrench([...numbers, 'non classés'])}`;
}

/** A text with its first letter in upper case: « Lage-emissiezone … », « Crit’Air 4… ». */
export function upperFirst(text: string): string {
  return `${text[0]?.toUpperCase() ?? ''}${text.slice(1)}`;
}

/** The vignettes a rule bans, in French: « Crit’Air 4, 5 et non classés interdits ». */
export function bannedText(firstBanned: Vignette): string {
  const phrase = bannedPhrase(firstBanned).replace(/,$/, '');
  const text = upperFirst(phrase);
  return firstBanned === 'EL'
    ? 'Tous les véhicules interdits, électriques compris'
    : `${text} interdits`;
}

/** A calendar day (YYYY-MM-DD) in French: « 1er juin 2021 », « 31 décembre 2032 ». */
export function frenchDay(day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  const month = m ? monthIn(Number(m[2]) - 1, 'fr') : undefined;
  if (!m || !month) return day;
  const date = Number(m[3]);
  return `${date === 1 ? '1er' : String(date)} ${month} ${m[1]}`;
}

/**
 * The French day of an event's date (`2026-03-10`) or instant (`2026-03-09T23:30:00Z` is the
 * 10th in France): « 10 mars 2026 ».
 */
export function eventDay(text: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return frenchDay(text);
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? text : frenchDay(parisParts(at).date);
}

/**
 * One zone (an authority's: the base gives successive stages of one zone new ids at times): its
 * stages oldest first, and the one a page details (in force, else the next).
 */
export interface ZoneStages {
  name: string;
  authority: string;
  stages: ZfeStageAt[];
  current: ZfeStageAt;
  /** Keys of its stages still in force by their dates but replaced by a later one in force. */
  superseded: ReadonlySet<string>;
}

const RANK: Readonly<Record<EventStatus, number>> = { ongoing: 0, planned: 1, expired: 2 };

/**
 * The stages grouped by zone (its authority), the zones in force first: each zone's detailed
 * stage is its latest in force, else its first planned, else its last. The base leaves some
 * stages open-ended when a later one replaces them (Strasbourg's 2023, 2024 and 2025 stages are
 * all « in force »): those before the latest in force are superseded.
 */
export function zonesOf(stages: readonly ZfeStageAt[]): ZoneStages[] {
  const zones = [...stagesByAuthority(stages).values()].flatMap((sorted): ZoneStages[] => {
    const ongoing = sorted.filter((s) => s.status === 'ongoing');
    const current = ongoing.at(-1) ?? sorted.find((s) => s.status === 'planned') ?? sorted.at(-1);
    if (!current) return [];
    const superseded = new Set(ongoing.slice(0, -1).map((s) => s.key));
    return [
      { name: current.name, authority: current.authority, stages: sorted, current, superseded },
    ];
  });
  return zones.sort(
    (a, b) => RANK[a.current.status] - RANK[b.current.status] || a.name.localeCompare(b.name, 'fr'),
  );
}

/** The keys of the stages superseded in their zones (drawn on the map as ended). */
export function supersededKeys(stages: readonly ZfeStageAt[]): Set<string> {
  return new Set(zonesOf(stages).flatMap((zone) => [...zone.superseded]));
}
