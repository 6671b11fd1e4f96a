import type { PartyMember } from '@wedding/shared-contracts';
import { type Ref, useRef } from 'react';
import styled from 'styled-components';
import { useT } from '../../../shared/i18n/use-t';
import { LazyPartyEcho, LazyPartyForm } from '../../../shared/party/lazy-party';
import type { PartyMessageId } from '../../../shared/party/messages';
import { partyHintId } from '../../../shared/party/party-hint';
import { usePhoneParty } from '../api/phone-rsvp-api';
import type { PhoneRsvpMessageId } from '../messages';
import type { FoundGuest } from './found-guest';
import { ArrowLeftIcon } from './icons';
import { Muted, QuietButton, StepHeading } from './styles';

/** The people a guest who confirmed said are coming (the answer's count), unknown for an old answer. */
const peopleOf = (guest: FoundGuest) => (guest.answer?.attending ? guest.answer.people : undefined);

/**
 * On the confirm step of a guest who confirmed before: who is coming, read back ("You confirmed 3: Ana
 * (fish), …"), and the way to complete or change it without answering again.
 */
export function PartyEcho({
  guest,
  onEditParty,
  isDisabled,
}: {
  guest: FoundGuest;
  onEditParty: () => void;
  isDisabled: boolean;
}) {
  const t = useT<PartyMessageId>();
  const people = peopleOf(guest);
  if (people === undefined) return null;
  return (
    <>
      {guest.party.length > 0 && <LazyPartyEcho party={guest.party} people={people} />}
      <EditButton onPress={onEditParty} isDisabled={isDisabled} data-testid="party-edit">
        {t('party.edit')}
      </EditButton>
    </>
  );
}

export interface PartyStepProps {
  guest: FoundGuest;
  telefono: string;
  /** Back to the confirm step, with the party as last saved. */
  onBack: (party: PartyMember[]) => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** Who is coming, for a guest who confirmed before (their count stays as it is). */
export function PartyStep({ guest, telefono, onBack, headingRef }: PartyStepProps) {
  const t = useT<PartyMessageId>();
  const say = useT<PhoneRsvpMessageId>();
  const saveParty = usePhoneParty(telefono);
  const latest = useRef(guest.party);
  const save = async (party: PartyMember[]) => {
    latest.current = await saveParty(party);
    return latest.current;
  };
  return (
    <Wrapper aria-labelledby="phone-party-step-title" data-testid="phone-party-step">
      <StepHeading id="phone-party-step-title" ref={headingRef} tabIndex={-1}>
        {t('party.stepTitle')}
      </StepHeading>
      <Muted data-testid="guest-name">{guest.name}</Muted>
      <Muted>{t(partyHintId('phone'))}</Muted>
      <LazyPartyForm people={peopleOf(guest) ?? 1} party={guest.party} leadName={guest.name} save={save} />
      <QuietButton onPress={() => onBack(latest.current)} data-testid="phone-back">
        <ArrowLeftIcon />
        {say('phoneRsvp.confirm.back')}
      </QuietButton>
    </Wrapper>
  );
}

const Wrapper = styled.section`
  display: flex;
  flex-direction: column;
  gap: 14px;
  > button:last-child {
    align-self: flex-start;
  }
`;

const EditButton = styled(QuietButton)`
  align-self: flex-start;
`;
