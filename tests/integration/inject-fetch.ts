/** A fetch that answers through `app.inject` (the real server, no socket). */
import type { FastifyInstance } from 'fastify';

/** The fetch of the SPA's API clients, answered by the Fastify app under test. */
export function injectFetch(app: () => FastifyInstance): typeof globalThis.fetch {
  return async (input, init) => {
    const url = new URL(
      String(input instanceof Request ? input.url : input),
      'http://periple.test',
    );
    const method = init?.method === 'POST' ? 'POST' : 'GET';
    const res = await app().inject({
      method,
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(init?.body ? { payload: await new Response(init.body).text() } : {}),
    });
    return new Response(res.body, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };
}
