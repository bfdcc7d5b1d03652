import { describe, expect, it } from 'vitest';
import { errorBodyOf } from '../../test-support/bodies';
import { monacoAppFixture } from '../../test-support/monaco-app';

const t = monacoAppFixture();

const batch = (sessionId: string) => ({
  sessionId,
  environment: 'development',
  events: [
    { kind: 'vital', name: 'CLS', value: 0.02, page: '/plan', at: Date.now() },
    { kind: 'api-failure', path: '/api/search', status: 503, page: '/plan', at: Date.now() },
  ],
});

async function kept(sessionId: string) {
  const events = await t.deps.users?.monitoring.eventsSince(new Date(Date.now() - 60_000), 10_000);
  return (events ?? []).filter((e) => e.sessionId === sessionId);
}

describe('monitoring intake', () => {
  it('GET /api/monitoring/config answers the sample rates of the spec', async () => {
    const res = await t.app.inject('/api/monitoring/config');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { sampleRate: 0.001, replaySampleRate: 0 } });
  });

  it('keeps a batch sent as JSON or as sendBeacon’s text', async () => {
    for (const [type, id] of [
      ['application/json', 'json-session-1'],
      ['text/plain;charset=UTF-8', 'text-session-1'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/monitoring/intake',
        headers: { 'content-type': type },
        payload: JSON.stringify(batch(id)),
      });
      expect(res.statusCode, res.body).toBe(204);
      expect((await kept(id)).map((e) => e.event.kind)).toEqual(['vital', 'api-failure']);
    }
  });

  it('refuses a forged, malformed or oversized batch and keeps nothing of it', async () => {
    const cases: { payload: string; status: number; code: string }[] = [
      {
        payload: JSON.stringify({ ...batch('forged-1'), userId: 'u1' }),
        status: 400,
        code: 'VALIDATION',
      },
      {
        payload: JSON.stringify({
          ...batch('forged-2'),
          events: [{ kind: 'error', message: 'x', stack: null, page: '/plan?q=chez moi', at: 1 }],
        }),
        status: 400,
        code: 'VALIDATION',
      },
      { payload: '{"sessionId": "forged-3", ', status: 400, code: 'VALIDATION' },
      {
        payload: JSON.stringify({
          ...batch('forged-4'),
          events: Array.from({ length: 90 }, () => ({
            kind: 'error',
            message: 'x'.repeat(500),
            stack: 'y'.repeat(4000),
            page: '/plan',
            at: 1,
          })),
        }),
        status: 413,
        code: 'PAYLOAD_TOO_LARGE',
      },
    ];
    for (const [i, c] of cases.entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/monitoring/intake',
        headers: { 'content-type': 'text/plain' },
        payload: c.payload,
      });
      expect(res.statusCode, res.body).toBe(c.status);
      expect(errorBodyOf(res).code).toBe(c.code);
      expect(await kept(`forged-${i + 1}`)).toEqual([]);
    }
  });
});
