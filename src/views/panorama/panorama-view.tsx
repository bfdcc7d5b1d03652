/**
 * The picture of the street view. A spherical picture fills the screen from 45° below the horizon
 * to 45° above it and wraps around: a drag, the arrow keys or the buttons turn it (the machine
 * keeps the heading). A flat picture is shown whole. The small image shows first, the sharp one
 * replaces it once loaded.
 */
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type RefObject,
} from 'react';
import { columnOfHeading, panoramicImageUrl, type PanoramicPicture } from '../../domain/panoramic';
import { TURN_STEP_DEGREES, type PanoramaEvent } from '../../machines/panorama-machine';
import { useT } from '../app-context';

/** Props of the view. */
export interface PanoramaViewProps {
  picture: PanoramicPicture;
  heading: number;
  sharp: boolean;
  send: (event: PanoramaEvent) => void;
}

/** The size of an element, followed as it changes. */
function useSize(ref: RefObject<HTMLElement | null>): { width: number; height: number } {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setSize({ width: entry.contentRect.width, height: entry.contentRect.height });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}

/** The two images, loaded by the browser; their loads and failures tell the machine. */
function Loaders(props: { id: string; send: (event: PanoramaEvent) => void }) {
  return (
    <div hidden>
      <img
        src={panoramicImageUrl(props.id, 'sd')}
        alt=""
        onError={() => props.send({ type: 'image.failed' })}
      />
      <img
        src={panoramicImageUrl(props.id, 'hd')}
        alt=""
        onLoad={() => props.send({ type: 'image.sharp' })}
      />
    </div>
  );
}

/** The pointer's last x while a drag is under way. */
function useDrag(send: (event: PanoramaEvent) => void, width: number, fov: number) {
  const last = useRef<number | null>(null);
  return {
    onPointerDown: (e: PointerEvent<HTMLDivElement>) => {
      e.currentTarget.setPointerCapture(e.pointerId);
      last.current = e.clientX;
    },
    onPointerMove: (e: PointerEvent<HTMLDivElement>) => {
      if (last.current === null) return;
      send({ type: 'drag', dx: e.clientX - last.current, viewWidth: width, fov });
      last.current = e.clientX;
    },
    onPointerUp: () => {
      last.current = null;
    },
    onPointerCancel: () => {
      last.current = null;
    },
  };
}

/**
 * The size the equirectangular picture is drawn at: at most 120° across and 90° high in view (a
 * wider view would bend the street as a fish-eye does), the larger of the two scales winning.
 */
export function sphericalImageSize(
  width: number,
  height: number,
): { imageWidth: number; imageHeight: number } {
  const imageWidth = Math.max(width * (360 / 120), height * 2 * (360 / 180));
  return { imageWidth, imageHeight: imageWidth / 2 };
}

function Spherical(props: PanoramaViewProps) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  const { width, height } = useSize(box);
  const { imageWidth, imageHeight } = sphericalImageSize(width, height);
  const fov = imageWidth > 0 ? (width / imageWidth) * 360 : 90;
  const column = columnOfHeading({
    heading: props.heading,
    pictureHeading: props.picture.heading,
    imageWidth,
  });
  const drag = useDrag(props.send, width, fov);
  // Shown, the picture takes the focus: the arrow keys turn it at once.
  useEffect(() => box.current?.focus(), []);
  const url = panoramicImageUrl(props.picture.panoramicId, props.sharp ? 'hd' : 'sd');
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    if (e.key === 'ArrowLeft') props.send({ type: 'turn', degrees: -TURN_STEP_DEGREES });
    else if (e.key === 'ArrowRight') props.send({ type: 'turn', degrees: TURN_STEP_DEGREES });
    else return;
    e.preventDefault();
  };
  return (
    <div
      ref={box}
      className="panorama-picture panorama-picture--spherical"
      role="img"
      aria-label={t('panorama.imageAlt')}
      tabIndex={0}
      data-testid="panorama-picture"
      data-heading={Math.round(props.heading)}
      data-sharp={props.sharp}
      onKeyDown={onKeyDown}
      style={{
        backgroundImage: `url("${url}")`,
        backgroundSize: `${imageWidth}px ${imageHeight}px`,
        backgroundPosition: `${width / 2 - column}px center`,
      }}
      {...drag}
    />
  );
}

/** The picture of the view. */
export function PanoramaView(props: PanoramaViewProps) {
  const t = useT();
  const { picture } = props;
  return (
    <>
      <Loaders id={picture.panoramicId} send={props.send} />
      {picture.spherical ? (
        <Spherical {...props} />
      ) : (
        <img
          className="panorama-picture panorama-picture--flat"
          data-testid="panorama-picture"
          src={panoramicImageUrl(picture.panoramicId, props.sharp ? 'hd' : 'sd')}
          alt={t('panorama.imageAlt')}
        />
      )}
    </>
  );
}
