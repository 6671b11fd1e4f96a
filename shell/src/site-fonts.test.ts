import { SITE_FONTS_TEMPLATE_ID } from '@wedding/shared-contracts/ui';
import { declareSiteFonts } from './site-fonts';

const RULE = "@font-face{font-family:'Site';src:url(/fonts/site.0123456789.woff2) format('woff2')}";

beforeEach(() => {
  document.head.innerHTML = `<template id="${SITE_FONTS_TEMPLATE_ID}"><style>${RULE}</style></template>`;
});

describe('declareSiteFonts', () => {
  it('moves the web fonts from their inert template into the head, once', () => {
    expect(document.head.querySelectorAll(':scope > style')).toHaveLength(0);
    declareSiteFonts();
    const styles = document.head.querySelectorAll(':scope > style');
    expect(styles).toHaveLength(1);
    expect(styles[0]?.textContent).toBe(RULE);
    expect(document.getElementById(SITE_FONTS_TEMPLATE_ID)).toBeNull();
    declareSiteFonts();
    expect(document.head.querySelectorAll(':scope > style')).toHaveLength(1);
  });

  it('does nothing on a page without the template', () => {
    document.head.innerHTML = '';
    declareSiteFonts();
    expect(document.head.innerHTML).toBe('');
  });
});
