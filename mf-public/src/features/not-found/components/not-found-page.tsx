import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { useLocale } from '../../../shared/i18n/locale-store';
import { useT } from '../../../shared/i18n/use-t';
import { colors, fonts, TAP_PX } from '../../../shared/theme';
import type { NotFoundMessageId } from '../messages';

/** Any path the route table does not name (spec §2). */
export default function NotFoundPage() {
  const t = useT<NotFoundMessageId>();
  const locale = useLocale();
  useDocumentTitle(t('notFound.pageTitle'));
  // the spec's texts are English; say so when the page is in Spanish
  const specLang = locale === 'en' ? undefined : 'en';
  return (
    <Wrap data-testid="not-found">
      <Ornament aria-hidden="true">
        <span />
        &#10086;
        <span />
      </Ornament>
      <h1 lang={specLang}>{t('notFound.title')}</h1>
      <Hint lang={specLang}>{t('notFound.hint')}</Hint>
      <p>{t('notFound.body')}</p>
      <Home to="/">{t('notFound.home')}</Home>
    </Wrap>
  );
}

const Wrap = styled.section`
  max-width: 640px;
  margin: 0 auto;
  padding: 72px 24px;
  text-align: center;
  h1 {
    font-size: clamp(2rem, 6vw, 2.75rem);
    margin: 0 0 12px;
  }
`;

const Ornament = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 12px;
  margin-bottom: 20px;
  color: ${colors.gold};
  font-family: ${fonts.display};
  font-size: 1.75rem;
  span {
    width: 64px;
    height: 1px;
    background: ${colors.gold};
  }
`;

const Hint = styled.p`
  color: ${colors.inkSoft};
  font-style: italic;
`;

const Home = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${TAP_PX + 4}px;
  margin-top: 16px;
  padding: 0 28px;
  border-radius: 999px;
  background: ${colors.teal};
  color: ${colors.white};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    background: ${colors.tealDark};
    color: ${colors.white};
  }
`;
