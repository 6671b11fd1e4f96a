/**
 * What the guest table's cells show (the columns are in guests-table.tsx): the guest's name and marks,
 * its invitation code with Copy, its status, the people confirmed and when, and the row's actions. Native
 * buttons, light on purpose: a page of guests renders again on each filter.
 */
import type { UnifiedGuest } from '@wedding/shared-contracts';
import { formatPhoneInternational } from '@wedding/shared-contracts/phone';
import styled from 'styled-components';
import { AlsoOnMarker } from '../../../components/also-on-marker';
import { Badge } from '../../../components/badge';
import { colors, media, radii, TAP_PX } from '../../../components/theme';
import { formatDateTime } from '../../../lib/format';
import { STATUS_LABELS, STATUS_TONES } from '../../../lib/guest-labels';
import { useT } from '../../../lib/i18n/use-t';

/** The people confirmed, and under them when the guest answered. */
const Answered = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  td[data-align='end'] & {
    align-items: flex-end;
  }
  small {
    color: ${colors.textMuted};
    font-size: 0.8rem;
    white-space: nowrap;
  }
`;

/** A phone number never breaks across lines. */
const Phone = styled.span`
  white-space: nowrap;
`;

const Name = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.15rem;
  min-width: 10rem;
  max-width: 18rem;
  strong {
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  small {
    color: ${colors.textMuted};
    font-size: 0.8rem;
    overflow-wrap: anywhere;
  }
`;

const Markers = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 0.3rem;
`;

/** "Modificado por la administración" takes two lines rather than widen the name's column. */
const ModifiedBadge = styled(Badge)`
  white-space: normal;
  text-wrap: balance;
`;

const Code = styled.div`
  display: flex;
  align-items: center;
  gap: 0.35rem;
  code {
    font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
    font-size: 0.85rem;
    padding: 0.1rem 0.35rem;
    border-radius: ${radii.sm};
    background: ${colors.surfaceMuted};
    border: 1px solid ${colors.border};
    white-space: nowrap;
  }
`;

/** A small native button in the style of the admin buttons (size sm). */
const RowButton = styled.button<{ $tone?: 'danger' | 'ghost' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 36px;
  padding: 0.35rem 0.75rem;
  ${media.touch} {
    min-width: ${TAP_PX}px;
    min-height: ${TAP_PX}px;
  }
  border: 1px solid ${({ $tone }) => ($tone === 'danger' ? colors.dangerLine : $tone === 'ghost' ? 'transparent' : colors.borderStrong)};
  border-radius: ${radii.md};
  background: ${({ $tone }) => ($tone === 'ghost' ? 'transparent' : colors.surface)};
  color: ${({ $tone }) => ($tone === 'danger' ? colors.danger : $tone === 'ghost' ? colors.primary : colors.text)};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    background: ${({ $tone }) => ($tone === 'danger' ? colors.dangerSoft : $tone === 'ghost' ? colors.primarySoft : colors.surfaceMuted)};
  }
  &:active {
    transform: translateY(1px);
  }
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const RowActions = styled.div`
  display: flex;
  gap: 0.4rem;
  justify-content: flex-end;
`;

export const Muted = styled.span`
  color: ${colors.textMuted};
`;

/** What a row's buttons do. */
export interface GuestRowHandlers {
  onEdit(guest: UnifiedGuest): void;
  /** Left out for a role that may not delete guests: the rows then have no Delete button. */
  onDelete?(guest: UnifiedGuest): void;
  onCopyCode(guest: UnifiedGuest): void | Promise<void>;
  onShowInvitation(guest: UnifiedGuest): void;
}

/**
 * What the guest wrote in its e-mail RSVP, marked on its row (the words are in the edit dialog): a short
 * visible label, and a full name for screen readers ("Has a message", "Dietary note").
 */
function RsvpNoteMarkers({ guest }: { guest: UnifiedGuest }) {
  const t = useT();
  if (!guest.rsvpMessage && !guest.dietaryRestrictions) return null;
  return (
    <Markers>
      {guest.rsvpMessage ? (
        <Badge $tone="primary" role="img" aria-label={t('Has a message')} title={t('Has a message')}>
          {t('Message')}
        </Badge>
      ) : null}
      {guest.dietaryRestrictions ? (
        <Badge $tone="warning" role="img" aria-label={t('Dietary note')} title={t('Dietary note')}>
          {t('Dietary')}
        </Badge>
      ) : null}
    </Markers>
  );
}

/** The guest's name, with its e-mail and phone and what marks it (edited by an admin, notes). */
export function GuestName({ guest }: { guest: UnifiedGuest }) {
  const t = useT();
  return (
    <Name>
      <strong>{guest.name}</strong>
      {guest.email || guest.phone ? (
        <small>
          {guest.email}
          {guest.email && guest.phone ? ' · ' : null}
          {guest.phone ? <Phone>{formatPhoneInternational(guest.phone)}</Phone> : null}
        </small>
      ) : null}
      {guest.adminModified > 0 ? (
        <ModifiedBadge
          $tone="info"
          title={t('Edited {count, plural, one {# time} other {# times}} by an admin', {
            count: guest.adminModified,
          })}
        >
          {t('Modified by admin')}
        </ModifiedBadge>
      ) : null}
      <RsvpNoteMarkers guest={guest} />
      <AlsoOnMarker alsoOn={guest.alsoOn} />
    </Name>
  );
}

export function GuestCode({
  guest,
  onCopyCode,
}: { guest: UnifiedGuest } & Pick<GuestRowHandlers, 'onCopyCode'>) {
  const t = useT();
  return (
    <Code>
      <code>{guest.invitationCode}</code>
      <RowButton
        type="button"
        $tone="ghost"
        onClick={() => void onCopyCode(guest)}
        aria-label={t('Copy invitation code {code}', { code: guest.invitationCode })}
      >
        {t('Copy')}
      </RowButton>
    </Code>
  );
}

export function GuestStatus({ guest }: { guest: UnifiedGuest }) {
  const t = useT();
  return (
    <Badge $tone={STATUS_TONES[guest.confirmationStatus]}>{t(STATUS_LABELS[guest.confirmationStatus])}</Badge>
  );
}

/** The people confirmed, and under them when the guest last answered, whatever the channel (a host's reset clears it). */
export const GuestAnswered = ({ guest }: { guest: UnifiedGuest }) => (
  <Answered>
    <span>{guest.confirmedPeople ?? <Muted>—</Muted>}</span>
    {guest.confirmationDate && guest.confirmationStatus !== 'pendiente' ? (
      <small data-testid="guest-answered-at">{formatDateTime(guest.confirmationDate)}</small>
    ) : null}
  </Answered>
);

export function GuestActions({
  guest,
  onEdit,
  onDelete,
  onShowInvitation,
}: { guest: UnifiedGuest } & GuestRowHandlers) {
  const t = useT();
  return (
    <RowActions>
      <RowButton
        type="button"
        onClick={() => onShowInvitation(guest)}
        aria-label={t('Invitation link of {name}', { name: guest.name })}
      >
        {t('Link')}
      </RowButton>
      <RowButton
        type="button"
        onClick={() => onEdit(guest)}
        aria-label={t('Edit {name}', { name: guest.name })}
      >
        {t('Edit')}
      </RowButton>
      {onDelete ? (
        <RowButton
          type="button"
          $tone="danger"
          onClick={() => onDelete(guest)}
          aria-label={t('Delete {name}', { name: guest.name })}
        >
          {t('Delete')}
        </RowButton>
      ) : null}
    </RowActions>
  );
}
