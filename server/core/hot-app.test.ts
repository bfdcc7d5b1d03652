import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { HotApp, type AppBuilder } from './hot-app';

const opened: HotApp[] = [];
afterEach(async () => {
  for (const hot of opened.splice(0)) await hot.close();
});

/** Apps that answer their version; the build fails when `failing` says so. */
function versions(state: { version: number; failing: boolean; closed: number[] }): AppBuilder {
  return async (serverFactory) => {
    if (state.failing) throw new Error('broken artefact');
    const version = (state.version += 1);
    const app = Fastify({ serverFactory });
    app.get('/version', async () => ({ version }));
    return { app, close: async () => void state.closed.push(version) };
  };
}

async function start(state: { version: number; failing: boolean; closed: number[] }) {
  const hot = new HotApp(versions(state), { requestTimeoutMs: 200, log: () => undefined });
  opened.push(hot);
  await hot.listen(0, '127.0.0.1');
  const { port } = hot.server.address() as AddressInfo;
  const get = async () => {
    const res = await fetch(`http://127.0.0.1:${port}/version`);
    const body: unknown = await res.json();
    return { status: res.status, version: Number(Reflect.get(body as object, 'version')) };
  };
  return { hot, get };
}

describe('hot app', () => {
  it('swaps to the new app with no failed request, then closes the old one', async () => {
    const state = { version: 0, failing: false, closed: [] as number[] };
    const { hot, get } = await start(state);
    expect(await get()).toEqual({ status: 200, version: 1 });
    const answers: { status: number; version: number }[] = [];
    let running = true;
    const traffic = (async () => {
      while (running) answers.push(await get());
    })();
    expect(await hot.reload()).toBe(true);
    await new Promise((r) => setTimeout(r, 50));
    running = false;
    await traffic;
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.at(-1)?.version).toBe(2);
    await new Promise((r) => setTimeout(r, 1_400));
    expect(state.closed).toEqual([1]);
  });

  it('keeps serving the running app when the new artefacts do not open', async () => {
    const state = { version: 0, failing: false, closed: [] as number[] };
    const { hot, get } = await start(state);
    state.failing = true;
    expect(await hot.reload()).toBe(false);
    expect(await get()).toEqual({ status: 200, version: 1 });
  });
});
