/**
 * The page's first check of the consent (issue 15): a one-line script the server writes in the
 * page's head (its hash allowed by the Content-Security-Policy) that marks `<html>` with
 * `consent-ask` when no answer of the current revision is in the cookie, so that the shell's
 * banner is in the first paint (the app's own banner replaces it, in the same place, when the
 * app starts; the app's full check of the cookie decides).
 *
 * A person may answer that first banner before the app has started (a slow phone): the script
 * keeps the button pressed on `<html>` ({@link BOOT_ANSWER_ATTRIBUTE}), hides the banner but for
 * « Personnaliser », and tells the app ({@link BOOT_ANSWER_EVENT}), which applies the answer as
 * if given on its own banner (`takeBootAnswer` of src/services/consent-browser.ts).
 */
import { CONSENT_CONFIG } from './consent-config';
import { CONSENT_COOKIE } from './consent';

/** The class the script sets on `<html>`. */
export const CONSENT_ASK_CLASS = 'consent-ask';

/** The attribute of `<html>` naming the shell banner's button pressed (its `data-boot-text`). */
export const BOOT_ANSWER_ATTRIBUTE = 'data-boot-consent';

/** The event the script sends on `document` once a button of the shell's banner is pressed. */
export const BOOT_ANSWER_EVENT = 'periple-boot-consent';

/** What the shell banner's buttons ask of the consent (its text key → the machine's event). */
const BOOT_ANSWERS = {
  'consent.refuseAll': 'refuseAll',
  'consent.acceptAll': 'acceptAll',
  'consent.close': 'close',
  'consent.customize': 'customize',
} as const;

/** An answer given on the shell's banner, as the consent machine's event type. */
export type BootAnswer = (typeof BOOT_ANSWERS)[keyof typeof BOOT_ANSWERS];

const ANSWER_OF_KEY: ReadonlyMap<string, BootAnswer> = new Map(Object.entries(BOOT_ANSWERS));

const RECORD_ANSWER = `document.addEventListener('click',function(e){var t=e.target,b=t&&t.closest&&t.closest('.boot-consent [data-boot-text]');if(!b||!d.classList.contains('${CONSENT_ASK_CLASS}'))return;var k=b.getAttribute('data-boot-text');d.setAttribute('${BOOT_ANSWER_ATTRIBUTE}',k);if(k!=='consent.customize')d.classList.remove('${CONSENT_ASK_CLASS}');document.dispatchEvent(new Event('${BOOT_ANSWER_EVENT}'))},true)`;

/** The script's text. */
export const CONSENT_BOOT_SCRIPT = `(function(){var d=document.documentElement;try{if(/(?:^|;\\s*)${CONSENT_COOKIE}=1%7C${CONSENT_CONFIG.revision}%7C\\d+%7C/.test(document.cookie))return}catch(e){}d.classList.add('${CONSENT_ASK_CLASS}');${RECORD_ANSWER}})()`;

/** The consent event of a shell banner's button (its `data-boot-text`), if it is one of them. */
export function bootAnswerOf(key: string | null): BootAnswer | undefined {
  return key === null ? undefined : ANSWER_OF_KEY.get(key);
}
