/**
 * The mark a screen leaves in the side overlay while its panel's code loads (a Suspense
 * fallback): nothing is drawn, but a map view asked meanwhile waits for the panel, so that a
 * phone's place sheet does not come over the pin it was framed for.
 */
import { PANEL_LOADING_CLASS } from '../map/panel-padding';

/** The loading mark. */
export function PanelLoading() {
  return <span className={PANEL_LOADING_CLASS} hidden />;
}
