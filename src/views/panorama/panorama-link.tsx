/**
 * « Vue 360° » on a place's sheet and an address's page: the picture taken nearest the place (within 100 m) as a small
 * image and a link that opens it full-screen (`#/360-plein-ecran/{panoramicId}`). Absent when
 * the site has no street-level pictures, while the answer is awaited, when there is no picture
 * near, and when the source failed (its empty result).
 */
import { panoramicImageUrl } from '../../domain/panoramic';
import { panoramaHash } from '../../domain/paths/overlay-hash';
import { nearestKey, panoramaOf } from '../../machines/panorama-system';
import { useAppSystem, useLocale, useMapConfig, useT } from '../app-context';
import { useLoaded } from '../use-loaded';
import './panorama-link.css';

/** The date of a picture in the visitor's locale (« 14 juin 2025 »). */
export function pictureDate(takenAt: string, locale: string): string {
  const date = new Date(takenAt);
  if (Number.isNaN(date.getTime())) return takenAt;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(
    date,
  );
}

function Link(props: { point: { lng: number; lat: number }; framed: boolean }) {
  const t = useT();
  const locale = useLocale();
  const state = useLoaded(panoramaOf(useAppSystem()).nearest, nearestKey(props.point));
  if (state.status !== 'ready' || !state.value.picture) return null;
  const picture = state.value.picture;
  const label = picture.spherical ? t('panorama.open') : t('panorama.openFlat');
  const link = (
    <a
      className="panorama-link"
      href={`#${panoramaHash(picture.panoramicId)}`}
      data-testid="panorama-link"
    >
      <img src={panoramicImageUrl(picture.panoramicId, 'thumb')} alt="" loading="lazy" />
      <span>
        <strong>{label}</strong>
        {picture.takenAt && (
          <small>{t('panorama.takenOn', { date: pictureDate(picture.takenAt, locale) })}</small>
        )}
      </span>
    </a>
  );
  return props.framed ? <div className="search-panel-body">{link}</div> : link;
}

/**
 * The link of the picture nearest `point`, when the site has street-level pictures; `framed`
 * gives it a panel body of its own (under an address card).
 */
export function PanoramaLink(props: {
  point: { lng: number; lat: number };
  framed?: boolean | undefined;
}) {
  const on = useMapConfig().streetImagery;
  return on ? <Link point={props.point} framed={props.framed ?? false} /> : null;
}
