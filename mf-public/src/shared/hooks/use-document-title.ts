import { pageDescription, weddingFacts } from '@wedding/shared-contracts';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { useLocale } from '../i18n/locale-store';

/** The page's `<meta name="description">`, made when the first HTML had none (a remote run on its own). */
function setDescription(content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

/**
 * Sets the tab title (the page's name, already translated, and the couple, or the site title) and the
 * page's description in the site's language (the first HTML has the Spanish one).
 */
export function useDocumentTitle(page?: string): void {
  const intl = useIntl();
  const { pathname } = useLocation();
  const locale = useLocale();
  const couple = { bride: weddingFacts.couple.bride.givenName, groom: weddingFacts.couple.groom.givenName };
  const title = page
    ? intl.formatMessage({ id: 'app.pageTitle' }, { page, ...couple })
    : intl.formatMessage({ id: 'app.siteTitle' }, couple);
  const description = pageDescription(pathname, locale);
  useEffect(() => {
    document.title = title;
    setDescription(description);
  }, [title, description]);
}
