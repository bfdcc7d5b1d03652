import { describe, expect, it, vi } from 'vitest';
import { createMonitoring } from './monitoring';

describe('monitoring', () => {
  it('records a 404 report and warns', () => {
    const warn = vi.fn();
    const m = createMonitoring({ logger: { warn }, now: () => 42 });
    const r = m.reportNotFound('/nope');
    expect(r).toEqual({ type: 'not-found', status: 404, target: '/nope', at: 42 });
    expect(m.reports()).toEqual([r]);
    expect(warn).toHaveBeenCalledOnce();
    expect(String(warn.mock.calls[0]?.[0])).toContain('/nope');
  });

  it('records a screen that failed to render, with its message and stack', () => {
    const m = createMonitoring({ logger: { warn: vi.fn() }, now: () => 7 });
    const error = new Error('boom');
    expect(m.reportRenderError(error, '/plan')).toEqual({
      type: 'render-error',
      status: 0,
      target: '/plan',
      detail: 'boom',
      stack: error.stack,
      at: 7,
    });
    expect(m.reportRenderError('not an Error', '/poi/x')).toEqual({
      type: 'render-error',
      status: 0,
      target: '/poi/x',
      detail: 'not an Error',
      at: 7,
    });
  });

  it('keeps a bounded list, oldest dropped first', () => {
    const m = createMonitoring({ logger: { warn: () => undefined }, limit: 2 });
    m.report({ type: 'service-error', status: 503, target: 'a' });
    m.report({ type: 'service-error', status: 503, target: 'b' });
    m.report({ type: 'service-error', status: 503, target: 'c', detail: 'boom' });
    expect(m.reports().map((r) => r.target)).toEqual(['b', 'c']);
  });

  it('returns a copy of its reports', () => {
    const m = createMonitoring({ logger: { warn: () => undefined } });
    m.reportNotFound('/x');
    (m.reports() as unknown[]).length = 0;
    expect(m.reports()).toHaveLength(1);
  });
});
