/**
 * The popup of a low-emission zone clicked on the 'zfe' map mode's national layer: the zone's
 * name (« ZFE de Rouen »), its status today, the vignettes each vehicle class may not use (with
 * the hours when the ban is not permanent; the classes under the same rule on one line, « Tous
 * les véhicules » when every class is: a phone's popup stays short) and a link to the zone's ZFE
 * page. The texts are the
 * ZFE pages' (zfe-notice-words.ts, hours-text.ts, the layer pages' messages). Builds the element
 * only: the map layer (zfe-mode-layer.ts) places it and follows its link.
 */
import { layerPagePath } from '../domain/paths/layer-paths';
import { slugify } from '../domain/paths/search-paths';
import { VEHICLE_CLASSES, type VehicleClass } from '../domain/restrictions/critair';
import { hoursIn, isAllTheTime } from '../domain/restrictions/hours-text';
import type { ZfeRule, ZfeStageAt } from '../domain/restrictions/zfe';
import { zonesOf, type ZoneStages } from '../domain/restrictions/zfe-text';
import {
  bannedLineIn,
  vehicleClassIn,
  zonePlace,
  zoneTitleIn,
} from '../domain/restrictions/zfe-notice-words';
import type { LayerTranslate } from '../i18n/layer-messages';
import { zfeStatusLine } from '../i18n/zfe-status';
import { element } from './dom-element';

/** The most zones a popup details (stages of several zones may overlap at a point). */
export const ZONE_POPUP_MAX_ZONES = 2;

/** The zones a popup shows, and how many more lie at the point. */
export interface ZonesAt {
  zones: ZoneStages[];
  more: number;
}

/**
 * The zones at a point from the keys of the stages drawn there: grouped by zone, in `zonesOf`'s
 * order (in force first), at most `ZONE_POPUP_MAX_ZONES`. Each zone's detailed stage is among
 * those at the point (a zone's planned extension is « planned » there, not « in force »).
 */
export function zonesAt(stages: readonly ZfeStageAt[], keys: Iterable<string>): ZonesAt {
  const wanted = new Set(keys);
  const zones = zonesOf(stages.filter((stage) => wanted.has(stage.key)));
  return {
    zones: zones.slice(0, ZONE_POPUP_MAX_ZONES),
    more: Math.max(0, zones.length - ZONE_POPUP_MAX_ZONES),
  };
}

/**
 * The ZFE page of a zone: its town's (`/zfe/rouen`), the town its name gives — the most populated
 * commune inside, the one the ZFE home links the zone to — else the ZFE home (a zone named after
 * its authority, no commune inside).
 */
export function zonePagePath(zone: ZoneStages): string {
  const place = zone.current.communes.length > 0 ? zonePlace(zone.current.name) : null;
  const slug = place ? slugify(place) : '';
  return slug ? layerPagePath('ZFE', 'CITY', slug) : layerPagePath('ZFE', 'HOME');
}

/** The vehicle classes that share one rule (a popup says it once for them). */
interface RuleGroup {
  vehicles: VehicleClass[];
  rule: ZfeRule;
}

/** A stage's rules, the classes with the same ban at the same hours together, schema order. */
export function ruleGroups(stage: Pick<ZfeStageAt, 'rules'>): RuleGroup[] {
  const groups = new Map<string, RuleGroup>();
  for (const vehicle of VEHICLE_CLASSES) {
    const rule = stage.rules[vehicle];
    if (!rule) continue;
    const key = `${rule.firstBanned}|${isAllTheTime(rule.hours) ? '24/7' : rule.hours}`;
    const group = groups.get(key);
    if (group) group.vehicles.push(vehicle);
    else groups.set(key, { vehicles: [vehicle], rule });
  }
  return [...groups.values()];
}

/** « Tous les véhicules », or the classes of a group: « Poids lourds, bus et cars ». */
function vehiclesLabel(t: LayerTranslate, vehicles: readonly VehicleClass[]): string {
  if (vehicles.length === VEHICLE_CLASSES.length) return t('layers.zfePopup.allVehicles');
  return vehicles
    .map((v, i) => (i === 0 ? vehicleClassIn(v, t.lang) : vehicleClassIn(v, t.lang).toLowerCase()))
    .join(', ');
}

/** « Voitures : Crit’Air 4, 5 et non classés interdits », hours added when not all the time. */
function rules(t: LayerTranslate, stage: ZfeStageAt): HTMLElement {
  const items = ruleGroups(stage).map(({ vehicles, rule }) => {
    const hours = isAllTheTime(rule.hours) ? '' : `, ${hoursIn(rule.hours, t.lang)}`;
    const li = element('li', { testId: 'zfe-popup-rule' });
    li.dataset.vehicles = vehicles.join(' ');
    li.append(
      element('strong', { text: vehiclesLabel(t, vehicles) }),
      `${t('layers.zfe.colon')}${bannedLineIn(rule.firstBanned, t.lang)}${hours}`,
    );
    return li;
  });
  if (items.length === 0) return element('p', { text: t('layers.zfePopup.noRule') });
  const list = element('ul', { className: 'zfe-popup-rules' });
  list.append(...items);
  return list;
}

/** What the popup is written from. */
export interface ZonePopupOptions extends ZonesAt {
  t: LayerTranslate;
  /** Called on a click of a zone's link, with its page (the layer opens it in the app). */
  onFollow: (event: MouseEvent, href: string) => void;
}

function zoneSection(zone: ZoneStages, o: ZonePopupOptions): HTMLElement {
  const { t } = o;
  const section = element('section', { className: 'zfe-popup-zone', testId: 'zfe-popup-zone' });
  section.dataset.status = zone.current.status;
  const href = zonePagePath(zone);
  const link = element('a', {
    className: 'zfe-popup-link',
    text: t('layers.zfePopup.link'),
    testId: 'zfe-popup-link',
  });
  link.href = href;
  link.addEventListener('click', (event) => o.onFollow(event, href));
  section.append(
    element('h3', { text: zoneTitleIn(zone.name, t.lang) }),
    element('p', { className: 'zfe-popup-status', text: zfeStatusLine(t, zone.current) }),
    rules(t, zone.current),
    link,
  );
  return section;
}

/** Fills the popup's element with the zones at the point (written again on a language switch). */
export function renderZonePopup(root: HTMLElement, o: ZonePopupOptions): void {
  root.className = 'zfe-popup';
  root.dataset.testid = 'zfe-popup';
  const children: HTMLElement[] = [
    element('p', { className: 'zfe-popup-kicker', text: o.t('layers.zfePopup.kicker') }),
    ...o.zones.map((zone) => zoneSection(zone, o)),
  ];
  if (o.more > 0)
    children.push(
      element('p', {
        className: 'zfe-popup-more',
        text: o.t('layers.zfePopup.more', { count: o.more }),
      }),
    );
  root.replaceChildren(...children);
}
