/**
 * The columns each GTFS file needs (GTFS reference, "Required" fields; conditionally required
 * ones such as stop_lat are checked row by row). A file without them is reported once, naming
 * the file and the columns, instead of rejecting every row with a misleading reason.
 */
import { csvColumns } from './csv';
import { lookupTable } from '../../../src/domain/lookup-table';

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** Required columns by file name. */
export const REQUIRED_COLUMNS: Readonly<Record<string, readonly string[]>> = lookupTable({
  'agency.txt': ['agency_name', 'agency_url'],
  'stops.txt': ['stop_id'],
  'routes.txt': ['route_id', 'route_type'],
  'trips.txt': ['route_id', 'service_id', 'trip_id'],
  'stop_times.txt': ['trip_id', 'stop_sequence'],
  'calendar.txt': ['service_id', ...WEEKDAYS, 'start_date', 'end_date'],
  'calendar_dates.txt': ['service_id', 'date', 'exception_type'],
  'frequencies.txt': ['trip_id', 'start_time', 'end_time', 'headway_secs'],
  'shapes.txt': ['shape_id', 'shape_pt_lat', 'shape_pt_lon', 'shape_pt_sequence'],
  'transfers.txt': ['from_stop_id', 'to_stop_id'],
});

/**
 * Why a file's rows cannot be read, said once: its header line is missing (none of the required
 * columns, the first line reads as data) or some required columns are; undefined when fine.
 */
export function headerProblem(file: string, text: string): string | undefined {
  const required = REQUIRED_COLUMNS[file];
  if (!required || text.trim() === '') return undefined;
  const columns = new Set(csvColumns(text));
  const missing = required.filter((c) => !columns.has(c));
  if (missing.length === 0) return undefined;
  if (missing.length === required.length) {
    const first = [...columns].slice(0, 4).join(',');
    return `missing header line (the first line reads « ${first.slice(0, 60)} »; expected columns ${required.join(', ')})`;
  }
  return `missing column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}`;
}
