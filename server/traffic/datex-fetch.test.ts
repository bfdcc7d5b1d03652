import { describe, expect, it } from 'vitest';
import { feedFailure, fetchDatex } from './datex-fetch';

const XML = '<?xml version="1.0" encoding="UTF-8"?><d2LogicalModel/>';

/** What undici's fetch throws when the server closed the kept-alive socket it reused. */
function resetError(): TypeError {
  const cause = Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' });
  return new TypeError('fetch failed', { cause });
}

/** A fetch that fails with `errors` first, then answers the XML; counts its calls. */
function flaky(errors: Error[]): { fetch: typeof globalThis.fetch; calls: () => number } {
  let calls = 0;
  const fetch: typeof globalThis.fetch = async () => {
    const error = errors[calls++];
    if (error) throw error;
    return new Response(XML, { status: 200 });
  };
  return { fetch, calls: () => calls };
}

describe('the DATEX II download', () => {
  it('tries once more on a connection the feed closed meanwhile', async () => {
    const feed = flaky([resetError()]);
    const signal = new AbortController().signal;
    const xml = await fetchDatex('http://feed/datex', { fetch: feed.fetch, signal, maxBytes: 1e6 });
    expect(xml).toBe(XML);
    expect(feed.calls()).toBe(2);
  });

  it('says a second reset, and never retries another failure', async () => {
    const signal = new AbortController().signal;
    const twice = flaky([resetError(), resetError()]);
    const error = await fetchDatex('http://feed/datex', {
      fetch: twice.fetch,
      signal,
      maxBytes: 1e6,
    }).catch((e: unknown) => e);
    expect(feedFailure(error, 2000)).toBe('Flux DATEX II injoignable : read ECONNRESET');
    const refused = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    const down = flaky([new TypeError('fetch failed', { cause: refused })]);
    await expect(
      fetchDatex('http://feed/datex', { fetch: down.fetch, signal, maxBytes: 1e6 }),
    ).rejects.toThrow('fetch failed');
    expect(down.calls()).toBe(1);
  });
});
