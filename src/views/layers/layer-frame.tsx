/**
 * The frame of a map-layer page: the panel (a side panel on a desktop, a bottom sheet on a
 * phone), the breadcrumbs, the h1 and the document's title, and the links between the pages.
 */
import { Link } from '@tanstack/react-router';
import type { MouseEvent, ReactNode } from 'react';
import {
  LAYER_FAMILIES,
  LAYER_ROUTES,
  pageKindOfArea,
  type LayerFamily,
  type LayerPageKind,
  type LayerPageRequest,
} from '../../domain/paths/layer-paths';
import type { AreaRef } from '../../domain/restrictions/api';
import { crumbDepartment } from '../../domain/restrictions/area-crumbs';
import { SearchPanel } from '../search/search-panel';
import { useDocumentTitle, useLayerT } from './use-layer-page';

/** A link to a layer page (its family's home without a slug). */
export function PageLink(props: {
  family: LayerFamily;
  kind: LayerPageKind;
  slug?: string | null | undefined;
  className?: string | undefined;
  /** Runs on the link's click, before the page opens. */
  onClick?: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined;
  children: ReactNode;
}) {
  const { family, kind, slug, className, onClick, children } = props;
  if (kind === 'HOME' || !slug)
    return (
      <Link to={LAYER_ROUTES[family].HOME} className={className} onClick={onClick}>
        {children}
      </Link>
    );
  return (
    <Link
      to={LAYER_ROUTES[family][kind]}
      params={{ location: slug }}
      className={className}
      onClick={onClick}
    >
      {children}
    </Link>
  );
}

/** A link to the page of an area in a family (its home for France). */
export function AreaLink(props: {
  family: LayerFamily;
  area: AreaRef;
  className?: string | undefined;
  children?: ReactNode;
}) {
  const kind = pageKindOfArea(props.area.kind) ?? 'HOME';
  return (
    <PageLink family={props.family} kind={kind} slug={props.area.slug} className={props.className}>
      {props.children ?? props.area.name}
    </PageLink>
  );
}

function Crumbs(props: { request: LayerPageRequest; area: AreaRef | null; current: string }) {
  const t = useLayerT();
  const { family } = props.request;
  const department = crumbDepartment(props.area);
  return (
    <nav className="layer-crumbs" aria-label={t('layers.crumbs')}>
      <ol>
        <li>
          <Link to="/">{t('layers.home')}</Link>
        </li>
        {props.request.kind === 'HOME' ? null : (
          <li>
            <PageLink family={family} kind="HOME">
              {t(`layers.crumb.${family}`)}
            </PageLink>
          </li>
        )}
        {department ? (
          <li>
            <PageLink family={family} kind="DEPARTMENT" slug={department.slug}>
              {department.name}
            </PageLink>
          </li>
        ) : null}
        <li aria-current="page">{props.current}</li>
      </ol>
    </nav>
  );
}

/** The same area in the other families. */
export function SeeAlso(props: { family: LayerFamily; area: AreaRef }) {
  const t = useLayerT();
  return (
    <nav className="layer-see-also" aria-label={t('layers.seeAlso')}>
      <h2>{t('layers.seeAlso')}</h2>
      <ul>
        {LAYER_FAMILIES.filter((f) => f !== props.family).map((f) => (
          <li key={f}>
            <AreaLink family={f} area={props.area}>
              {t(`layers.family.${f}`)}
            </AreaLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The panel of a page: title (h1, document title), breadcrumbs, then the page's body. */
export function LayerFrame(props: {
  request: LayerPageRequest;
  area: AreaRef | null;
  title: string;
  crumb?: string;
  children: ReactNode;
}) {
  const t = useLayerT();
  const { family } = props.request;
  useDocumentTitle(t('layers.documentTitle', { title: props.title }));
  return (
    <SearchPanel title={t(`layers.crumb.${family}`)} testId="layer-page">
      <div className="search-panel-body layer-panel" data-family={family}>
        <Crumbs
          request={props.request}
          area={props.area}
          current={props.crumb ?? props.area?.name ?? props.title}
        />
        <h1>{props.title}</h1>
        {props.children}
      </div>
    </SearchPanel>
  );
}
