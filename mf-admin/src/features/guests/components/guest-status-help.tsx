import styled from 'styled-components';
import { colors } from '../../../components/theme';
import { useT } from '../../../lib/i18n/use-t';

/** What the three statuses mean, under them in the edit dialog. */
const StatusHelp = styled.details`
  font-size: 0.85rem;
  color: ${colors.textMuted};
  summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
    color: ${colors.text};
    font-weight: 600;
  }
  dl {
    margin: 0.25rem 0 0;
  }
  dt {
    font-weight: 700;
    color: ${colors.text};
  }
  dd {
    margin: 0 0 0.5rem;
  }
`;

export function StatusExplanations() {
  const t = useT();
  return (
    <StatusHelp>
      <summary>{t('What do the statuses mean?')}</summary>
      <dl>
        <dt>{t('Confirmation Status: the one that counts')}</dt>
        <dd>
          {t(
            'Only a Confirmed guest counts in the headcount, with their Confirmed People. Declined counts as an answer with nobody coming; Pending means no answer yet. It changes when the guest answers (phone, e-mail or invitation page) or when you set it here.',
          )}
        </dd>
        <dt>{t('Invitation Status: how far the invitation got')}</dt>
        <dd>
          {t(
            'Pending: not sent yet. Sent: you sent it. Opened: the guest opened their invitation link. Responded: the guest answered. Set by the site as the guest goes, or by you.',
          )}
        </dd>
        <dt>{t('Save the Date')}</dt>
        <dd>
          {t(
            "The guest's first yes or no on their invitation page, before the RSVP. It does not count in the headcount: only the confirmation does.",
          )}
        </dd>
      </dl>
    </StatusHelp>
  );
}
