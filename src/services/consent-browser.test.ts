import { describe, expect, it } from 'vitest';
import { acceptAll, refuseAll } from '../domain/consent/consent';
import {
  deleteVendorCookies,
  eraseStorage,
  matchingCookies,
  readConsent,
  writeConsent,
} from './consent-browser';
import { gatedStorage } from './gated-storage';

const NOW = Date.UTC(2026, 10, 25, 10);

/** A cookie jar that keeps what `document.cookie = …` writes (name, value, attributes). */
function jar() {
  const written: string[] = [];
  const values = new Map<string, string>();
  return {
    written,
    get cookie() {
      return [...values].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (line.includes('1970')) values.delete(name.trim());
      else values.set(name.trim(), value);
    },
  };
}

describe('the consent cookie in the browser', () => {
  it('writes 365 days from the answer, path /, SameSite=None; Secure on https', () => {
    const doc = jar();
    writeConsent(doc, 'https:', acceptAll(NOW));
    expect(doc.written[0]).toMatch(
      /^periple_consent=[^;]+; path=\/; expires=Thu, 25 Nov 2027 10:00:00 GMT; SameSite=None; Secure$/,
    );
    expect(readConsent(doc, NOW)?.granted.has('tracking')).toBe(true);
    writeConsent(doc, 'http:', refuseAll(NOW));
    expect(doc.written[1]).toMatch(/; SameSite=Lax$/);
    expect(readConsent(doc, NOW)?.granted.size).toBe(0);
  });

  it('deletes a refused vendor’s cookies only, on the host and its parent domains', () => {
    const doc = jar();
    doc.cookie = 'ad1_id=7';
    doc.cookie = 'ad1_seg=x';
    doc.cookie = 'periple_sid=abc';
    doc.cookie = 'ad2_z=1';
    expect(matchingCookies(doc.cookie, ['ad1_*', 'periple_sid'])).toEqual([
      'ad1_id',
      'ad1_seg',
      'periple_sid',
    ]);
    expect(deleteVendorCookies(doc, 'carte.example.fr', ['ad-partner-1'])).toEqual([
      'ad1_id',
      'ad1_seg',
    ]);
    expect(doc.cookie).toBe('periple_sid=abc; ad2_z=1');
    expect(doc.written.filter((l) => l.startsWith('ad1_id=;'))).toEqual([
      'ad1_id=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT',
      'ad1_id=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; domain=.carte.example.fr',
      'ad1_id=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; domain=.example.fr',
    ]);
  });
});

describe('storage behind the storage consent', () => {
  function real() {
    const map = new Map<string, string>();
    return {
      map,
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
  }

  it('keeps values in the page until granted, then writes them through', () => {
    const browser = real();
    browser.map.set('periple.locale', 'en-GB');
    const gated = gatedStorage(browser, false);
    expect(gated.getItem('periple.locale')).toBeNull();
    gated.setItem('periple.search.history', '[]');
    expect(browser.map.has('periple.search.history')).toBe(false);
    expect(gated.getItem('periple.search.history')).toBe('[]');
    gated.allow(true);
    expect(browser.map.get('periple.search.history')).toBe('[]');
    expect(gated.getItem('periple.locale')).toBe('en-GB');
    gated.setItem('periple.visits', '2');
    expect(browser.map.get('periple.visits')).toBe('2');
    gated.allow(false);
    gated.setItem('periple.visits', '3');
    expect(browser.map.get('periple.visits')).toBe('2');
    expect(gated.getItem('periple.visits')).toBe('3');
  });
});

describe('erasing the storage when refused', () => {
  it('removes every key but those kept (the language chosen)', () => {
    const map = new Map([
      ['periple.locale', 'en-GB'],
      ['periple.history', '[]'],
      ['periple.visits', '3'],
    ]);
    const store = {
      get length() {
        return map.size;
      },
      key: (i: number) => [...map.keys()][i] ?? null,
      removeItem: (key: string) => void map.delete(key),
    };
    eraseStorage(store, ['periple.locale']);
    expect([...map.keys()]).toEqual(['periple.locale']);
    eraseStorage(store);
    expect(map.size).toBe(0);
    expect(() => eraseStorage(undefined)).not.toThrow();
  });
});
