import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DatexParseWorker } from './datex-parse-pool';
import { parseDatex } from './datex-reader';

describe('DATEX II parsing in a worker thread', () => {
  it('reads the same events as on the main thread, and reports a malformed document', async () => {
    const xml = readFileSync(new URL('./fixtures/datex2-v2-rouen.xml', import.meta.url), 'utf8');
    const worker = new DatexParseWorker();
    try {
      const reading = await worker.parse(xml);
      expect(reading).toEqual(parseDatex(xml));
      await expect(worker.parse('<not-xml')).rejects.toThrow();
    } finally {
      await worker.close();
    }
  });
});
