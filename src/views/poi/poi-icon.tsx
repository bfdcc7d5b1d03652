/** A POI icon of the catalogue (Maki), white on a disc of its colour. */
import { iconPath } from '../../domain/poi-catalogue/icons';

/** The icon. */
export function PoiIcon(props: { iconId: string; color: string; size?: number }) {
  const size = props.size ?? 32;
  return (
    <span
      className="poi-icon"
      style={{ width: size, height: size, background: props.color }}
      aria-hidden="true"
    >
      <svg viewBox="0 0 15 15" width={size * 0.55} height={size * 0.55}>
        <path d={iconPath(props.iconId)} fill="#fff" />
      </svg>
    </span>
  );
}
