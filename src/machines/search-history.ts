/**
 * Search history (spec §3 Search history entry, §5): newest first, de-duplicated by label,
 * capped at 50 stored; 10 listed, 3 when filtered by the typed text. Kept in localStorage.
 */
import type { SuggestionResult, SuggestionType } from '../domain/search';
import { foldText } from '../domain/search-text/normalise';

/** Entries kept. */
export const HISTORY_STORED = 50;
/** Entries listed with nothing typed. */
export const HISTORY_LISTED = 10;
/** Entries listed when filtered by the typed text. */
export const HISTORY_FILTERED = 3;
/** Key of the history in localStorage. */
export const HISTORY_STORAGE_KEY = 'periple.search.history';

/** One entry: what was chosen, when. */
export interface HistoryEntry {
  label: string;
  split_label: [string, string];
  type: SuggestionType;
  /** ISO date of the choice. */
  date: string;
  result: SuggestionResult;
}

/** Adds an entry at the top, removing an older one of the same label, keeping 50. */
export function addToHistory(
  history: readonly HistoryEntry[],
  entry: HistoryEntry,
): HistoryEntry[] {
  return [entry, ...history.filter((h) => h.label !== entry.label)].slice(0, HISTORY_STORED);
}

/** The entries to list: the 10 newest, or the 3 newest whose label contains the typed words. */
export function listedHistory(history: readonly HistoryEntry[], typed: string): HistoryEntry[] {
  const words = foldText(typed)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (words.length === 0) return history.slice(0, HISTORY_LISTED);
  return history
    .filter((h) => {
      const label = foldText(h.label);
      return words.every((w) => label.includes(w));
    })
    .slice(0, HISTORY_FILTERED);
}

function isEntry(value: unknown): value is HistoryEntry {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<HistoryEntry>;
  return (
    typeof v.label === 'string' &&
    Array.isArray(v.split_label) &&
    typeof v.date === 'string' &&
    typeof v.result === 'object' &&
    v.result !== null
  );
}

/** Reads the stored history (an empty one when storage is unavailable or holds garbage). */
export function readHistory(storage: Pick<Storage, 'getItem'> | undefined): HistoryEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(HISTORY_STORAGE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isEntry).slice(0, HISTORY_STORED) : [];
  } catch {
    return [];
  }
}

/** Writes the history (ignored when storage is unavailable). */
export function writeHistory(
  storage: Pick<Storage, 'setItem'> | undefined,
  history: readonly HistoryEntry[],
): void {
  try {
    storage?.setItem(HISTORY_STORAGE_KEY, JSON.stringify(history));
  } catch {
    // Storage may be full or disabled: the history lasts for the page.
  }
}
