import { describe, expect, it } from 'vitest';
import { csvColumns, readCsv } from './csv';

describe('readCsv', () => {
  it('reads quoted fields, escaped quotes, CRLF, BOM and embedded newlines', () => {
    const text =
      '\ufeffstop_id,stop_name,stop_lat\r\n0004,"Meylan, Revirée ""Sayettes""",45.2\r\n0005,"Deux\nlignes",45.3\r\n\r\n';
    const rows = [...readCsv(text)];
    expect(rows).toHaveLength(2);
    expect(rows[0]?.get('stop_name')).toBe('Meylan, Revirée "Sayettes"');
    expect(rows[1]?.get('stop_name')).toBe('Deux\nlignes');
    expect(rows[1]?.get('stop_lat')).toBe('45.3');
    expect(rows[0]?.get('absent')).toBe('');
    expect(rows[1]?.line).toBe(3);
    expect(csvColumns(text)).toEqual(['stop_id', 'stop_name', 'stop_lat']);
  });
});
