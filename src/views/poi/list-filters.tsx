/**
 * The filters of a POI list (spec §3 filter definition, §2 `#/filtres`): the primary ones as
 * chips over the list (« Ouvert maintenant »), and « Filtres », which opens every filter of the
 * list (the kind of food, the services, a hotel's stars, a fuel's highest price…) over the page,
 * each drawn by its type (filter-inputs.tsx). A choice applies at once; the list asks again.
 */
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import {
  activeFilterCount,
  FUEL_FILTER_PARAMETER,
  type FilterDefinition,
} from '../../domain/geoentity';
import { FILTERS_HASH, isFiltersHash } from '../../domain/paths/overlay-hash';
import { useT } from '../app-context';
import { poiListHref } from '../../domain/paths/poi-paths';
import type { PoiSource } from '../../services/poi-api';
import { OverlayDialog } from '../overlay-dialog';
import { usePoiSystem } from './use-poi';
import { chosenFilters } from '../../machines/poi-list-machine';
import { Chips, FilterInput, type Choose } from './filter-inputs';

/** The list's filters, each at the value chosen last (chosenFilters). */
function useShownFilters(): FilterDefinition[] {
  const ps = usePoiSystem();
  const filters = useSelector(ps.list, (s) => s.context.filters);
  const chosen = useSelector(ps.list, (s) => s.context.chosen);
  return chosenFilters({ filters, chosen });
}

function useChoose(): Choose {
  const ps = usePoiSystem();
  return (parameter, value) => ps.list.send({ type: 'filter.choose', parameter, value });
}

/** The chips over the list, and « Filtres » with the number of filters on. */
export function ListFilterBar() {
  const t = useT();
  const router = useRouter();
  const choose = useChoose();
  const filters = useShownFilters();
  const primary = filters.filter((f) => f.primary && f.type === 'multichip');
  const others = filters.filter((f) => f.parameter !== FUEL_FILTER_PARAMETER);
  if (others.length === 0) return null;
  const count = activeFilterCount(filters);
  const open = (): void => {
    const { pathname, search } = router.state.location;
    void router.navigate({ to: pathname, search, hash: FILTERS_HASH, hashScrollIntoView: false });
  };
  return (
    <div className="chip-row list-filter-bar">
      {primary.map((f) => (
        <Chips key={f.id} filter={f} onChoose={choose} />
      ))}
      <button type="button" className="chip" data-testid="filters-open" onClick={open}>
        {count > 0 ? t('poi.filters.openCount', { count }) : t('poi.filters.open')}
      </button>
    </div>
  );
}

/**
 * Every filter of the list over the page, while the fragment is `#/filtres`; closing goes back to
 * the list (the entry before, or the list's own address when the filters were opened by a link).
 */
export function ListFiltersOverlay(props: { source: PoiSource }) {
  const ps = usePoiSystem();
  const t = useT();
  const router = useRouter();
  const shown = useRouterState({ select: (s) => isFiltersHash(s.location.hash) });
  const [pageSeen, setPageSeen] = useState(false);
  if (!shown && !pageSeen) setPageSeen(true);
  const choose = useChoose();
  const filters = useShownFilters();
  const pois = useSelector(ps.list, (s) => s.context.pois);
  if (!shown) return null;
  const close = (): void => {
    if (pageSeen) router.history.back();
    else {
      const { bbox, chosen } = ps.list.getSnapshot().context;
      const href = poiListHref(props.source, { bbox, filters: chosen });
      void router.navigate({ href, replace: true });
    }
  };
  const others = filters.filter((f) => f.parameter !== FUEL_FILTER_PARAMETER);
  return (
    <OverlayDialog
      className="filters-overlay"
      titleId="filters-title"
      title={t('poi.filters.title')}
      closeLabel={t('poi.filters.close')}
      testId="filters-overlay"
      bodyClassName="filters-body"
      portal
      onClose={close}
    >
      {others.map((f) => (
        <FilterInput key={f.id} filter={f} onChoose={choose} />
      ))}
      <button type="button" className="primary-button" data-testid="filters-apply" onClick={close}>
        {t('poi.filters.show', { count: pois.length })}
      </button>
    </OverlayDialog>
  );
}
