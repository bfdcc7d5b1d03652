/**
 * The POI menu of the home panel (spec §3 menus): the apps of the catalogue configuration, and
 * every category with its subcategories, each opening its map search in the current view; and the
 * radius tool. Loaded lazily with the catalogue alone (not the rest of the POI system, which the
 * POI screens load on use); its placeholder while the catalogue loads (REQUESTING), nothing when
 * none came (INITIAL).
 */
import { Link, useNavigate } from '@tanstack/react-router';
import { useSelector } from '@xstate/react';
import { useState, type ReactNode } from 'react';
import { poiListHref, RADIUS_TOOL_PATH } from '../../domain/paths/poi-paths';
import type { PoiSource } from '../../services/poi-api';
import { useAppSystem, useT } from '../app-context';
import { watchScrollEdges } from '../scroll-edges';
import { PoiIcon } from './poi-icon';
import { useCatalogue, useCatalogueRequesting } from './use-catalogue';
import './poi.css';

function useOpenSource(): (source: PoiSource) => void {
  const { map } = useAppSystem();
  const navigate = useNavigate();
  return (source) => {
    const href = poiListHref(source, { bbox: map.getSnapshot().context.bbox });
    const [to = '', hash = ''] = href.split('#');
    void navigate({ to, hash, hashScrollIntoView: false });
  };
}

function Categories() {
  const config = useCatalogue();
  const open = useOpenSource();
  const [expanded, setExpanded] = useState<string | null>(null);
  if (!config) return null;
  return (
    <ul className="poi-categories" data-testid="poi-categories">
      {config.categories.map((c) => (
        <li key={c.id}>
          <button
            type="button"
            className="poi-category"
            aria-expanded={expanded === c.id}
            onClick={() => setExpanded(expanded === c.id ? null : c.id)}
          >
            <PoiIcon iconId={c.iconId} color={c.color} size={26} />
            <span>{c.label}</span>
          </button>
          {expanded === c.id && (
            <ul className="poi-subcategories">
              <li>
                <button
                  type="button"
                  className="text-button"
                  onClick={() => open({ kind: 'category', id: c.id })}
                >
                  {c.label}
                </button>
              </li>
              {config.subcategories
                .filter((s) => s.category === c.id)
                .map((s) => (
                  <li key={s.id}>
                    <button
                      type="button"
                      className="text-button"
                      onClick={() => open({ kind: 'subcategory', id: s.id })}
                    >
                      {s.label}
                    </button>
                  </li>
                ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}

/** The menu; `pending` shows while the catalogue is on its way (nothing once it has failed). */
export function PoiQuickAccess(props: { pending?: ReactNode }) {
  const t = useT();
  const config = useCatalogue();
  const open = useOpenSource();
  const { device } = useAppSystem();
  const mobile = useSelector(device, (s) => s.context.deviceClass === 'pe');
  const [all, setAll] = useState(false);
  const requesting = useCatalogueRequesting();
  if (!config) return requesting ? (props.pending ?? null) : null;
  return (
    <nav
      className="poi-quick-access"
      aria-label={t('poi.menu.title')}
      data-testid="poi-quick-access"
    >
      <h3>{t('poi.menu.title')}</h3>
      <div className="chip-row" ref={watchScrollEdges}>
        {config.apps.slice(0, mobile ? 4 : 6).map((a) => (
          <button
            key={a.id}
            type="button"
            className="chip"
            data-testid={`app-${a.id}`}
            onClick={() => open({ kind: 'app', id: a.id })}
          >
            <PoiIcon iconId={a.iconId} color={a.color} size={22} />
            {a.name}
          </button>
        ))}
      </div>
      <div className="poi-menu-links">
        <button
          type="button"
          className="text-button"
          aria-expanded={all}
          onClick={() => setAll(!all)}
        >
          {t('poi.menu.categories')}
        </button>
        <Link to={RADIUS_TOOL_PATH} className="text-button" data-testid="radius-link">
          {t('poi.menu.radius')}
        </Link>
        <Link to="/quiz" className="text-button" data-testid="quiz-link">
          {t('quiz.title')}
        </Link>
      </div>
      {all && <Categories />}
    </nav>
  );
}
