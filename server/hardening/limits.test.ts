/**
 * Limits that protect the server, on a listening socket: per-address rate limits answering the
 * catalogue's 429 with Retry-After, a request time-out for slow clients, oversized headers.
 */
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { monacoAppFixture } from '../test-support/monaco-app';

const t = monacoAppFixture({ PERIPLE_RATE_LIMIT: '3', PERIPLE_REQUEST_TIMEOUT_MS: '500' });
let port = 0;

beforeAll(async () => {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});

/** Writes raw bytes and collects the answer until the server closes the socket. */
function raw(chunks: { data: string; afterMs: number }[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => (answer += d.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
    for (const chunk of chunks)
      setTimeout(() => socket.writable && socket.write(chunk.data), chunk.afterMs);
  });
}

describe('limits', () => {
  it('answers 429 RATE_LIMITED with Retry-After past the limit of an expensive endpoint', async () => {
    const statuses: number[] = [];
    let last: Response | undefined;
    for (let i = 0; i < 4; i++) {
      last = await fetch(`http://127.0.0.1:${port}/api/suggest?q=casino`);
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    expect(last?.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await last?.json()).toMatchObject({ code: 'RATE_LIMITED', statusCode: 429 });
    // Cheap endpoints are not limited.
    for (let i = 0; i < 5; i++)
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  });

  it('ends a request whose body trickles in, with 408', async () => {
    const head =
      'POST /api/multipath/pois-on-route?rubrics=pharmacie HTTP/1.1\r\nHost: localhost\r\n' +
      'Content-Type: application/json\r\nContent-Length: 100\r\n\r\n';
    const chunks = [{ data: head, afterMs: 0 }];
    for (let i = 1; i <= 8; i++) chunks.push({ data: ' ', afterMs: i * 300 });
    const answer = await raw(chunks);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain('"code":"REQUEST_TIMEOUT"');
  });

  it('answers headers over the limit with 431 in the catalogue shape', async () => {
    const answer = await raw([
      {
        data: `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
        afterMs: 0,
      },
    ]);
    expect(answer).toMatch(/^HTTP\/1\.1 431/);
    expect(answer).toContain('"code":"HEADERS_TOO_LARGE"');
    expect(answer).toContain('X-Content-Type-Options: nosniff');
  });
});
