/**
 * Which parts of a suggestion label the typed text matched, for highlighting: each word of the
 * label that starts with a typed word (accents and case ignored, abbreviations expanded: 'bd'
 * marks « Boulevard »). Zod-free, used by the SPA.
 */
import { canonicalToken } from './abbreviations';
import { foldText, rawWords } from './normalise';

/** A part of a label, matched or not. */
export interface LabelPart {
  text: string;
  match: boolean;
}

interface Word {
  start: number;
  end: number;
  folded: string;
}

function labelWords(label: string): Word[] {
  const words: Word[] = [];
  const re = /[\p{L}\p{N}]+/gu;
  for (let m = re.exec(label); m; m = re.exec(label)) {
    words.push({ start: m.index, end: m.index + m[0].length, folded: foldText(m[0]) });
  }
  return words;
}

function matchedLength(word: string, typed: readonly string[]): number {
  let best = 0;
  for (const t of typed) {
    const canonical = canonicalToken(t);
    if (canonical !== t && word === canonical) return word.length;
    if (word.startsWith(t)) best = Math.max(best, t.length);
  }
  return best;
}

/** Splits a label into matched and unmatched parts for the typed query. */
export function highlightLabel(label: string, query: string): LabelPart[] {
  const typed = rawWords(query);
  const marks: [number, number][] = [];
  for (const word of labelWords(label)) {
    const length = matchedLength(word.folded, typed);
    // Folding keeps one letter per letter for Latin text, so lengths map back to the label.
    if (length > 0) marks.push([word.start, Math.min(word.end, word.start + length)]);
  }
  const parts: LabelPart[] = [];
  let at = 0;
  for (const [start, end] of marks) {
    if (start > at) parts.push({ text: label.slice(at, start), match: false });
    parts.push({ text: label.slice(start, end), match: true });
    at = end;
  }
  if (at < label.length) parts.push({ text: label.slice(at), match: false });
  return parts;
}
