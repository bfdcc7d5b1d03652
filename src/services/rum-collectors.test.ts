// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { RumBatch } from '../domain/monitoring/rum';
import { createMonitoring } from './monitoring';
import { RumCollectors } from './rum-collectors';

function collectors(errors: boolean) {
  const monitoring = createMonitoring({ logger: { warn: vi.fn() } });
  const sent: RumBatch[] = [];
  const rum = new RumCollectors({
    win: window,
    sessionId: 'session-1',
    monitoring,
    send: (batch) => sent.push(batch),
  });
  rum.set({ vitals: false, errors });
  return { monitoring, sent, rum };
}

describe('the collectors and the screens’ crashes', () => {
  it('send a screen that failed to render as an error, with its stack', () => {
    const { monitoring, sent, rum } = collectors(true);
    monitoring.reportRenderError(new Error('La liste a reçu un lieu sans nom'), '/plan');
    rum.flush();
    const events = sent.flatMap((b) => b.events);
    expect(events).toEqual([
      expect.objectContaining({
        kind: 'error',
        message: 'La liste a reçu un lieu sans nom',
      }),
    ]);
    const [event] = events;
    expect(event?.kind === 'error' && event.stack).toContain('La liste a reçu un lieu sans nom');
    // Sent once.
    rum.flush();
    expect(sent.flatMap((b) => b.events)).toHaveLength(1);
  });

  it('send nothing of it while errors are not collected', () => {
    const { monitoring, sent, rum } = collectors(false);
    monitoring.reportRenderError('not an Error', '/plan');
    rum.flush();
    expect(sent).toEqual([]);
  });
});
