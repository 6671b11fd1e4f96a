import { weddingFacts } from '@wedding/shared-contracts';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';

/** Sets the tab title: the page's name (already translated) and the couple, or the site title. */
export function useDocumentTitle(page?: string): void {
  const intl = useIntl();
  const couple = { bride: weddingFacts.couple.bride.givenName, groom: weddingFacts.couple.groom.givenName };
  const title = page
    ? intl.formatMessage({ id: 'app.pageTitle' }, { page, ...couple })
    : intl.formatMessage({ id: 'app.siteTitle' }, couple);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
