/**
 * The info page's fixed background image: a light coastal pattern (waves, shells and sea-glass
 * pebbles) drawn as SVG and inlined as a data URL: no request, and small.
 */
import { colors } from '../../../shared/theme';

const PATTERN = `<svg xmlns="http://www.w3.org/2000/svg" width="220" height="220" viewBox="0 0 220 220">
<g fill="none" stroke-linecap="round">
<path d="M10 40c12-10 24-10 36 0s24 10 36 0" stroke="${colors.seaGlass}" stroke-width="2" opacity=".55"/>
<path d="M120 150c12-10 24-10 36 0s24 10 36 0" stroke="${colors.seaGlass}" stroke-width="2" opacity=".55"/>
<path d="M150 40c6 0 11 5 11 12" stroke="${colors.gold}" stroke-width="1.6" opacity=".45"/>
<path d="M150 40c-6 0-11 5-11 12m11-12v14m-6-12 2 12m10-12-2 12" stroke="${colors.gold}" stroke-width="1.4" opacity=".45"/>
<path d="M40 170c0-9 7-16 16-16s16 7 16 16" stroke="${colors.gold}" stroke-width="1.4" opacity=".35"/>
</g>
<g fill="${colors.seaGlass}" opacity=".35">
<ellipse cx="95" cy="95" rx="7" ry="4.5"/>
<ellipse cx="200" cy="100" rx="5" ry="3.5"/>
<ellipse cx="30" cy="110" rx="4" ry="3"/>
</g>
</svg>`;

export const INFO_BACKGROUND_URL = `url("data:image/svg+xml,${encodeURIComponent(PATTERN.replace(/\n/g, ''))}")`;
