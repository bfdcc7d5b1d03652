/**
 * A GET that follows redirects itself: at most three, each to an http(s) address that is not this
 * machine nor a private network (a federated Panoramax instance sends its images' requests to the
 * instance that holds them; a hostile one must not reach the operator's internal services). The
 * configured instance's own origin is trusted as it is (it may be on this machine).
 */

const MAX_REDIRECTS = 3;

/** A refused or failed request. */
export class PublicFetchError extends Error {
  override name = 'PublicFetchError';
}

/** True for a host name that names this machine or a private, link-local or unique-local network. */
export function isPrivateHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === 'localhost' || host.endsWith('.localhost') || host === '::1' || host === '::')
    return true;
  if (/^(fc|fd|fe8|fe9|fea|feb)[0-9a-f]*:/.test(host)) return true;
  const v4 = /^(\d{1,3})\.(\d{1,3})\.\d{1,3}\.\d{1,3}$/.exec(host);
  if (!v4) return false;
  const a = Number(v4[1]);
  const b = Number(v4[2]);
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 100 && b >= 64 && b <= 127)
  );
}

/** True when `url` may be fetched: the trusted origin, or a public http(s) address. */
function allowed(url: URL, trustedOrigin: string): boolean {
  if (url.origin === trustedOrigin) return true;
  return (url.protocol === 'https:' || url.protocol === 'http:') && !isPrivateHost(url.hostname);
}

/** GET `url`, following redirects only to allowed addresses. */
export async function fetchPublic(options: {
  fetch: typeof globalThis.fetch;
  url: string;
  trustedOrigin: string;
  init: RequestInit;
}): Promise<Response> {
  let url = new URL(options.url);
  for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
    if (!allowed(url, options.trustedOrigin)) throw new PublicFetchError(`refused: ${url.host}`);
    const res = await options.fetch(url, { ...options.init, redirect: 'manual' });
    const location = res.headers.get('location');
    if (res.status < 300 || res.status >= 400 || !location) return res;
    await res.body?.cancel();
    url = new URL(location, url);
  }
  throw new PublicFetchError('too many redirects');
}
