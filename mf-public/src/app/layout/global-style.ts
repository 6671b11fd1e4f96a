import { createGlobalStyle } from 'styled-components';
import { BOTTOM_NAV_HEIGHT_PX, colors, focusRing, fonts, media } from '../../shared/theme';

/** Page-wide basics of the guests' site (mounted only while a public route is shown). */
export const GlobalStyle = createGlobalStyle`
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: 80px;
  }
  body {
    margin: 0;
    background: ${colors.sand};
    color: ${colors.ink};
    font-family: ${fonts.body};
    font-size: 1.125rem;
    line-height: 1.6;
    -webkit-font-smoothing: antialiased;
    text-rendering: optimizeLegibility;
  }
  ${media.narrow} {
    body {
      padding-bottom: calc(${BOTTOM_NAV_HEIGHT_PX}px + env(safe-area-inset-bottom, 0px));
    }
  }
  *, *::before, *::after {
    box-sizing: border-box;
  }
  h1, h2, h3 {
    font-family: ${fonts.display};
    font-weight: 500;
    line-height: 1.2;
    color: ${colors.ink};
  }
  a {
    color: ${colors.teal};
  }
  a:hover {
    color: ${colors.tealDark};
  }
  :focus-visible {
    ${focusRing}
  }
  /* sections focused after an in-page jump: the scroll shows where you are */
  main:focus,
  main [tabindex='-1']:focus {
    outline: none;
  }
  ::selection {
    background: ${colors.seaGlass};
  }
`;
