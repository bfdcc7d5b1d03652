/**
 * The page's first check of the consent (issue 15): a one-line script the server writes in the
 * page's head (its hash allowed by the Content-Security-Policy) that marks `<html>` with
 * `consent-ask` when no answer of the current revision is in the cookie, so that the shell's
 * banner is in the first paint (the app's own banner replaces it, in the same place, when the
 * app starts; the app's full check of the cookie decides).
 */
import { CONSENT_CONFIG } from './consent-config';
import { CONSENT_COOKIE } from './consent';

/** The class the script sets on `<html>`. */
export const CONSENT_ASK_CLASS = 'consent-ask';

/** The script's text. */
export const CONSENT_BOOT_SCRIPT = `(function(){var d=document.documentElement;try{if(/(?:^|;\\s*)${CONSENT_COOKIE}=1%7C${CONSENT_CONFIG.revision}%7C\\d+%7C/.test(document.cookie))return}catch(e){}d.classList.add('${CONSENT_ASK_CLASS}')})()`;
