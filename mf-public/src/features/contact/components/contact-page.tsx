import { weddingFacts } from '@wedding/shared-contracts';
import styled from 'styled-components';
import { formatPhoneForDisplay } from '../../../shared/format/format-phone';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { withAriaLocale } from '../../../shared/i18n/aria-locale';
import { useT } from '../../../shared/i18n/use-t';
import { MailIcon, PhoneIcon } from '../../../shared/layout/icons';
import { colors, media, TAP_PX } from '../../../shared/theme';
import type { ContactMessageId } from '../messages';
import { ContactForm } from './contact-form';

/** `/contact`: the contact form, and the hosts' e-mail and phone for those who prefer them. */
function ContactPage() {
  const t = useT<ContactMessageId>();
  useDocumentTitle(t('contact.pageTitle'));
  const { email, phone } = weddingFacts.contact;
  return (
    <Page aria-labelledby="contact-page-title">
      <Intro>
        <Kicker>{t('contact.kicker')}</Kicker>
        <h1 id="contact-page-title">{t('contact.title')}</h1>
        <p>{t('contact.lead')}</p>
      </Intro>
      <Card>
        <ContactForm />
      </Card>
      <Direct>
        <h2>{t('contact.direct.title')}</h2>
        <DirectLink href={`mailto:${email}`}>
          <MailIcon />
          <span>
            <small>{t('contact.direct.email')}</small>
            {email}
          </span>
        </DirectLink>
        <DirectLink href={`tel:${phone}`}>
          <PhoneIcon />
          <span>
            <small>{t('contact.direct.phone')}</small>
            {formatPhoneForDisplay(phone)}
          </span>
        </DirectLink>
      </Direct>
    </Page>
  );
}

const Page = styled.section`
  display: grid;
  grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
  grid-template-areas:
    'intro form'
    'direct form'
    '. form';
  grid-template-rows: auto auto 1fr;
  column-gap: 40px;
  row-gap: 8px;
  max-width: 1080px;
  margin: 0 auto;
  padding: 56px 24px 72px;
  ${media.narrow} {
    grid-template-columns: 1fr;
    grid-template-areas: 'intro' 'form' 'direct';
    grid-template-rows: auto;
    row-gap: 24px;
    padding: 28px 14px 40px;
  }
`;

const Intro = styled.div`
  grid-area: intro;
  h1 {
    margin: 0 0 12px;
    font-size: clamp(2.25rem, 7vw, 3.25rem);
  }
  p {
    margin: 0;
    color: ${colors.inkSoft};
  }
`;

const Kicker = styled.div`
  margin-bottom: 6px;
  color: ${colors.goldText};
  font-size: 0.9rem;
  font-weight: 700;
  letter-spacing: 0.22em;
  text-transform: uppercase;
`;

const Direct = styled.div`
  grid-area: direct;
  margin-top: 16px;
  display: flex;
  flex-direction: column;
  gap: 10px;
  h2 {
    margin: 0 0 4px;
    font-size: 1.5rem;
  }
`;

const DirectLink = styled.a`
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: ${TAP_PX + 16}px;
  padding: 10px 16px;
  border-radius: 14px;
  border: 1px solid ${colors.line};
  background: ${colors.shell};
  color: ${colors.ink};
  font-weight: 600;
  text-decoration: none;
  overflow-wrap: anywhere;
  small {
    display: block;
    color: ${colors.inkSoft};
    font-size: 0.875rem;
    font-weight: 400;
  }
  svg {
    flex: none;
    color: ${colors.teal};
  }
  &:hover {
    border-color: ${colors.teal};
    color: ${colors.ink};
  }
`;

const Card = styled.div`
  grid-area: form;
  align-self: start;
  padding: 32px;
  border-radius: 24px;
  background: ${colors.shell};
  border: 1px solid ${colors.line};
  box-shadow: 0 20px 50px rgba(38, 50, 56, 0.08);
  ${media.small} {
    padding: 22px 16px;
  }
`;

export default withAriaLocale(ContactPage);
