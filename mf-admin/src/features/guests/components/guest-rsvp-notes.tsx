import type { UnifiedGuest } from '@wedding/shared-contracts';
import styled from 'styled-components';
import { colors, radii } from '../../../components/theme';
import { useT } from '../../../lib/i18n/use-t';

/** What the guest wrote in its e-mail RSVP: shown, never edited here. */
const RsvpNotes = styled.dl`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  margin: 0;
  padding: 0.75rem 0.9rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surfaceMuted};
  dt {
    font-size: 0.85rem;
    font-weight: 600;
    color: ${colors.textMuted};
  }
  dd {
    margin: 0.15rem 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/** The guest's e-mail RSVP message and dietary restrictions, if any. */
export function GuestRsvpNotes({ guest }: { guest: UnifiedGuest }) {
  const t = useT();
  if (!guest.rsvpMessage && !guest.dietaryRestrictions) return null;
  return (
    <RsvpNotes>
      {guest.rsvpMessage ? (
        <div>
          <dt>{t("Guest's message")}</dt>
          <dd>{guest.rsvpMessage}</dd>
        </div>
      ) : null}
      {guest.dietaryRestrictions ? (
        <div>
          <dt>{t('Dietary restrictions')}</dt>
          <dd>{guest.dietaryRestrictions}</dd>
        </div>
      ) : null}
    </RsvpNotes>
  );
}
