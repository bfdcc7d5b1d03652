/** A small CSV line splitter: a delimiter, double-quoted cells with doubled quotes inside. */

/** Splits one CSV line into cells. */
export function splitCsvLine(line: string, delimiter: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i] as string;
    if (quoted) {
      if (c === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === delimiter) {
      cells.push(cell);
      cell = '';
    } else cell += c;
  }
  cells.push(cell);
  return cells;
}

/** A number written with a decimal point or a decimal comma ('1,38806936'), or NaN. */
export function parseDecimal(text: string | undefined): number {
  if (text === undefined) return Number.NaN;
  const t = text.trim().replace(',', '.');
  return t === '' ? Number.NaN : Number(t);
}
