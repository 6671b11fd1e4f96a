// Loaded on demand (the first time a guest opens it, or while the browser is idle): the landing
// page itself carries no dialog code.
import { weddingFacts } from '@wedding/shared-contracts';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { withAriaLocale } from '../../../shared/i18n/aria-locale';
import { useLocale } from '../../../shared/i18n/locale-store';
import { useT } from '../../../shared/i18n/use-t';
import { formatDateInText, formatLongDate, formatVenueTime } from '../../../shared/i18n/wedding-dates';
import { CalendarIcon } from '../../../shared/layout/icons';
import { useRsvpWindow } from '../../../shared/rsvp-window/rsvp-window';
import { colors, fonts, media, TAP_PX } from '../../../shared/theme';
import type { LandingMessageId } from '../messages';

export interface DateDialogProps {
  isOpen: boolean;
  onClose: () => void;
}

/** '¡Importante!': a playful word to the bride, the date and time, and a reminder to reply. */
function DateDialog({ isOpen, onClose }: DateDialogProps) {
  // the reminder keeps to the truth once the deadline has passed, on the day and after it
  const { beforeDeadline, closed, phase } = useRsvpWindow();
  const t = useT<LandingMessageId>();
  const intl = useIntl();
  const locale = useLocale();
  const { bride, groom } = weddingFacts.couple;
  const date = formatLongDate(intl, weddingFacts.weddingDate);
  const time = formatVenueTime(intl, weddingFacts.ceremonyStart, weddingFacts.timeZone);
  return (
    <Overlay isOpen={isOpen} onOpenChange={(open) => !open && onClose()} isDismissable>
      <Card>
        <StyledDialog data-testid="date-dialog">
          <Heading slot="title" level={2} lang={locale === 'es' ? undefined : 'es'}>
            {t('landing.dialog.title')}
          </Heading>
          <p>{t('landing.dialog.message', { bride: bride.givenName, groom: groom.givenName })}</p>
          <When>
            <CalendarIcon />
            <span>
              <strong>{t('landing.dialog.when')}: </strong>
              {t('landing.dialog.dateTime', { date, time })}
            </span>
          </When>
          <Reminder data-testid="date-dialog-reminder">
            {t(
              phase === 'wedding-day'
                ? 'landing.dialog.reminderToday'
                : phase === 'after-wedding'
                  ? 'landing.dialog.reminderAfter'
                  : beforeDeadline
                    ? 'landing.dialog.reminder'
                    : closed
                      ? 'landing.dialog.reminderClosed'
                      : 'landing.dialog.reminderLate',
              // the deadline in every period: the reminder the specification asks for
              { deadline: formatDateInText(intl, weddingFacts.replyDeadline), time },
            )}
          </Reminder>
          <Actions>
            <RsvpLink to="/rsvp" onClick={onClose}>
              {t('landing.dialog.rsvp')}
            </RsvpLink>
            <CloseButton onPress={onClose} autoFocus>
              {t('landing.dialog.close')}
            </CloseButton>
          </Actions>
        </StyledDialog>
      </Card>
    </Overlay>
  );
}

const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: 200;
  display: grid;
  place-items: center;
  padding: 16px;
  background: rgba(23, 36, 40, 0.55);
`;

const Card = styled(Modal)`
  width: 100%;
  max-width: 520px;
  max-height: calc(100vh - 32px);
  overflow: auto;
  border-radius: 20px;
  background: ${colors.shell};
  border-top: 6px solid ${colors.gold};
  box-shadow: 0 24px 60px rgba(23, 36, 40, 0.35);
`;

const StyledDialog = styled(Dialog)`
  padding: 28px 28px 24px;
  outline: none;
  h2 {
    margin: 0 0 12px;
    font-family: ${fonts.display};
    font-size: 2.25rem;
    color: ${colors.tealDark};
  }
  p {
    margin: 0 0 14px;
  }
  ${media.xsmall} {
    padding: 22px 18px 18px;
  }
`;

const When = styled.p`
  display: flex;
  gap: 10px;
  align-items: flex-start;
  padding: 12px 14px;
  border-radius: 12px;
  background: ${colors.seaGlassSoft};
  svg {
    flex: none;
    margin-top: 2px;
    color: ${colors.tealDark};
  }
`;

const Reminder = styled.p`
  color: ${colors.goldText};
  font-weight: 600;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: flex-end;
  margin-top: 8px;
  ${media.xsmall} {
    flex-direction: column-reverse;
    align-items: stretch;
  }
`;

const RsvpLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${TAP_PX + 4}px;
  padding: 0 22px;
  border-radius: 999px;
  border: 1.5px solid ${colors.teal};
  color: ${colors.tealDark};
  font-weight: 600;
  text-decoration: none;
`;

const CloseButton = styled(Button)`
  min-height: ${TAP_PX + 4}px;
  padding: 0 26px;
  border: none;
  border-radius: 999px;
  background: ${colors.teal};
  color: ${colors.white};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &[data-hovered] {
    background: ${colors.tealDark};
  }
  &[data-focus-visible] {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

export default withAriaLocale(DateDialog);
