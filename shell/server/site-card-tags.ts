// The tags of a shared link's preview card, written into a page's head.
import { pageDescription, SITE_CARD_IMAGE, siteCard } from '@wedding/shared-contracts';
import { escapeAttribute } from './prerender';

/**
 * The page at `pathname` with what a shared link shows: the page's description (in Spanish, the first HTML's
 * language), and the Open Graph and Twitter card tags with the preview image (an
 * absolute URL on `origin`, where the page was asked for).
 */
export function withSiteCard(html: string, origin: string, pathname: string): string {
  const card = siteCard();
  const description = pageDescription(pathname, 'es');
  const image = `${origin}${SITE_CARD_IMAGE.path}`;
  const tags = [
    ['name', 'description', description],
    ['property', 'og:type', 'website'],
    ['property', 'og:locale', 'es_ES'],
    ['property', 'og:title', card.title],
    ['property', 'og:description', description],
    ['property', 'og:image', image],
    ['property', 'og:image:width', String(SITE_CARD_IMAGE.width)],
    ['property', 'og:image:height', String(SITE_CARD_IMAGE.height)],
    ['property', 'og:image:alt', `${card.title}: ${card.date}, ${card.place}`],
    ['name', 'twitter:card', 'summary_large_image'],
    ['name', 'twitter:title', card.title],
    ['name', 'twitter:description', description],
    ['name', 'twitter:image', image],
  ]
    .map(([key, name, content]) => `<meta ${key}="${name}" content="${escapeAttribute(content ?? '')}" />`)
    .join('');
  return html.replace('</head>', () => `${tags}</head>`);
}
