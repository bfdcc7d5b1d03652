/** The generic helper (spec §7): time-out, https, Accept-Language and the optional headers. */
import { describe, expect, it, vi } from 'vitest';
import { createHttp, drivenByTests, effectiveTimeout, forceHttps, REQUEST_TIMEOUTS } from './http';

function recorder() {
  const calls: { url: string; headers: Headers }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    calls.push({ url, headers: new Headers(init?.headers) });
    return new Response('{"ok":true}', { headers: { 'content-type': 'application/json' } });
  });
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch };
}

/** A fetch that never answers, and fails when its signal aborts. */
function hangingFetch(): typeof globalThis.fetch {
  return (_input, init) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
    });
}

describe('forceHttps', () => {
  it('upgrades http for any host but this machine', () => {
    expect(forceHttps('http://tiles.example.org/a?b=1')).toBe('https://tiles.example.org/a?b=1');
    expect(forceHttps('HTTP://Example.org')).toBe('https://Example.org');
    expect(forceHttps('http://localhost:8080/api')).toBe('http://localhost:8080/api');
    expect(forceHttps('http://127.0.0.1/api')).toBe('http://127.0.0.1/api');
    expect(forceHttps('http://[::1]:8080/')).toBe('http://[::1]:8080/');
    expect(forceHttps('/api/health')).toBe('/api/health');
    expect(forceHttps('https://example.org')).toBe('https://example.org');
  });
});

describe('createHttp', () => {
  it('sends Accept-Language, authorization, host and API key when given', async () => {
    const { calls, fetch } = recorder();
    const http = createHttp({
      fetch,
      locale: 'nl-BE',
      authorization: 'Bearer t',
      apiKey: 'k',
      host: 'periple.example',
    });
    await http('https://api.example.org/x', { method: 'POST', body: { a: 1 } });
    const headers = calls[0]!.headers;
    expect(headers.get('accept-language')).toBe('nl-BE');
    expect(headers.get('authorization')).toBe('Bearer t');
    expect(headers.get('x-api-key')).toBe('k');
    expect(headers.get('host')).toBe('periple.example');
  });

  it('sends no Accept-Language without a locale, and forces https on the way', async () => {
    const { calls, fetch } = recorder();
    const http = createHttp({ fetch, baseURL: 'http://api.example.org' });
    await http('/v1/things', { method: 'PUT', body: {} });
    await http('http://other.example.org/y', { method: 'DELETE' });
    expect(calls.map((c) => c.url)).toEqual([
      'https://api.example.org/v1/things',
      'https://other.example.org/y',
    ]);
    expect(calls[0]!.headers.has('accept-language')).toBe(false);
  });

  it('gives up after 20 s by default, or the time-out asked', async () => {
    vi.useFakeTimers();
    try {
      const hanging = hangingFetch();
      const http = createHttp({ fetch: hanging });
      const settled = vi.fn();
      const request = http('https://slow.example.org').catch(settled);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUTS.helper - 100);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(200);
      await request;
      expect(settled).toHaveBeenCalledOnce();
      const quick = createHttp({
        fetch: hanging,
        timeout: REQUEST_TIMEOUTS.normal,
      });
      const done = vi.fn();
      const second = quick('https://slow.example.org').catch(done);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUTS.normal + 100);
      await second;
      expect(done).toHaveBeenCalledOnce();
      // A caller's own signal does not switch the time-out off.
      const third = vi.fn();
      const withSignal = quick('https://slow.example.org', {
        signal: new AbortController().signal,
      }).catch(third);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUTS.normal + 100);
      await withSignal;
      expect(third).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits the tests’ 30 s in a browser a test harness drives, and only there', async () => {
    expect(drivenByTests({ webdriver: true })).toBe(true);
    expect(drivenByTests({ webdriver: false })).toBe(false);
    expect(drivenByTests(undefined)).toBe(false);
    expect(effectiveTimeout(REQUEST_TIMEOUTS.normal, false)).toBe(2900);
    expect(effectiveTimeout(REQUEST_TIMEOUTS.normal, true)).toBe(30_000);
    expect(effectiveTimeout(60_000, true)).toBe(60_000);
    vi.useFakeTimers();
    vi.stubGlobal('navigator', { webdriver: true });
    try {
      const hanging = hangingFetch();
      const quick = createHttp({
        fetch: hanging,
        timeout: REQUEST_TIMEOUTS.normal,
      });
      const settled = vi.fn();
      const request = quick('https://slow.example.org').catch(settled);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUTS.normal + 100);
      expect(settled).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUTS.tests);
      await request;
      expect(settled).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
      vi.useRealTimers();
    }
  });
});
