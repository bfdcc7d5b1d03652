/**
 * Room prices of an accommodation sheet: dates (by default today + 7 to today + 8, §5) and
 * guests, then the rooms of the configured partner, or the explanation that no partner is
 * configured (no price is ever invented). A one-shot request owned by the sheet, not a list.
 * Shown only with booking consent (the dates go to the booking partner).
 */
import { useSelector } from '@xstate/react';
import { stayDatesOf } from '../../domain/accommodation';
import { accommodationOf } from '../../machines/accommodation-system';
import { useState } from 'react';
import type { HotelRoomsResponse } from '../../domain/geoentity';
import { useAppSystem, useLocale, useT } from '../app-context';
import { useVendorAllowed } from '../consent/use-consent';
import { usePoiSystem } from './use-poi';

/** YYYY-MM-DD of today plus `days` (local time). */
export function dayFromToday(days: number, today = new Date()): string {
  const d = new Date(today.getFullYear(), today.getMonth(), today.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function Rooms(props: { poiId: string }) {
  const t = useT();
  const locale = useLocale();
  const { context } = useSelector(usePoiSystem().hotelRooms, (s) => s);
  // The answer of another accommodation sheet is not this one's.
  if (context.query?.id !== props.poiId) return null;
  if (context.error)
    return (
      <p className="search-message" role="alert">
        {t(context.error)}
      </p>
    );
  const rooms: HotelRoomsResponse | null = context.rooms;
  if (!rooms) return null;
  if (rooms.status === 'no-partner')
    return (
      <p className="hotel-note" data-testid="hotel-no-partner">
        {t('poi.hotel.noPartner')}
      </p>
    );
  if (rooms.status === 'partner-error')
    return <p className="hotel-note">{t('poi.hotel.partnerError')}</p>;
  if (rooms.rooms.length === 0) return <p className="hotel-note">{t('poi.hotel.none')}</p>;
  const money = (price: number, currency: string) =>
    new Intl.NumberFormat(locale, { style: 'currency', currency }).format(price);
  return (
    <ul className="hotel-rooms">
      {rooms.rooms.map((r) => (
        <li key={r.name}>
          <span>{r.name}</span>
          <strong>{money(r.price, r.currency)}</strong>
        </li>
      ))}
    </ul>
  );
}

interface Query {
  checkIn: string;
  checkOut: string;
  capacity: number;
}

function HotelForm(props: { onSearch: (query: Query) => void }) {
  const t = useT();
  // The stay of an accommodation offer (§5: in a shared list's address, or accepted in this
  // visit), else today + 7 to + 8.
  const accepted = useSelector(accommodationOf(useAppSystem()), (s) => s.context.stay);
  const [stay] = useState(
    () => (typeof location === 'undefined' ? undefined : stayDatesOf(location.hash)) ?? accepted,
  );
  const [checkIn, setCheckIn] = useState(() => stay?.checkIn ?? dayFromToday(7));
  const [checkOut, setCheckOut] = useState(() => stay?.checkOut ?? dayFromToday(8));
  const [capacity, setCapacity] = useState(2);
  return (
    <form
      className="hotel-form"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSearch({ checkIn, checkOut, capacity });
      }}
    >
      <label>
        {t('poi.hotel.checkIn')}
        <input type="date" value={checkIn} onChange={(e) => setCheckIn(e.target.value)} />
      </label>
      <label>
        {t('poi.hotel.checkOut')}
        <input type="date" value={checkOut} onChange={(e) => setCheckOut(e.target.value)} />
      </label>
      <label>
        {t('poi.hotel.capacity')}
        <input
          type="number"
          min={1}
          max={20}
          value={capacity}
          onChange={(e) => setCapacity(Number(e.target.value) || 1)}
        />
      </label>
      <button type="submit" className="secondary-button" data-testid="hotel-search">
        {t('poi.hotel.search')}
      </button>
    </form>
  );
}

/** Without booking consent: why there is no form, and the way to the choices. */
function BookingConsent() {
  const t = useT();
  const { consent } = useAppSystem();
  return (
    <div className="hotel-note" data-testid="hotel-booking-consent">
      <p>{t('poi.hotel.bookingConsent')}</p>
      <button
        type="button"
        className="secondary-button"
        onClick={() => consent.send({ type: 'customize' })}
      >
        {t('poi.hotel.consentButton')}
      </button>
    </div>
  );
}

/**
 * The form and its answer; only with booking consent (core §4: the dates go to the booking
 * partner), else the way to grant it.
 */
export function HotelPrices(props: { poiId: string }) {
  const ps = usePoiSystem();
  const t = useT();
  const allowed = useVendorAllowed('booking-partner');
  const search = (query: Query): void =>
    ps.hotelRooms.send({ type: 'search', query: { id: props.poiId, ...query } });
  return (
    <section className="hotel-prices" aria-label={t('poi.hotel.title')}>
      <h3>{t('poi.hotel.title')}</h3>
      {allowed ? (
        <>
          <HotelForm onSearch={search} />
          <Rooms poiId={props.poiId} />
        </>
      ) : (
        <BookingConsent />
      )}
    </section>
  );
}
