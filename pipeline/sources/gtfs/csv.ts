/**
 * A small RFC 4180 CSV reader for GTFS files: comma separated, optional double quotes with ""
 * escapes, CRLF or LF, BOM stripped. Lines without quotes take a fast path.
 */

/** One data row: its values by column name and its line number in the file (1 = header). */
export interface CsvRow {
  line: number;
  get(column: string): string;
}

function splitQuoted(line: string): string[] {
  const out: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      out.push(field);
      field = '';
    } else field += c;
  }
  out.push(field);
  return out;
}

/** Splits text into logical lines, keeping newlines that sit inside quotes. */
function* logicalLines(text: string): Generator<string> {
  let start = 0;
  let quotes = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 34) quotes++;
    else if (c === 10 && quotes % 2 === 0) {
      const end = i > start && text.charCodeAt(i - 1) === 13 ? i - 1 : i;
      yield text.slice(start, end);
      start = i + 1;
      quotes = 0;
    }
  }
  if (start < text.length) yield text.slice(start).replace(/\r$/, '');
}

/** Reads every row of a CSV text; column names are trimmed, values are trimmed too. */
export function* readCsv(text: string): Generator<CsvRow> {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  let columns: Map<string, number> | undefined;
  let next = 1;
  for (const raw of logicalLines(body)) {
    const line = next;
    next += 1 + (raw.includes('\n') ? raw.split('\n').length - 1 : 0);
    const values = raw.includes('"') ? splitQuoted(raw) : raw.split(',');
    if (!columns) {
      columns = new Map(values.map((name, i) => [name.trim(), i]));
      continue;
    }
    if (raw.trim() === '') continue;
    const index = columns;
    yield {
      line,
      get: (column) => {
        const i = index.get(column);
        return i === undefined ? '' : (values[i] ?? '').trim();
      },
    };
  }
}

/** Column names of a CSV text (its first line). */
export function csvColumns(text: string): string[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const line = logicalLines(body).next();
  const first = line.done ? '' : line.value;
  return (first.includes('"') ? splitQuoted(first) : first.split(',')).map((c) => c.trim());
}
