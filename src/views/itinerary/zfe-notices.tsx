/**
 * What a car or motorbike route meets in the low-emission zones (issue 17), on its card and in
 * its roadbook: the server's notices (banned, upcoming, outside its hours), the vignette asked
 * when unknown, why no route avoids a zone, and the park-and-ride proposal.
 */
import type { ModeOptions } from '../../domain/itinerary/options';
import {
  noticeKey,
  type RouteZfe,
  type ZfeRouteNotice,
} from '../../domain/restrictions/route-check';
import { useT } from '../app-context';
import { CritAirSelect } from './mode-options';

function Notice(props: { notice: ZfeRouteNotice }) {
  const t = useT();
  const { notice } = props;
  return (
    <li className={`zfe-notice zfe-notice--${notice.kind}`} data-testid={`zfe-${notice.kind}`}>
      {notice.message}
      {notice.kind !== 'vignette-unknown' && (notice.orderUrl ?? notice.infoUrl) && (
        <>
          {' '}
          <a href={notice.infoUrl ?? notice.orderUrl ?? ''} target="_blank" rel="noreferrer">
            {notice.infoUrl ? t('itinerary.zfe.info') : t('itinerary.zfe.order')}
          </a>
        </>
      )}
    </li>
  );
}

/** A notice an earlier card says in full: recalled in one line. */
function Recalled(props: { notice: ZfeRouteNotice }) {
  const t = useT();
  return (
    <li className="zfe-notice zfe-notice--recalled" data-testid="zfe-recalled">
      {t('itinerary.zfe.recalled', { zone: props.notice.zone })}
    </li>
  );
}

function ParkAndRideBlock(props: { park: NonNullable<RouteZfe['parkAndRide']> }) {
  const t = useT();
  const { park } = props;
  return (
    <p className="zfe-park" data-testid="zfe-park-and-ride">
      {t('itinerary.zfe.parkAndRide', { name: park.parking.name, walk: park.walk.label })}{' '}
      <a href={park.driveLink}>{t('itinerary.zfe.drive')}</a> ·{' '}
      <a href={park.transitLink}>{t('itinerary.zfe.transit')}</a>
    </p>
  );
}

/** The zones block of a route; `onVignette` (on the results) lets the traveller give theirs. */
export function ZfeNotices(props: {
  zfe: RouteZfe;
  onVignette?: ((critAir: ModeOptions['critAir']) => void) | undefined;
  /** The notices an earlier card says in full (noticesSaidAbove), recalled in a line. */
  saidAbove?: ReadonlySet<string> | undefined;
}) {
  const t = useT();
  const { zfe, onVignette, saidAbove } = props;
  const banned = zfe.notices.some((n) => n.kind === 'banned');
  return (
    <section
      className={`zfe-notices${banned ? ' zfe-notices--banned' : ''}`}
      aria-label={t('itinerary.zfe.title')}
      data-testid="zfe-notices"
    >
      <ul>
        {zfe.notices.map((n) =>
          saidAbove?.has(noticeKey(n)) ? (
            <Recalled key={noticeKey(n)} notice={n} />
          ) : (
            <Notice key={noticeKey(n)} notice={n} />
          ),
        )}
      </ul>
      {zfe.vignette === null && onVignette && (
        <CritAirSelect
          value={undefined}
          onChange={onVignette}
          label={t('itinerary.zfe.ask')}
          testId="zfe-ask-critair"
        />
      )}
      {zfe.noAlternative && <p className="zfe-none">{zfe.noAlternative}</p>}
      {zfe.parkAndRide && <ParkAndRideBlock park={zfe.parkAndRide} />}
    </section>
  );
}
