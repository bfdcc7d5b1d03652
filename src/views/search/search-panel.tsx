/** Pieces of the search panels: the frame with its close button, address facts, POI lists. */
import { AddressFavoriteLink } from '../account/favorite-link';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { isStreetLevel, type Address } from '../../domain/address';
import { countryName } from '../../domain/country-names';
import { poiRubricLabel } from '../../domain/poi-catalogue/rubric-labels';
import type { Poi } from '../../domain/search';
import { itineraryHash } from '../../domain/paths/itinerary-hash';
import { coordinateLabel } from '../../domain/itinerary/steps';
import { slugify } from '../../domain/paths/search-paths';
import { useAppSystem, useLocale, useT } from '../app-context';
import { SheetGrip, SheetLowering, useSheetGrip } from '../sheet-grip';
import { useKeptScroll } from '../use-kept-scroll';
import { CloseIcon } from '../icons';
import './search.css';

/** A panel of the side overlay: a bottom sheet with a grip on a phone. */
export function SearchPanel(props: {
  title: string;
  testId: string;
  children: ReactNode;
  onClose?: () => void;
  /** What it shows, named under the title while a phone's sheet is pulled down to its title. */
  peekName?: string | undefined;
  /**
   * Its content is all there: on a phone, a short one takes its own height, not half the screen;
   * Back finds it scrolled where it was left (`useKeptScroll`).
   */
  fit?: boolean;
}) {
  const t = useT();
  const { device } = useAppSystem();
  const phone = useSelector(device, (s) => s.context.deviceClass === 'pe');
  const grip = useSheetGrip();
  const scroll = useKeptScroll<HTMLDivElement>(props.fit);
  return (
    <section
      className="search-panel"
      aria-label={props.title}
      data-testid={props.testId}
      data-snap={phone ? grip.snap : undefined}
      data-fit={props.fit ? 'true' : undefined}
      data-peek-name={phone && props.peekName ? 'true' : undefined}
      style={phone ? grip.style : undefined}
    >
      {phone && <SheetGrip snap={grip.snap} handlers={grip.handlers} />}
      <header className="panel-header">
        <h2>
          <span className="panel-title-text">{props.title}</span>
          {phone && grip.snap === 'peek' && props.peekName ? (
            <span className="panel-subtitle panel-peek-name">{props.peekName}</span>
          ) : null}
        </h2>
        {props.onClose && (
          <button
            type="button"
            className="icon-button"
            aria-label={t('search.close')}
            onClick={props.onClose}
          >
            <CloseIcon />
          </button>
        )}
      </header>
      {/* Only the content scrolls: the grip and the title stay at the top of the panel. */}
      <div className="search-panel-scroll" ref={scroll}>
        <SheetLowering.Provider value={grip.lower}>{props.children}</SheetLowering.Provider>
      </div>
    </section>
  );
}

/** The location slug of an address's département page (/plan/departement/{slug}). */
export function departmentSlug(
  address: Pick<Address, 'departmentLabel' | 'departmentCode'>,
): string | undefined {
  if (!address.departmentLabel) return undefined;
  return slugify(`${address.departmentLabel} ${address.departmentCode ?? ''}`);
}

/** The facts of an address: postcodes, INSEE code, département, région, country, position. */
export function AddressFacts(props: { address: Address }) {
  const t = useT();
  const locale = useLocale();
  const a = props.address;
  const department = departmentSlug(a);
  return (
    <ul className="search-facts">
      {/* A town's postcodes; a street or a district of Paris is not in all of them. */}
      {a.geocode_level === 'town' && a.postcodes && a.postcodes.length > 1 && (
        <li>{t('search.town.postcodes', { list: a.postcodes.join(', ') })}</li>
      )}
      {a.geocode_level === 'town' && a.towncode && (
        <li>{t('search.town.insee', { code: a.towncode })}</li>
      )}
      {a.departmentLabel && (
        <li>
          {t('search.town.department', { name: '' })}
          {department ? (
            <Link to="/plan/departement/$location" params={{ location: department }}>
              {a.departmentLabel}
            </Link>
          ) : (
            a.departmentLabel
          )}
        </li>
      )}
      {a.regionLabel && a.geocode_level !== 'admin_1' && (
        <li>
          {t('search.town.region', { name: '' })}
          <Link to="/plan/region/$location" params={{ location: slugify(a.regionLabel) }}>
            {a.regionLabel}
          </Link>
        </li>
      )}
      <li>
        {t('search.town.country', { name: countryName(a.countryCode, a.countryLabel, locale) })}
      </li>
      <li>
        {t('search.address.coordinates', {
          point: coordinateLabel(a.coordinates, !locale.startsWith('en')),
        })}
      </li>
    </ul>
  );
}

/** An address in full: name, second line, facts, and the itinerary to it (a town's by name). */
export function AddressCard(props: { address: Address }) {
  const a = props.address;
  const t = useT();
  const navigate = useNavigate();
  const directions = () =>
    void navigate({
      to: '/itineraire',
      hash: itineraryHash({ screen: 'to', to: { point: a.coordinates, label: a.label } }),
    });
  return (
    <div className="search-panel-body" data-testid="address-card" data-level={a.geocode_level}>
      <h1>{a.split_label[0]}</h1>
      {a.split_label[1] && <p className="lead">{a.split_label[1]}</p>}
      {a.missing_housenumber && (
        <p className="address-note" role="status" data-testid="address-number-unknown">
          {t('search.address.numberUnknown', { number: a.missing_housenumber })}
        </p>
      )}
      {a.estimated_position && (
        <p className="address-note" data-testid="address-estimated">
          {t('search.address.estimated')}
        </p>
      )}
      <AddressFacts address={a} />
      <button
        type="button"
        className="primary-button address-directions"
        data-testid="address-directions"
        onClick={directions}
      >
        {isStreetLevel(a.geocode_level)
          ? t('search.address.directions')
          : t('search.place.directions', { name: a.split_label[0] })}
      </button>
      <AddressFavoriteLink address={a} testId="address-favorite" />
    </div>
  );
}

/** A list of POIs; a click selects one. */
export function PoiList(props: { pois: readonly Poi[]; onSelect: (poi: Poi) => void }) {
  const locale = useLocale();
  return (
    <ul className="result-list" data-testid="poi-list">
      {props.pois.map((poi) => (
        <li key={poi.id}>
          <button type="button" className="result-button" onClick={() => props.onSelect(poi)}>
            <span>{poi.name}</span>
            <span className="line2">
              {poiRubricLabel(poi.rubric, locale)}
              {poi.addressLabel ? ` · ${poi.addressLabel}` : ''}
            </span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A list of addresses; a click selects one. */
export function AddressList(props: {
  addresses: readonly Address[];
  onSelect: (address: Address) => void;
}) {
  return (
    <ul className="result-list" data-testid="address-list">
      {props.addresses.map((address) => (
        <li key={`${address.label}-${address.coordinates.lng}`}>
          <button type="button" className="result-button" onClick={() => props.onSelect(address)}>
            <span>{address.split_label[0]}</span>
            <span className="line2">{address.split_label[1]}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** A message in a panel. */
export function PanelMessage(props: { children: ReactNode; role?: 'status' | 'alert' }) {
  return (
    <p className="search-message" role={props.role ?? 'status'}>
      {props.children}
    </p>
  );
}
