// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { RumBatch } from '../domain/monitoring/rum';
import { createMonitoring, type Monitoring } from './monitoring';
import { RumCollectors } from './rum-collectors';

/** Collectors; `errors` null: the consent not read yet. */
function collectors(errors: boolean | null, before?: (monitoring: Monitoring) => void) {
  const monitoring = createMonitoring({ logger: { warn: vi.fn() } });
  before?.(monitoring);
  const sent: RumBatch[] = [];
  const rum = new RumCollectors({
    win: window,
    sessionId: 'session-1',
    monitoring,
    send: (batch) => sent.push(batch),
  });
  if (errors !== null) rum.set({ vitals: false, errors });
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

  it('send a screen that crashed before they started, once the consent is read', () => {
    const { sent, rum } = collectors(true, (monitoring) =>
      monitoring.reportRenderError(new Error('Le code de l’écran n’est pas arrivé'), '/outils'),
    );
    rum.flush();
    expect(sent.flatMap((b) => b.events)).toEqual([
      // Its page and time are the crash's, not the sending's.
      expect.objectContaining({
        kind: 'error',
        message: 'Le code de l’écran n’est pas arrivé',
        page: '/outils',
      }),
    ]);
  });

  it('keep a crash until the consent is read, then send it if errors are collected', () => {
    const { monitoring, sent, rum } = collectors(null);
    monitoring.reportRenderError(new Error('tôt'), '/plan');
    rum.flush();
    expect(sent).toEqual([]);
    rum.set({ vitals: false, errors: true });
    rum.flush();
    expect(sent.flatMap((b) => b.events)).toEqual([
      expect.objectContaining({ kind: 'error', message: 'tôt' }),
    ]);
  });

  it('drop a crash for good when errors were refused as the consent was read', () => {
    const { monitoring, sent, rum } = collectors(null);
    monitoring.reportRenderError(new Error('tôt'), '/plan');
    rum.set({ vitals: false, errors: false });
    rum.flush();
    rum.set({ vitals: false, errors: true });
    rum.flush();
    expect(sent).toEqual([]);
  });
});
