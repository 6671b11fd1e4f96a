import { createGlobalStyle } from 'styled-components';
import { colors, fonts } from './theme';

/** Page-wide basics of the admin area (mounted only under /admin). */
export const AdminGlobalStyle = createGlobalStyle`
  body {
    margin: 0;
    background: ${colors.page};
    color: ${colors.text};
    font-family: ${fonts.body};
    font-size: 1rem;
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
  }
  *, *::before, *::after {
    box-sizing: border-box;
  }
`;
