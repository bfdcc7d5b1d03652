/**
 * A sponsored place's mark and link (issue 16; §3 vde): « Sponsorisé », and the sponsor's page
 * as a `rel="sponsored"` link whose click sends the sponsored tracking beacon. Shown only with
 * the native-advertising consent; without it the place is shown as any other.
 */
import type { VdeDetails } from '../../domain/geoentity';
import { sponsoredClick } from '../../machines/sponsored-click';
import { useAppSystem, useT } from '../app-context';
import { useConsentGranted } from '../consent/use-consent';

/** The mark and the link, or nothing. */
export function SponsoredLink(props: { vde: VdeDetails | false }) {
  const app = useAppSystem();
  const t = useT();
  const native = useConsentGranted('native_advertising');
  const { vde } = props;
  if (!vde || !native) return null;
  return (
    <p className="poi-sponsored" data-testid="poi-sponsored">
      <span className="poi-sponsored-mark">{t('poi.sponsored')}</span>{' '}
      <a
        href={vde.editoLinkUrl}
        target={vde.editoLinkTarget}
        rel="sponsored noopener"
        onClick={() => sponsoredClick(app, vde)}
      >
        {t('poi.sponsored.link')}
      </a>
    </p>
  );
}
