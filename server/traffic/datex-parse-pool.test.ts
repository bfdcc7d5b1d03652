import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DatexParseWorker } from './datex-parse-pool';
import { parseDatex } from './datex-reader';

const xml = readFileSync(new URL('./fixtures/datex2-v2-rouen.xml', import.meta.url), 'utf8');

describe('DATEX II parsing in a worker thread', () => {
  it('reads the same events as on the main thread, and reports a malformed document', async () => {
    const worker = new DatexParseWorker();
    try {
      expect(await worker.parse(xml)).toEqual(parseDatex(xml));
      await expect(worker.parse('<not-xml')).rejects.toThrow();
      expect((await worker.parse(xml)).records.length).toBeGreaterThan(0);
    } finally {
      await worker.close();
    }
  });

  it('ends a parse that takes too long, then parses again in a new worker', async () => {
    const worker = new DatexParseWorker();
    try {
      await expect(worker.parse(xml, 1)).rejects.toThrow('analyse trop longue');
      expect(await worker.parse(xml)).toEqual(parseDatex(xml));
    } finally {
      await worker.close();
    }
  });
});
