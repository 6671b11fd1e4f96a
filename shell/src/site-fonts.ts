import { SITE_FONTS_TEMPLATE_ID } from '@wedding/shared-contracts/ui';

/**
 * Declares the site's web fonts: their @font-face rules wait in an inert template of the page until the
 * page is painted (declared from the start, they held back a phone's first paint), then go into the head,
 * where the faces the page uses start to download and swap in over their adjusted fallbacks. Once only.
 */
export function declareSiteFonts(doc: Document = document): void {
  const template = doc.getElementById(SITE_FONTS_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  doc.head.append(template.content.cloneNode(true));
  template.remove();
}
