import { describe, expect, it } from 'vitest';
import { errorBodyOf } from '../../test-support/bodies';
import { monacoAppFixture } from '../../test-support/monaco-app';

const TOKEN = 'operator-token-of-the-tests';
const t = monacoAppFixture({ PERIPLE_OPERATOR_TOKEN: TOKEN });
const auth = { authorization: `Bearer ${TOKEN}` };

const chunk = (sessionId: string, seq: number, timestamp: number) => ({
  sessionId,
  seq,
  events: [
    { type: 4, timestamp, data: { href: 'http://x/plan', width: 1366, height: 800 } },
    { type: 5, timestamp: timestamp + 5, data: { tag: 'map-camera', payload: { zoom: 14 } } },
  ],
});

describe('session replay intake and the operator’s monitoring API', () => {
  it('keeps a recorded chunk and serves the session to the operator only', async () => {
    const id = `replay-${Date.now()}`;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/monitoring/replay',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      payload: JSON.stringify(chunk(id, 0, Date.now())),
    });
    expect(sent.statusCode, sent.body).toBe(204);
    const listed = await t.app.inject({ url: '/api/admin/monitoring/sessions', headers: auth });
    expect(listed.json<{ data: { sessionId: string }[] }>().data.map((s) => s.sessionId)).toContain(
      id,
    );
    const one = await t.app.inject({ url: `/api/admin/monitoring/sessions/${id}`, headers: auth });
    expect(one.json<{ data: { events: unknown[] } }>().data.events).toHaveLength(2);
    for (const headers of [{}, { authorization: 'Bearer not-the-operator-token' }]) {
      const refused = await t.app.inject({ url: `/api/admin/monitoring/sessions/${id}`, headers });
      expect(refused.statusCode).toBe(401);
      expect(errorBodyOf(refused).code).toBe('OPERATOR_TOKEN_INVALID');
    }
  });

  it('refuses a malformed chunk and keeps nothing of it', async () => {
    for (const payload of [
      JSON.stringify({ ...chunk('forged-replay-1', 0, 1), userId: 'u' }),
      JSON.stringify({ sessionId: 'forged-replay-2', seq: 0, events: [] }),
      JSON.stringify({ sessionId: 'forged-replay-3', seq: 0, events: [{ type: 'x' }] }),
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/monitoring/replay',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode).toBe(400);
    }
    const none = await t.app.inject({
      url: '/api/admin/monitoring/sessions/forged-replay-1',
      headers: auth,
    });
    expect(none.statusCode).toBe(404);
  });

  it('gives vitals percentiles and the top errors of the intake', async () => {
    const at = Date.now();
    await t.app.inject({
      method: 'POST',
      url: '/api/monitoring/intake',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({
        sessionId: 'operator-stats-1',
        environment: 'development',
        events: [
          { kind: 'vital', name: 'LCP', value: 1200, page: '/plan', at },
          { kind: 'error', message: 'boom', stack: null, page: '/plan', at },
        ],
      }),
    });
    const vitals = await t.app.inject({
      url: '/api/admin/monitoring/vitals?days=1',
      headers: auth,
    });
    expect(vitals.json()).toMatchObject({ data: [{ page: '/plan', name: 'LCP', p75: 1200 }] });
    const errors = await t.app.inject({ url: '/api/admin/monitoring/errors', headers: auth });
    expect(errors.json()).toMatchObject({ data: [{ message: 'boom', count: 1 }] });
  });
});
