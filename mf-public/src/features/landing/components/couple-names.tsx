import { useId } from 'react';
import { colors, fonts } from '../../../shared/theme';

/**
 * The couple's names as an inline SVG (the hero's largest paint: no image request, a few hundred
 * bytes, and it scales to any screen without layout shift thanks to the fixed viewBox). Names
 * come from the wedding facts; long names get a smaller type size so they always fit.
 */
export function CoupleNames({ bride, groom, label }: { bride: string; groom: string; label: string }) {
  const titleId = useId();
  const longest = Math.max(bride.length, groom.length, 4);
  const size = Math.min(112, Math.floor(600 / (longest * 0.5)));
  return (
    <svg
      role="img"
      aria-labelledby={titleId}
      viewBox="0 0 640 300"
      width="100%"
      style={{ display: 'block', maxWidth: 560, height: 'auto', margin: '0 auto', overflow: 'visible' }}
      data-testid="couple-names"
    >
      <title id={titleId}>{label}</title>
      <g fontFamily={fonts.display} fontStyle="italic" textAnchor="middle" fill={colors.ink}>
        <text x="320" y="112" fontSize={size}>
          {bride}
        </text>
        <text x="320" y="276" fontSize={size}>
          {groom}
        </text>
      </g>
      <g stroke={colors.gold} strokeWidth="1.5" strokeLinecap="round">
        <path d="M150 168h120" />
        <path d="M370 168h120" />
      </g>
      <circle cx="146" cy="168" r="3" fill={colors.gold} />
      <circle cx="494" cy="168" r="3" fill={colors.gold} />
      <text
        x="320"
        y="186"
        fontFamily={fonts.display}
        fontStyle="italic"
        fontSize="60"
        textAnchor="middle"
        fill={colors.goldText}
      >
        &amp;
      </text>
    </svg>
  );
}
