/**
 * Place cards on the map (spec §2, §5, §8): the fuel card (price of the chosen fuel as
 * '{value} €', 'Rupture' when out of stock, '-' without a price; opening status; the price's day
 * « prix du 10/07/2020 » or « prix d'aujourd'hui »; distance in km with one decimal on desktop only) or the generic
 * card (illustration, name, street, postcode, town), with « Plus d'infos » and « Itinéraires »,
 * and « Ajouter une étape » in itinerary mode.
 */
import { ShareButton } from '../share-button';
import { placeLink } from './place-link';
import { FavoriteLink } from '../account/favorite-link';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { haversineMetres, type LngLat } from '../../domain/geo';
import {
  DEFAULT_FUEL_ID,
  fuelPriceText,
  fuelUpdateWhen,
  openingStatusColor,
  poiFuel,
  type GeoentityPoi,
  type PoiFuel,
} from '../../domain/geoentity';
import { fuelLabel } from '../../domain/itinerary/fuels';
import { poiRubricLabel } from '../../domain/poi-catalogue/rubric-labels';
import type { Translate } from '../../i18n/translate';
import { useLocale, useT } from '../app-context';
import { PoiIcon } from './poi-icon';
import { useDesktop } from './use-poi';

/** The fuel a card shows without a fuel filter: Gazole, the most sold. */
export const DEFAULT_CARD_FUEL = DEFAULT_FUEL_ID;

/** What a card can do. */
export interface CardActions {
  onMore: () => void;
  onDirections: () => void;
  /** Itinerary mode only. */
  onAddStep?: (() => void) | undefined;
  onClose: () => void;
  /** False on the lists of rental apps (spec 001 §5: no favourites there). */
  favorite?: boolean | undefined;
}

/**
 * The day of a price: « prix du 10/07/2020 », « prix d'aujourd'hui » (§9: today or a date), or
 * « prix ancien, du 10/07/2020 » past a month.
 */
export function fuelPriceDay(
  t: Translate,
  options: { updatedAt: string; locale: string; today: Date },
): string {
  const when = fuelUpdateWhen(options.updatedAt, options.today, options.locale);
  if (when.kind === 'today') return t('poi.fuel.priceToday');
  return t(when.kind === 'old' ? 'poi.fuel.priceOld' : 'poi.fuel.priceOn', { date: when.date });
}

/** A fuel's price day under its price, when it has a price. */
export function FuelPriceDay(props: { fuel: PoiFuel | undefined }) {
  const t = useT();
  const locale = useLocale();
  const { fuel } = props;
  if (!fuel?.updatedAt || fuel.price === null || !fuel.available) return null;
  const today = new Date();
  const old = fuelUpdateWhen(fuel.updatedAt, today, locale).kind === 'old';
  return (
    <span
      className={`fuel-price-date${old ? ' fuel-price-date--old' : ''}`}
      data-testid="fuel-price-date"
    >
      {fuelPriceDay(t, { updatedAt: fuel.updatedAt, locale, today })}
    </span>
  );
}

/** Distance in km with one decimal ('1,2 km'). */
export function distanceText(t: Translate, from: LngLat, to: LngLat, locale: string): string {
  const km = (haversineMetres(from, to) / 1000).toFixed(1);
  return t('poi.card.distance', { km: locale.startsWith('en') ? km : km.replace('.', ',') });
}

/** The opening status in its colour. */
export function OpeningStatusBadge(props: { poi: GeoentityPoi }) {
  const status = props.poi.openingStatus;
  if (!status) return null;
  return (
    <span
      className="opening-status"
      data-testid="opening-status"
      data-status={status.status}
      style={{ color: openingStatusColor(status.status) }}
    >
      {status.message}
    </span>
  );
}

/** A hotel's rating as stars (§9 'Rating shown as stars'), read out as « 4 étoiles ». */
export function Stars(props: { rating: number | undefined }) {
  const t = useT();
  const count = Math.round(props.rating ?? 0);
  if (count <= 0) return null;
  const label = count === 1 ? t('poi.sheet.star') : t('poi.sheet.stars', { count });
  return (
    <span className="poi-stars" role="img" aria-label={label} title={label} data-testid="poi-stars">
      {'★'.repeat(count)}
    </span>
  );
}

function FuelPrice(props: { poi: GeoentityPoi; fuel: string }) {
  const locale = useLocale();
  const fuel = poiFuel(props.poi, props.fuel);
  return (
    <div className="fuel-price" data-testid="fuel-price">
      <span className="fuel-price-label">{fuelLabel(props.fuel)}</span>
      <strong className="fuel-price-value">{fuelPriceText(fuel, !locale.startsWith('en'))}</strong>
      <FuelPriceDay fuel={fuel} />
    </div>
  );
}

function Buttons(props: CardActions & { poi: GeoentityPoi }) {
  const t = useT();
  return (
    <div className="place-card-actions">
      <button
        type="button"
        className="primary-button"
        data-testid="card-more"
        onClick={props.onMore}
      >
        {t('poi.card.more')}
      </button>
      <button
        type="button"
        className="secondary-button"
        data-testid="card-directions"
        onClick={props.onDirections}
      >
        {t('poi.card.directions')}
      </button>
      {props.onAddStep && (
        <button
          type="button"
          className="secondary-button"
          data-testid="card-add-step"
          onClick={props.onAddStep}
        >
          {t('poi.card.addStep')}
        </button>
      )}
      {props.favorite !== false && <FavoriteLink poi={props.poi} testId="card-favorite" />}
      <ShareButton
        label={t('poi.card.share')}
        copied={t('poi.card.shared')}
        href={placeLink(props.poi.id)}
        testId="card-share"
        outlined
      />
    </div>
  );
}

/** Name, street, postcode and town, rubric, status and (fuel card, desktop) distance. */
function CardText(props: { poi: GeoentityPoi; distance: LngLat | null }) {
  const t = useT();
  const locale = useLocale();
  const { poi } = props;
  return (
    <div className="place-card-text">
      <h3>{poi.name}</h3>
      {poi.way && <p className="place-card-line">{poi.way}</p>}
      <p className="place-card-line">{[poi.pCode, poi.town].filter(Boolean).join(' ')}</p>
      <p className="place-card-meta">
        <span>{poiRubricLabel(poi.rubric, locale)}</span>
        <Stars rating={poi.additionalInfo.rating} />
        <OpeningStatusBadge poi={poi} />
        {props.distance && (
          <span data-testid="card-distance">
            {distanceText(t, props.distance, poi.coordinates, locale)}
          </span>
        )}
      </p>
    </div>
  );
}

/** What takes Escape for itself when the key is pressed inside it. */
const OWNS_ESCAPE =
  'input, textarea, select, [role="dialog"], [role="alertdialog"], .consent-banner';

/**
 * Escape closes the card, as it closes a map's info window, unless something else took the key:
 * a field or a dialog it was pressed in, or a panel over the map that closed on it (those mark
 * the key as taken; this listener, on the window, hears it after theirs on the document).
 */
function useEscapeCloses(onClose: () => void): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent): void => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      const target = e.target instanceof HTMLElement ? e.target : null;
      if (target?.closest(OWNS_ESCAPE)) return;
      onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
}

/** The card of a POI, over the map. */
export function PlaceCard(
  props: CardActions & { poi: GeoentityPoi; fuel: string | null; origin: LngLat | null },
) {
  const t = useT();
  const desktop = useDesktop();
  const { poi } = props;
  useEscapeCloses(props.onClose);
  const fuelCard = poi.rubric.id === 'station-service';
  const fuel = props.fuel ?? DEFAULT_CARD_FUEL;
  const target = typeof document === 'undefined' ? null : document.querySelector('.app-main');
  const illustration = poi.additionalInfo.illustration?.url;
  const card = (
    <article
      className={`place-card${fuelCard ? ' place-card--fuel' : ''}`}
      data-testid={fuelCard ? 'fuel-card' : 'generic-card'}
      aria-label={poi.name}
    >
      <button
        type="button"
        className="icon-button place-card-close"
        aria-label={t('poi.card.close')}
        onClick={props.onClose}
      >
        ×
      </button>
      <div className="place-card-main">
        {illustration && !fuelCard ? (
          <img className="place-card-illustration" src={illustration} alt="" loading="lazy" />
        ) : (
          <PoiIcon iconId={poi.rubric.icon} color={poi.rubric.color} size={44} />
        )}
        <CardText poi={poi} distance={fuelCard && desktop ? props.origin : null} />
        {fuelCard && <FuelPrice poi={poi} fuel={fuel} />}
      </div>
      <Buttons {...props} />
    </article>
  );
  return target ? createPortal(card, target) : card;
}
