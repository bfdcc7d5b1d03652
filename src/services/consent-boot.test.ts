// @vitest-environment jsdom
/** The page's boot script of the consent (domain/consent/boot-check.ts) and the app taking its answer. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
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

/** Runs the page's boot script on a fresh document holding the shell's banner. */
function boot(): { events: number[] } {
  const root = document.documentElement;
  root.className = '';
  root.removeAttribute(BOOT_ANSWER_ATTRIBUTE);
  document.body.innerHTML = shellBanner();
  const events: number[] = [];
  document.addEventListener(BOOT_ANSWER_EVENT, () => events.push(1));
  runInNewContext(CONSENT_BOOT_SCRIPT, { document, Event });
  return { events };
}

const button = (key: string): HTMLElement =>
  document.querySelector<HTMLElement>(`.boot-consent [data-boot-text="${key}"]`)!;

afterEach(() => {
  document.cookie = 'periple_consent=; expires=Thu, 01 Jan 1970 00:00:00 GMT';
});

describe('the shell banner answered before the app starts', () => {
  it('asks with no answer in the cookie', () => {
    boot();
    expect(document.documentElement.classList.contains(CONSENT_ASK_CLASS)).toBe(true);
  });

  it('keeps « Tout refuser », hides the banner and tells the app, which takes the answer once', () => {
    const { events } = boot();
    button('consent.refuseAll').click();
    const root = document.documentElement;
    expect(root.classList.contains(CONSENT_ASK_CLASS)).toBe(false);
    expect(events.length).toBeGreaterThan(0);
    expect(takeBootAnswer(root)).toBe('refuseAll');
    expect(takeBootAnswer(root)).toBeUndefined();
  });

  it('maps every button to the consent event of the app banner’s same button', () => {
    for (const [key, event] of [
      ['consent.acceptAll', 'acceptAll'],
      ['consent.close', 'close'],
      ['consent.customize', 'customize'],
    ] as const) {
      boot();
      button(key).click();
      expect(takeBootAnswer(document.documentElement)).toBe(event);
    }
    // « Personnaliser » leaves the banner up: the app opens the choices over it.
    expect(document.documentElement.classList.contains(CONSENT_ASK_CLASS)).toBe(true);
  });

  it('ignores a click elsewhere and an unknown key', () => {
    boot();
    document.body.click();
    expect(takeBootAnswer(document.documentElement)).toBeUndefined();
    document.documentElement.setAttribute(BOOT_ANSWER_ATTRIBUTE, 'consent.other');
    expect(takeBootAnswer(document.documentElement)).toBeUndefined();
  });
});
