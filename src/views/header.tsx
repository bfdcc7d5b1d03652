/** The header bar: brand, region, and the language menu. */
import { Link } from '@tanstack/react-router';
import { LOCALES, type Locale } from '../i18n/locales';
import { useAppSystem, useLocale, useMapConfig, useT } from './app-context';
import { AccountIcon, BrandIcon, GlobeIcon } from './icons';
import { ItineraryLink } from './itinerary-link';
import { SearchBox } from './search/search-box';
import { useLeaveSearch } from './search/use-leave-search';

function LocaleMenu() {
  const { locale } = useAppSystem();
  const current = useLocale();
  const t = useT();
  return (
    <label className="locale-menu">
      <GlobeIcon />
      <span className="visually-hidden">{t('header.locale')}</span>
      <span className="locale-short" aria-hidden="true">
        {current.slice(0, 2).toUpperCase()}
      </span>
      <select
        name="locale"
        data-testid="locale"
        value={current}
        onChange={(event) =>
          locale.send({ type: 'locale.set', locale: event.target.value as Locale })
        }
      >
        {LOCALES.map((l) => (
          <option key={l} value={l} lang={l}>
            {t(`locale.name.${l}`)}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The header. */
export function Header() {
  const t = useT();
  const config = useMapConfig();
  // The logo starts afresh, as Google Maps' does.
  const home = useLeaveSearch();
  return (
    <header className="app-header">
      <Link to="/" className="brand" aria-label={t('app.home')} onClick={home}>
        <BrandIcon />
        <span className="brand-name">{t('app.brand')}</span>
      </Link>
      <span className="region-label" title={config.region.label}>
        {config.region.label}
      </span>
      <SearchBox />
      <ItineraryLink />
      <div className="header-spacer" />
      <a
        className="header-link account-link"
        href="#/moncompte"
        data-testid="account-link"
        aria-label={t('header.account')}
      >
        <AccountIcon />
        <span className="header-link-text">{t('header.account')}</span>
      </a>
      <LocaleMenu />
    </header>
  );
}
