import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstScreenFiles, serviceWorkerSource } from './service-worker-plugin';

describe('the service worker build', () => {
  it('lists the first screen’s scripts and styles once each', () => {
    const html =
      '<script type="module" src="/assets/index-A1.js"></script><link rel="modulepreload" href="/assets/geo-B2.js">' +
      '<link rel="stylesheet" href="/assets/index-C3.css"><script src="/assets/index-A1.js"></script><img src="/favicon.svg">';
    expect(firstScreenFiles(html)).toEqual([
      '/assets/index-A1.js',
      '/assets/geo-B2.js',
      '/assets/index-C3.css',
    ]);
  });

  it('bundles the worker with its build id and files, and no module syntax', () => {
    const source = serviceWorkerSource({
      entry: resolve(import.meta.dirname, '../src/sw/service-worker.ts'),
      build: 'abc123',
      precache: ['/assets/index-A1.js'],
    });
    expect(source).toContain('periple-');
    expect(source).toContain('abc123');
    expect(source).toContain('/assets/index-A1.js');
    expect(source).not.toMatch(/^\s*(import|export)\s/m);
  });
});
