import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { useT } from '../../../shared/i18n/use-t';
import { ReplyDeadline, RsvpNoForm, useRsvpWindow } from '../../../shared/rsvp-window/rsvp-window';
import { colors, media } from '../../../shared/theme';
import type { EmailRsvpMessageId } from '../messages';
import EmailRsvpForm from './email-rsvp-form';

/** `/rsvp/email` (ARCHITECTURE.md): the email RSVP form on its own page. */
export default function EmailRsvpPage() {
  const t = useT<EmailRsvpMessageId>();
  const { closed, over } = useRsvpWindow();
  useDocumentTitle(t('emailRsvp.pageTitle'));
  return (
    <Page aria-labelledby="email-rsvp-title" data-testid="email-rsvp-page">
      <Intro>
        <Kicker>{t('emailRsvp.kicker')}</Kicker>
        <h1 id="email-rsvp-title">{t('emailRsvp.title')}</h1>
        {/* once the wedding is over there is nothing to tell us, by e-mail or by phone */}
        {!over && <p>{t('emailRsvp.lead')}</p>}
        <p>
          <ReplyDeadline />
        </p>
      </Intro>
      <Card>{closed ? <RsvpNoForm /> : <EmailRsvpForm />}</Card>
      {!over && (
        <Other>
          {t('emailRsvp.phoneOption')} <Link to="/rsvp">{t('emailRsvp.phoneLink')}</Link>
        </Other>
      )}
    </Page>
  );
}

const Page = styled.section`
  max-width: 720px;
  margin: 0 auto;
  padding: 56px 24px 80px;
  ${media.narrow} {
    padding: 28px 14px 48px;
  }
`;

const Intro = styled.header`
  margin-bottom: 24px;
  text-align: center;
  h1 {
    margin: 0 0 8px;
    font-size: clamp(2.25rem, 7vw, 3.25rem);
  }
  p {
    margin: 0 auto 4px;
    max-width: 46ch;
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

const Card = styled.div`
  padding: 32px;
  border-radius: 24px;
  background: ${colors.shell};
  border: 1px solid ${colors.line};
  box-shadow: 0 20px 50px rgba(38, 50, 56, 0.08);
  ${media.small} {
    padding: 22px 16px;
  }
`;

const Other = styled.p`
  margin: 20px 0 0;
  text-align: center;
  color: ${colors.inkSoft};
  a {
    color: ${colors.tealDark};
    font-weight: 600;
  }
`;
