/** The help texts of the notices' modal in en-GB, with exactly the keys of the source (../help.ts). */
import type { helpFrFR } from '../help';

/** en-GB. */
export const helpEnGB: Readonly<Record<keyof typeof helpFrFR, string>> = {
  'modal.help.aide-localisation.title': 'Allowing your location',
  'modal.help.aide-localisation.body':
    'Your browser does not give Périple your location: it was refused for this site, or location is turned off.\nOn a computer: click the icon left of the page’s address (a padlock or settings), allow “Location” for this site, then reload the page.\nOn a phone: turn location on in the phone’s settings, allow it for your browser, then for this site.\nYour location centres the map and plans a trip from “My location”. Without it, search for an address, or tap or click the map.',
  'modal.help.aide-carte-lente.title': 'A slow map',
  'modal.help.aide-carte-lente.body':
    'Périple draws the map with the device’s graphics chip (WebGL). Your browser does not use it, which slows the map down.\nTurn hardware acceleration on in the browser’s settings (Chrome and Edge: Settings, System, “Use graphics acceleration when available”; Firefox: Settings, General, Performance), then restart it.\nIf it is already on, update the browser and the device’s graphics drivers.',
};
