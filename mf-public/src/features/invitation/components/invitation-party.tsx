import type { InvitationResponse, PartyMember } from '@wedding/shared-contracts';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../shared/i18n/use-t';
import { LazyPartyEcho, LazyPartyForm } from '../../../shared/party/lazy-party';
import type { PartyMessageId } from '../../../shared/party/messages';
import { partyHintId } from '../../../shared/party/party-hint';
import { type PartySaveProblem, partyProblemMessageId } from '../../../shared/party/save-problem';
import { colors } from '../../../shared/theme';
import { useInvitationParty } from '../api/invitation-api';
import { SecondaryButton } from './invitation-styles';

interface InvitationPartyProps {
  code: string;
  invitation: InvitationResponse['data'];
  /** Right after the guest said yes: the form at once. Else the party read back, and a button to open it. */
  startOpen?: boolean;
  /** Its heading's level: under the thanks' title, or beside the answer form. */
  level: 2 | 3;
  /**
   * Who is still coming, as chosen with the answer, when storing them failed: said, and the form starts
   * from them, so one press saves the choice again.
   */
  unsaved?: { chosen: PartyMember[]; problem: PartySaveProblem };
}

/**
 * Who is coming, by name, for a guest who said yes: optional, saved as far as it is filled in, completed or
 * changed later from the same page. The form and its rules (zod, the menu's checks) load only now, never
 * with the page (shared/party/lazy-party.tsx). Nothing for a guest who has not said yes.
 */
export function InvitationParty({
  code,
  invitation,
  startOpen = false,
  level,
  unsaved,
}: InvitationPartyProps) {
  const t = useT<PartyMessageId>();
  const titleId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [open, setOpen] = useState(startOpen);
  const [opened, setOpened] = useState(false);
  const store = useInvitationParty(code);
  // the choice stored after all: its failure is no longer news
  const [stored, setStored] = useState(false);
  const save = async (party: PartyMember[]) => {
    const kept = await store(party);
    setStored(true);
    return kept;
  };
  // opened by the button: the focus goes to the section's title, so a screen reader hears where it is
  useEffect(() => {
    if (opened) heading.current?.focus();
  }, [opened]);

  const people = invitation.confirmationStatus === 'confirmado' ? invitation.confirmedPeople : null;
  if (!people) return null;
  const party = invitation.party ?? [];
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Section aria-labelledby={titleId} data-testid="invitation-party">
      <Heading id={titleId} ref={heading} tabIndex={-1}>
        {t('party.title')}
      </Heading>
      {unsaved && !stored && (
        <Unsaved role="alert" data-testid="party-drop-unsaved">
          {t(partyProblemMessageId(unsaved.problem))}
        </Unsaved>
      )}
      {open ? (
        <>
          <Hint>{t(partyHintId('invitation'))}</Hint>
          <LazyPartyForm
            people={people}
            party={party}
            leadName={invitation.name}
            save={save}
            draft={unsaved?.chosen}
          />
        </>
      ) : (
        <>
          {party.length > 0 && <LazyPartyEcho party={party} people={people} />}
          <SecondaryButton
            onPress={() => {
              setOpen(true);
              setOpened(true);
            }}
            data-testid="party-edit"
          >
            {t('party.edit')}
          </SecondaryButton>
        </>
      )}
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  width: 100%;
  padding-top: 16px;
  border-top: 1px solid ${colors.line};
  text-align: start;
  > h2,
  > h3 {
    margin: 0;
    font-size: 1.375rem;
  }
  > h2:focus,
  > h3:focus {
    outline: none;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${colors.inkSoft};
`;

const Unsaved = styled.p`
  margin: 0;
  color: ${colors.danger};
  font-weight: 600;
`;
