/**
 * PLACEHOLDER for /rsvp and /phone-rsvp until the RSVP issue builds the phone RSVP flow: the page
 * frame (header, footer) and the section title, so that every link to /rsvp already works.
 * The RSVP issue replaces this folder and the two routes in src/app/public-routes.tsx.
 */
import { weddingFacts } from '@wedding/shared-contracts';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useDocumentTitle } from '../../../app/hooks/use-document-title';
import { useT } from '../../../app/i18n/use-t';
import { formatLongDate } from '../../../app/i18n/wedding-dates';
import { colors, media } from '../../../app/theme';
import type { RsvpPlaceholderMessageId } from '../messages';

export default function RsvpPlaceholderPage({ variant }: { variant: 'rsvp' | 'phone-rsvp' }) {
  const t = useT<RsvpPlaceholderMessageId>();
  const intl = useIntl();
  useDocumentTitle(t('rsvpPlaceholder.title'));
  return (
    <Section id="rsvp" data-testid={`${variant}-page`} $compact={variant === 'phone-rsvp'}>
      <h1>{t('rsvpPlaceholder.title')}</h1>
      <p>{t('rsvpPlaceholder.deadline', { date: formatLongDate(intl, weddingFacts.replyDeadline) })}</p>
    </Section>
  );
}

const Section = styled.section<{ $compact: boolean }>`
  max-width: 720px;
  margin: 0 auto;
  padding: ${(p) => (p.$compact ? '32px 20px' : '72px 24px')};
  text-align: center;
  h1 {
    font-size: clamp(2.25rem, 7vw, 3.25rem);
    margin: 0 0 12px;
  }
  p {
    color: ${colors.inkSoft};
  }
  ${media.narrow} {
    padding: ${(p) => (p.$compact ? '24px 16px' : '48px 20px')};
  }
`;
