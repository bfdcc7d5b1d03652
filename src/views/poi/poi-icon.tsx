/** A POI icon of the catalogue (Maki), white on a disc of its colour. */
import { fallbackIconUrl, iconUrl } from '../../domain/poi-catalogue/icon-url';

const WHITE = '#ffffff';

/** The icon. */
export function PoiIcon(props: { iconId: string; color: string; size?: number }) {
  const size = props.size ?? 32;
  const inner = Math.round(size * 0.55);
  return (
    <span
      className="poi-icon"
      style={{ width: size, height: size, background: props.color }}
      aria-hidden="true"
    >
      <img
        src={iconUrl(props.iconId, WHITE)}
        width={inner}
        height={inner}
        alt=""
        decoding="async"
        onError={(event) => {
          // An icon the set lacks falls back to a point (§8).
          const img = event.currentTarget;
          const fallback = fallbackIconUrl(WHITE);
          if (!img.src.endsWith(fallback)) img.src = fallback;
        }}
      />
    </span>
  );
}
