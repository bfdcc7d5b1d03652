/** Types shared by the address-file loaders (one loader per layout). */

/** Layouts of address files a region can list (`regions/*.json` → addresses[].format). */
export type AddressFormat = 'bano' | 'toulouse' | 'montpellier';

/** One validated address point of a file. */
export interface AddressRow {
  /** Canonical house number ('12', '12bis'); null for a point of the street without number. */
  housenumber: string | null;
  /** Street (or lieu-dit) name as it should be shown ('Rue Dominique Clos'). */
  street: string;
  postcode: string | null;
  /** INSEE code of the commune when the file gives it (directly or in an id). */
  insee: string | null;
  /** Commune name when the file gives it. */
  town: string | null;
  lng: number;
  lat: number;
  /** Identifier of the point in its file (stable across imports). */
  sourceId: string;
}

/** A row that failed validation. */
export interface RejectedRow {
  /** 1-based line number in the file. */
  line: number;
  reason: string;
  /** The start of the line, for the report. */
  text: string;
}

/** What a loader makes of one line: a row, or the reason it is rejected. */
export type LineResult = { row: AddressRow } | { rejected: string } | { skip: true };

/** A loader reads one layout. */
export interface AddressLoader {
  format: AddressFormat;
  /** Called with the first line: true when it is a header (and is then not parsed as a row). */
  isHeader(line: string): boolean;
  /** Parses one data line, given the header cells when the file has a header. */
  parseLine(line: string, header: readonly string[] | undefined): LineResult;
}

/** The report of one file. */
export interface AddressLoadReport {
  format: AddressFormat;
  path: string;
  /** Data lines read (header excluded, blank lines ignored). */
  lines: number;
  accepted: number;
  /** Accepted rows without a house number (points of a street or square). */
  streetPoints: number;
  rejectedCount: number;
  /** The first rejected rows (up to 50), with their reasons. */
  rejected: RejectedRow[];
  /** Rejections by reason. */
  reasons: Record<string, number>;
}
