import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SERVICE_WORKER_URL } from './service-worker-registration';

function fakeWindow(
  options: { secure: boolean; register?: () => Promise<unknown> } = { secure: true },
) {
  const listeners: (() => void)[] = [];
  const register = vi.fn(options.register ?? (() => Promise.resolve({})));
  const win = {
    isSecureContext: options.secure,
    navigator: { serviceWorker: { register } } as unknown as Navigator,
    addEventListener: (_type: string, listener: () => void) => listeners.push(listener),
    document: { readyState: 'loading' },
  } as unknown as Window;
  return { win, register, load: () => listeners.forEach((l) => l()) };
}

describe('service worker registration', () => {
  it('registers /sw.js at the root once the page has loaded', () => {
    const { win, register, load } = fakeWindow();
    registerServiceWorker(win);
    expect(register).not.toHaveBeenCalled();
    load();
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL, { scope: '/' });
  });

  it('does nothing on an insecure page or without the API', () => {
    const insecure = fakeWindow({ secure: false });
    registerServiceWorker(insecure.win);
    insecure.load();
    expect(insecure.register).not.toHaveBeenCalled();
    const listen = vi.fn();
    registerServiceWorker({
      isSecureContext: true,
      navigator: {} as Navigator,
      addEventListener: listen,
      document: { readyState: 'complete' } as Document,
    });
    expect(listen).not.toHaveBeenCalled();
  });

  it('registers at once when the page has loaded already', () => {
    const { win, register } = fakeWindow();
    registerServiceWorker({ ...win, document: { readyState: 'complete' } as Document });
    expect(register).toHaveBeenCalledOnce();
  });

  it('only logs a failed registration', async () => {
    const { win, load } = fakeWindow({
      secure: true,
      register: () => Promise.reject(new Error('refusé')),
    });
    const warn = vi.fn();
    registerServiceWorker(win, { warn });
    load();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledOnce());
  });
});
