import { weddingFacts } from '@wedding/shared-contracts';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { formatPhoneForDisplay } from '../../../shared/format/format-phone';
import { useT } from '../../../shared/i18n/use-t';
import { MailIcon, PhoneIcon } from '../../../shared/layout/icons';
import { colors, media, TAP_PX } from '../../../shared/theme';
import type { LandingMessageId } from '../messages';

/** The hosts' e-mail (mailto) and phone (tel), from the wedding facts. */
export function ContactSection() {
  const t = useT<LandingMessageId>();
  const { email, phone } = weddingFacts.contact;
  return (
    <Section id="contact" aria-labelledby="contact-title">
      <h2 id="contact-title">{t('landing.contact.title')}</h2>
      <Lead>{t('landing.contact.lead')}</Lead>
      <Cards>
        <Card href={`mailto:${email}`} data-testid="contact-email">
          <MailIcon width={28} height={28} />
          <span>
            <Label>{t('landing.contact.email')}</Label>
            <Value>{email}</Value>
          </span>
        </Card>
        <Card href={`tel:${phone}`} data-testid="contact-phone">
          <PhoneIcon width={28} height={28} />
          <span>
            <Label>{t('landing.contact.phone')}</Label>
            <Value>{formatPhoneForDisplay(phone)}</Value>
          </span>
        </Card>
      </Cards>
      <FormLink to="/contact">{t('landing.contact.form')}</FormLink>
    </Section>
  );
}

const Section = styled.section`
  padding: 64px 20px 72px;
  text-align: center;
  h2 {
    margin: 0 0 8px;
    font-size: clamp(2rem, 6vw, 2.75rem);
  }
  ${media.narrow} {
    padding: 48px 16px 56px;
  }
`;

const Lead = styled.p`
  max-width: 40ch;
  margin: 0 auto 28px;
  color: ${colors.inkSoft};
`;

const Cards = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 16px;
  ${media.small} {
    flex-direction: column;
    align-items: stretch;
  }
`;

const Card = styled.a`
  display: flex;
  align-items: center;
  gap: 14px;
  min-height: ${TAP_PX + 28}px;
  min-width: 280px;
  padding: 14px 22px;
  border-radius: 18px;
  border: 1px solid ${colors.line};
  background: ${colors.shell};
  color: ${colors.ink};
  text-align: left;
  text-decoration: none;
  box-shadow: 0 8px 20px rgba(38, 50, 56, 0.06);
  svg {
    flex: none;
    color: ${colors.teal};
  }
  &:hover {
    border-color: ${colors.teal};
    color: ${colors.ink};
  }
  ${media.small} {
    min-width: 0;
  }
`;

const Label = styled.span`
  display: block;
  color: ${colors.inkSoft};
  font-size: 0.9375rem;
`;

const Value = styled.span`
  display: block;
  font-size: 1.125rem;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const FormLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${TAP_PX + 4}px;
  margin-top: 28px;
  padding: 0 26px;
  border-radius: 999px;
  background: ${colors.teal};
  color: ${colors.white};
  font-weight: 700;
  text-decoration: none;
  &:hover {
    background: ${colors.tealDark};
    color: ${colors.white};
  }
`;
