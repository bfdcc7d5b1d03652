/**
 * Area list pages (lazy, §2): /plan/region (régions), /plan/departement (départements),
 * /plan/region/{location} (its départements), /plan/departement/{location} (its communes),
 * /plan/pays/{location} (France's régions; another country says its areas are not imported).
 * The area list machine loads them and shows the parent area on the map; a click opens the child
 * page.
 */
import { createLazyRoute, Link } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { Address } from '../../domain/address';
import type { AreaListRequest } from '../../machines/area-list-machine';
import type { Translate } from '../../i18n/translate';
import { slugify, townPath } from '../../domain/paths/search-paths';
import { labelLanguage } from '../../domain/itinerary/providers';
import { useAppSystem, useLocale, useT } from '../app-context';
import { PanelMessage, SearchPanel, departmentSlug } from './search-panel';
import { useParam } from '../../router/route-params';
import { useLeaveSearch } from './use-leave-search';

function AreaLink(props: { area: Address }) {
  const a = props.area;
  const line2 = <span className="line2">{a.split_label[1]}</span>;
  if (a.geocode_level === 'admin_1') {
    return (
      <Link
        className="result-button"
        to="/plan/region/$location"
        params={{ location: slugify(a.name) }}
      >
        <span>{a.name}</span>
        {line2}
      </Link>
    );
  }
  if (a.geocode_level === 'admin_7' || a.geocode_level === 'admin_2') {
    return (
      <Link
        className="result-button"
        to="/plan/departement/$location"
        params={{
          location:
            departmentSlug({ departmentLabel: a.name, departmentCode: a.departmentCode }) ?? '',
        }}
      >
        <span>
          {a.name} ({a.departmentCode})
        </span>
        {line2}
      </Link>
    );
  }
  return (
    <Link
      className="result-button"
      to="/plan/$location"
      params={{ location: townPath(a).slice('/plan/'.length) }}
    >
      <span>{a.name}</span>
      {line2}
    </Link>
  );
}

/** The title of a list: its kind, with the name of its parent area or country. */
function areaTitle(
  t: Translate,
  request: AreaListRequest,
  names: { parent: string; country: string },
): string {
  const { parent, country } = names;
  switch (request.kind) {
    case 'regions':
      return t('search.area.regions');
    case 'departments':
      return t('search.area.departments');
    case 'departmentsOf':
      return t('search.area.departmentsOf', { name: parent });
    case 'townsOf':
      return t('search.area.towns', { name: parent });
    case 'regionsOf':
      return country ? t('search.area.regionsOf', { name: country }) : t('search.area.regions');
  }
}

function AreaPage(props: { request: AreaListRequest }) {
  const { areaList } = useAppSystem();
  const t = useT();
  const locale = useLocale();
  const state = useSelector(areaList, (s) => s.value);
  const list = useSelector(areaList, (s) => s.context.list);
  const key = JSON.stringify(props.request);
  // An area's page is a page of its own: the place it was reached from leaves the map and the box.
  const leaveSearch = useLeaveSearch();
  useEffect(leaveSearch, [leaveSearch]);
  useEffect(() => {
    areaList.send({ type: 'load', request: JSON.parse(key) as AreaListRequest });
  }, [areaList, key]);
  const country = list?.country?.names[labelLanguage(locale)] ?? '';
  return (
    <SearchPanel
      title={areaTitle(t, props.request, { parent: list?.parent?.name ?? '', country })}
      testId="area-page"
    >
      {state === 'loading' && <PanelMessage>{t('search.loading')}</PanelMessage>}
      {state === 'notFound' && (
        <PanelMessage role="alert">{t('search.area.notFound')}</PanelMessage>
      )}
      {state === 'failed' && (
        <PanelMessage role="alert">
          <button
            type="button"
            className="text-button"
            onClick={() => areaList.send({ type: 'retry' })}
          >
            {t('search.retry')}
          </button>
        </PanelMessage>
      )}
      {state === 'ready' && list?.country && !list.country.hasRegions && (
        <PanelMessage>{t('search.area.countryNotImported', { name: country })}</PanelMessage>
      )}
      {state === 'ready' && list && list.areas.length > 0 && (
        <ul className="result-list">
          {list.areas.map((area) => (
            <li key={`${area.geocode_level}-${area.name}-${area.departmentCode ?? ''}`}>
              <AreaLink area={area} />
            </li>
          ))}
        </ul>
      )}
    </SearchPanel>
  );
}

function RegionsRoute() {
  return <AreaPage request={{ kind: 'regions' }} />;
}

function DepartmentsRoute() {
  return <AreaPage request={{ kind: 'departments' }} />;
}

function RegionRoute() {
  const location = useParam('location');
  return <AreaPage request={{ kind: 'departmentsOf', region: location }} />;
}

function CountryRoute() {
  const location = useParam('location');
  return <AreaPage request={{ kind: 'regionsOf', country: location }} />;
}

function DepartmentRoute() {
  const location = useParam('location');
  return <AreaPage request={{ kind: 'townsOf', department: location }} />;
}

/** /plan/region. */
export const regionsLazyRoute = createLazyRoute('/plan/region')({ component: RegionsRoute });
/** /plan/departement. */
export const departmentsLazyRoute = createLazyRoute('/plan/departement')({
  component: DepartmentsRoute,
});
/** /plan/region/{location}. */
export const regionLazyRoute = createLazyRoute('/plan/region/$location')({
  component: RegionRoute,
});
/** /plan/pays/{location}. */
export const countryLazyRoute = createLazyRoute('/plan/pays/$location')({
  component: CountryRoute,
});
/** /plan/departement/{location}. */
export const departmentLazyRoute = createLazyRoute('/plan/departement/$location')({
  component: DepartmentRoute,
});
