/**
 * The validation report of the restrictions artefact (`report.json`): what was read, kept and
 * left out, and why, for each source; and the lines the import summary shows the operator.
 */
import type { ZfeRejectedRow, ZfeSourceReport } from '../../../src/domain/restrictions/zfe-source';
import type { CycleFileReport } from './cycle-file';

/** Rows and kilometres of one facility category. */
export interface CategoryTotal {
  rows: number;
  km: number;
}

/** The report written beside the database. */
export interface RestrictionsReport {
  zfe: {
    /** The areas file read (its base name). */
    source: string;
    read: number;
    kept: number;
    rejected: ZfeRejectedRow[];
    /** Values mended as published, counted by kind. */
    repaired: Record<string, number>;
    /** Stages whose area holds no commune's point (named after the nearest town). */
    withoutCommunes: string[];
  };
  cycling: {
    /** OSM ways with at least one facility. */
    ways: number;
    byCategory: Record<string, CategoryTotal>;
    /** cycle_way rows without a commune (no locality found, or Monaco's). */
    unassigned: number;
    /** Of those, the rows placed in Monaco, which has no INSEE commune. */
    monaco: number;
    files: CycleFileReport[];
  };
  restrictions: {
    byKind: Record<string, number>;
    /** Values left out (« default », illegible, conditions other than hours…) by reason. */
    skipped: Record<string, number>;
  };
  roadworks: number;
}

/** The ZFE part of the report. */
export function zfeReport(options: {
  source: string;
  read: ZfeSourceReport;
  stages: readonly { key: string; communes: readonly string[] }[];
}): RestrictionsReport['zfe'] {
  const { read } = options;
  return {
    source: options.source,
    read: read.read,
    kept: read.rows.length,
    rejected: read.rejected,
    repaired: read.repaired,
    withoutCommunes: options.stages.filter((s) => s.communes.length === 0).map((s) => s.key),
  };
}

/** Adds one to a count by key. */
export function countInto(counts: Record<string, number>, key: string, n = 1): void {
  counts[key] = (counts[key] ?? 0) + n;
}

function total(counts: Readonly<Record<string, number>>): number {
  return Object.values(counts).reduce((a, b) => a + b, 0);
}

/** The lines the import summary shows: every ZFE row left out, and what else was skipped. */
export function reportNotes(report: RestrictionsReport): string[] {
  const notes = report.zfe.rejected.map(
    (r) => `ZFE : ligne ${r.index} (${r.id ?? 'sans id'}) écartée : ${r.reason}`,
  );
  const repaired = Object.entries(report.zfe.repaired);
  if (repaired.length > 0)
    notes.push(`ZFE : valeurs réparées (${repaired.map(([k, n]) => `${k} ${n}`).join(', ')})`);
  for (const key of report.zfe.withoutCommunes)
    notes.push(
      `ZFE : ${key} ne contient le point d’aucune commune (nommée d’après la plus proche)`,
    );
  const skipped = total(report.restrictions.skipped);
  if (skipped > 0)
    notes.push(`Restrictions OSM : ${skipped} valeur(s) écartée(s), détail dans report.json`);
  for (const file of report.cycling.files) {
    const rejected = total(file.rejected);
    if (rejected > 0)
      notes.push(`Aménagements cyclables ${file.name} : ${rejected} élément(s) écarté(s)`);
  }
  const lost = report.cycling.unassigned - report.cycling.monaco;
  if (lost > 0) notes.push(`Aménagements cyclables OSM : ${lost} voie(s) sans commune`);
  return notes;
}
