import { weddingFacts } from '@wedding/shared-contracts';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useT } from '../../shared/i18n/use-t';
import { formatDateInText } from '../../shared/i18n/wedding-dates';
import { colors, fonts, media, TAP_PX } from '../../shared/theme';
import type { LayoutMessageId } from './messages';

/** The footer (768 px and wider only; phones have the bottom bar): links to / and /rsvp. */
export function SiteFooter() {
  const t = useT<LayoutMessageId>();
  const intl = useIntl();
  const { bride, groom } = weddingFacts.couple;
  const country = intl.formatDisplayName(weddingFacts.venue.countryCode, { type: 'region' });
  return (
    <Footer aria-label={t('layout.footer.label')} data-testid="site-footer">
      <Inner>
        <Monogram aria-hidden="true">
          {bride.givenName.charAt(0)}
          <span>&amp;</span>
          {groom.givenName.charAt(0)}
        </Monogram>
        <Tagline>{t('layout.footer.tagline', { bride: bride.givenName, groom: groom.givenName })}</Tagline>
        <p>
          {t('layout.footer.dateAndPlace', {
            date: formatDateInText(intl, weddingFacts.weddingDate),
            city: weddingFacts.venue.city,
            country: country ?? weddingFacts.venue.country,
          })}
        </p>
        <Links>
          <li>
            <FooterLink to="/">{t('layout.footer.home')}</FooterLink>
          </li>
          <li>
            <FooterLink to="/rsvp">{t('layout.footer.rsvp')}</FooterLink>
          </li>
        </Links>
        <Small>{t('layout.footer.made')}</Small>
      </Inner>
    </Footer>
  );
}

const Footer = styled.footer`
  margin-top: 64px;
  background: ${colors.tealDark};
  color: #f2ece2;
  ${media.narrow} {
    display: none;
  }
`;

const Inner = styled.div`
  max-width: 1120px;
  margin: 0 auto;
  padding: 48px 24px 40px;
  text-align: center;
  p {
    margin: 4px 0;
  }
`;

const Monogram = styled.div`
  font-family: ${fonts.display};
  font-size: 2.5rem;
  letter-spacing: 0.06em;
  span {
    color: #e6c98f;
    font-style: italic;
    margin: 0 0.12em;
  }
`;

const Tagline = styled.p`
  font-family: ${fonts.display};
  font-size: 1.375rem;
  font-style: italic;
`;

const Links = styled.ul`
  display: flex;
  justify-content: center;
  gap: 12px;
  margin: 20px 0 16px;
  padding: 0;
  list-style: none;
`;

const FooterLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${TAP_PX}px;
  padding: 0 20px;
  border: 1.5px solid rgba(242, 236, 226, 0.7);
  border-radius: 999px;
  color: ${colors.shell};
  text-decoration: none;
  &:hover {
    background: rgba(255, 255, 255, 0.12);
    color: #ffffff;
  }
  &:focus-visible {
    outline-color: #e6c98f;
  }
`;

const Small = styled.p`
  font-size: 0.9375rem;
  opacity: 0.9;
`;
