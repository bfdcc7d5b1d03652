/** Fuel station data as the places artefact stores it (written by the import, read by the server). */

/** Opening hours of one weekday. */
export interface FuelOpeningDay {
  /** 1 Monday … 7 Sunday. */
  day: number;
  name: string;
  closed: boolean;
  /** HH:MM ranges. */
  hours: { opens: string; closes: string }[];
}
