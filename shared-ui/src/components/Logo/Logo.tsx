import { useIsNarrow } from '../../responsive';
import { refnetColours } from '../../theme';

/** SPEC §9: the logo is at most 100 px tall, 60 px on narrow screens. */
export const LOGO_MAX_HEIGHT = 100;
export const LOGO_MAX_HEIGHT_NARROW = 60;

const VIEWBOX_WIDTH = 196;
const VIEWBOX_HEIGHT = 56;

export type LogoProps = {
  /** Height in px; capped at the maximum for the screen width. Defaults to that maximum. */
  height?: number;
};

/** The RefNet mark (one clinician passing a referral to another) and wordmark. */
export function Logo({ height }: LogoProps) {
  const maxHeight = useIsNarrow() ? LOGO_MAX_HEIGHT_NARROW : LOGO_MAX_HEIGHT;
  const shownHeight = Math.min(height ?? maxHeight, maxHeight);

  return (
    <svg
      role="img"
      aria-label="RefNet"
      height={shownHeight}
      width={(shownHeight * VIEWBOX_WIDTH) / VIEWBOX_HEIGHT}
      viewBox={`0 0 ${VIEWBOX_WIDTH} ${VIEWBOX_HEIGHT}`}
      style={{ display: 'block' }}
    >
      <rect width="56" height="56" rx="14" fill={refnetColours.primary} />
      <path
        d="M17 38 C 19 24, 27 18, 37 19"
        fill="none"
        stroke="#ffffff"
        strokeWidth="3.5"
        strokeLinecap="round"
      />
      <path d="M33 13.5 L 41 19 L 33.5 24.5 Z" fill="#ffffff" />
      <circle cx="16" cy="40" r="6" fill="#ffffff" />
      <circle cx="42" cy="38" r="4.5" fill="#ffffff" fillOpacity="0.75" />
      <text
        x="68"
        y="38"
        fontFamily="system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        fontSize="30"
        fontWeight="700"
        letterSpacing="-0.5"
      >
        <tspan fill={refnetColours.text}>Ref</tspan>
        <tspan fill={refnetColours.primary}>Net</tspan>
      </text>
    </svg>
  );
}
