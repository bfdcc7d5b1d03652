/**
 * The map key of the low-emission zones (issue 17): in force solid orange, planned dashed,
 * expired grey, in the colours the map draws them with (zfe-layer.ts). The ZFE pages show it
 * under their zones; the 'zfe' map mode's notice as a one-line row (within its sentence).
 */
import './layers.css';
import type { EventStatus } from '../../domain/restrictions/zfe';
import { ZFE_COLOURS } from '../../map/zfe-layer';
import { useLayerT } from './use-layer-page';

const STATUSES: readonly EventStatus[] = ['ongoing', 'planned', 'expired'];

function Swatch(props: { status: EventStatus }) {
  return (
    <span
      className={`zfe-swatch zfe-swatch--${props.status}`}
      style={{ borderColor: ZFE_COLOURS[props.status] }}
      aria-hidden="true"
    />
  );
}

/**
 * The key of the zones' statuses: a list under a page's zones, or with `inline` a row of phrasing
 * elements (a notice's text is a paragraph, where no list may stand).
 */
export function ZfeLegend(props: { inline?: boolean }) {
  const t = useLayerT();
  if (props.inline)
    return (
      <span
        className="zfe-legend zfe-legend--inline"
        role="list"
        aria-label={t('layers.zfe.legend')}
        data-testid="zfe-legend"
      >
        {STATUSES.map((status) => (
          <span key={status} role="listitem" data-status={status}>
            <Swatch status={status} />
            {t(`layers.status.${status}`)}
          </span>
        ))}
      </span>
    );
  return (
    <section className="zfe-legend" aria-label={t('layers.zfe.legend')} data-testid="zfe-legend">
      <ul>
        {STATUSES.map((status) => (
          <li key={status} data-status={status}>
            <Swatch status={status} />
            {t(`layers.status.${status}`)}
          </li>
        ))}
      </ul>
    </section>
  );
}
