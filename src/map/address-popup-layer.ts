/**
 * The map-address popup (search-layer.ts loads it at the first click on the map, so that it
 * weighs nothing on the first screen): the point's two lines, « Itinéraire depuis / vers ici »,
 * « Ajouter aux favoris » and, on desktop, hotel / restaurant / parking shortcuts; a message
 * when the point has no address or the lookup failed.
 */
import { favoriteDraftHash, type FavoriteDraft } from '../domain/paths/account-hash';
import type * as MapLibre from 'maplibre-gl';
import { POPUP_MAX_WIDTH } from '../domain/map-constants';
import { createTranslator, type Translate } from '../i18n/translate';
import { NEARBY_SHORTCUTS } from '../machines/address-popup-machine';
import { addClearPopup } from './popup-placement';
import type { AppSystem } from '../machines/app-system';
import type { MapExtensionContext } from './map-extensions';

function directionsButtons(options: { t: Translate; system: AppSystem }): HTMLElement {
  const row = document.createElement('div');
  row.className = 'address-popup-directions';
  for (const end of ['from', 'to'] as const) {
    const button = document.createElement('button');
    button.type = 'button';
    button.dataset.testid = `popup-directions-${end}`;
    button.textContent = options.t(
      end === 'from' ? 'search.popup.directionsFrom' : 'search.popup.directionsTo',
    );
    button.addEventListener('click', () =>
      options.system.addressPopup.send({ type: 'directions', end }),
    );
    row.append(button);
  }
  return row;
}

/** « Ajouter aux favoris »: a link to the account overlay's add step with the address. */
function favoriteLink(t: Translate, draft: FavoriteDraft, system: AppSystem): HTMLElement {
  const link = document.createElement('a');
  link.className = 'address-popup-favorite';
  link.dataset.testid = 'popup-favorite';
  link.href = `#${favoriteDraftHash(draft)}`;
  link.textContent = t('account.favorites.add');
  // The popup has done its part: the account overlay takes over.
  link.addEventListener('click', () => system.addressPopup.send({ type: 'close' }));
  return link;
}

function popupContent(options: {
  lines: [string, string];
  t: Translate;
  desktop: boolean;
  system: AppSystem;
  favorite: FavoriteDraft | undefined;
}): HTMLElement {
  const root = document.createElement('div');
  root.className = 'address-popup';
  root.dataset.testid = 'address-popup';
  const line1 = document.createElement('strong');
  line1.textContent = options.lines[0];
  const line2 = document.createElement('div');
  line2.className = 'line2';
  line2.textContent = options.lines[1];
  root.append(line1, line2, directionsButtons(options));
  if (options.favorite) root.append(favoriteLink(options.t, options.favorite, options.system));
  if (!options.desktop) return root;
  const shortcuts = document.createElement('div');
  shortcuts.className = 'address-popup-shortcuts';
  const label = document.createElement('span');
  label.textContent = options.t('search.popup.nearby');
  shortcuts.append(label);
  for (const rubric of NEARBY_SHORTCUTS) {
    const button = document.createElement('button');
    button.type = 'button';
    button.textContent = options.t(`search.popup.${rubric}`);
    button.addEventListener('click', () =>
      options.system.addressPopup.send({ type: 'shortcut', rubric }),
    );
    shortcuts.append(button);
  }
  root.append(shortcuts);
  return root;
}

/** The popup of the point clicked, drawn as the address-popup machine says. */
export class AddressPopup {
  private popup: MapLibre.Popup | null = null;
  private toast: HTMLElement | null = null;

  constructor(private readonly context: MapExtensionContext) {}

  update(): void {
    const { system, map, lib } = this.context;
    const snapshot = system.addressPopup.getSnapshot();
    const t = createTranslator(system.locale.getSnapshot().context.locale);
    const point = snapshot.context.point;
    const address = snapshot.context.address;
    this.closePopup();
    if (point && (snapshot.matches('locating') || snapshot.matches('shown'))) {
      const lines: [string, string] = address
        ? address.split_label
        : [t('search.popup.loading'), ''];
      const desktop = system.device.getSnapshot().context.deviceClass === 'ge';
      const favorite = address
        ? {
            label: address.split_label[0],
            address: address.label,
            lng: address.coordinates.lng,
            lat: address.coordinates.lat,
            poiId: null,
          }
        : undefined;
      const content = popupContent({
        lines,
        t,
        desktop: desktop && address !== null,
        system,
        favorite,
      });
      const popup = addClearPopup({
        lib,
        map,
        at: [point.lng, point.lat],
        content,
        popup: { maxWidth: `${POPUP_MAX_WIDTH}px`, closeOnClick: false, offset: 8 },
      });
      popup.on('close', () => {
        if (this.popup === popup) system.addressPopup.send({ type: 'close' });
      });
      this.popup = popup;
    }
    const message = snapshot.matches('notFound')
      ? t('search.popup.notFound')
      : snapshot.matches('failed') && snapshot.context.error
        ? t('search.popup.failed', { reason: t(snapshot.context.error.messageKey) })
        : null;
    this.showToast(message);
  }

  private closePopup(): void {
    const popup = this.popup;
    this.popup = null;
    popup?.remove();
  }

  private showToast(message: string | null): void {
    if (!message) {
      this.toast?.remove();
      this.toast = null;
      return;
    }
    this.toast ??= document.createElement('div');
    this.toast.className = 'map-toast';
    this.toast.setAttribute('role', 'status');
    this.toast.dataset.testid = 'map-toast';
    this.toast.textContent = message;
    this.context.map.getContainer().append(this.toast);
  }

  destroy(): void {
    this.closePopup();
    this.showToast(null);
  }
}
