// @vitest-environment jsdom
/** The page's boot script of the consent (domain/consent/boot-check.ts) and the app taking its answer. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import {
  BOOT_ANSWER_ATTRIBUTE,
  BOOT_ANSWER_EVENT,
  CONSENT_ASK_CLASS,
  CONSENT_BOOT_SCRIPT,
} from '../domain/consent/boot-check';
import { takeBootAnswer } from './consent-browser';

/** The shell's banner as index.html writes it. */
function shellBanner(): string {
  const page = readFileSync(resolve(process.cwd(), 'index.html'), 'utf8');
  const banner = /<section class="consent-banner boot-consent"[\s\S]*?<\/section>/.exec(page);
  if (!banner) throw new Error('index.html has no shell consent banner');
  return banner[0];
}

/** A fresh page holding the shell's banner, the boot script run on it, its events counted. */
function boot(): { doc: Document; events: number[]; press: (key: string) => void } {
  const doc = document.implementation.createHTMLDocument('');
  doc.body.innerHTML = shellBanner();
  const events: number[] = [];
  doc.addEventListener(BOOT_ANSWER_EVENT, () => events.push(1));
  runInNewContext(CONSENT_BOOT_SCRIPT, { document: doc, Event });
  const press = (key: string): void =>
    doc.querySelector<HTMLElement>(`.boot-consent [data-boot-text="${key}"]`)!.click();
  return { doc, events, press };
}

describe('the shell banner answered before the app starts', () => {
  it('asks with no answer in the cookie', () => {
    const { doc } = boot();
    expect(doc.documentElement.classList.contains(CONSENT_ASK_CLASS)).toBe(true);
  });

  it('keeps « Tout refuser », hides the banner and tells the app, which takes the answer once', () => {
    const { doc, events, press } = boot();
    press('consent.refuseAll');
    const root = doc.documentElement;
    expect(root.classList.contains(CONSENT_ASK_CLASS)).toBe(false);
    expect(events).toHaveLength(1);
    expect(takeBootAnswer(root)).toBe('refuseAll');
    expect(takeBootAnswer(root)).toBeUndefined();
  });

  it('maps every button to the consent event of the app banner’s same button', () => {
    for (const [key, event] of [
      ['consent.acceptAll', 'acceptAll'],
      ['consent.close', 'close'],
      ['consent.customize', 'customize'],
    ] as const) {
      const { doc, press } = boot();
      press(key);
      expect(takeBootAnswer(doc.documentElement)).toBe(event);
      // « Personnaliser » leaves the banner up: the app opens the choices over it.
      const asking = doc.documentElement.classList.contains(CONSENT_ASK_CLASS);
      expect(asking).toBe(event === 'customize');
    }
  });

  it('ignores a click elsewhere and an unknown key', () => {
    const { doc, events } = boot();
    doc.body.click();
    expect(takeBootAnswer(doc.documentElement)).toBeUndefined();
    expect(events).toHaveLength(0);
    doc.documentElement.setAttribute(BOOT_ANSWER_ATTRIBUTE, 'consent.other');
    expect(takeBootAnswer(doc.documentElement)).toBeUndefined();
  });
});
