import { type MealsFact, weddingFacts } from '@wedding/shared-contracts';
import { useId } from 'react';
import styled from 'styled-components';
import { useT } from '../../../shared/i18n/use-t';
import { LazyPartyForm } from '../../../shared/party/lazy-party';
import type { PartyMessageId } from '../../../shared/party/messages';
import { colors } from '../../../shared/theme';
import { useRsvpParty } from '../api/email-rsvp-api';
import type { EmailRsvpMessageId } from '../messages';

/** The hint speaks of what each person will eat only when the hosts ask for a dish (as shared/party/party-hint.ts). */
export const emailPartyHintId = (meals: MealsFact = weddingFacts.meals): EmailRsvpMessageId =>
  meals.asked ? 'emailRsvp.party.hint' : 'emailRsvp.party.hintNoMeals';

interface EmailRsvpPartyProps {
  /** The address the answer was sent with: the party is saved on its answer. */
  email: string;
  /** The name given: the first person's, until the guest changes it. */
  name: string;
  /** The people confirmed: one card each. */
  people: number;
}

/**
 * Who is coming, by name, right after a yes by e-mail: optional, one card per person, saved through PUT
 * /api/rsvp/party and read back once saved. The form and its rules (zod, the menu's checks) load only now,
 * never with the page (shared/party/lazy-party.tsx). Nothing is prefilled but the name given: the e-mail
 * lookup never echoes a party (anyone who knows an address may ask it, and dietary needs are health data).
 */
export function EmailRsvpParty({ email, name, people }: EmailRsvpPartyProps) {
  const t = useT<PartyMessageId>();
  const say = useT<EmailRsvpMessageId>();
  const titleId = useId();
  const save = useRsvpParty(email);
  return (
    <Section aria-labelledby={titleId} data-testid="email-rsvp-party">
      <h3 id={titleId}>{t('party.title')}</h3>
      <Hint>{say(emailPartyHintId())}</Hint>
      <LazyPartyForm people={people} party={[]} leadName={name} save={save} />
    </Section>
  );
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  width: 100%;
  margin-top: 20px;
  padding-top: 16px;
  border-top: 1px solid ${colors.line};
  text-align: start;
  > h3 {
    margin: 0;
    font-size: 1.375rem;
  }
`;

const Hint = styled.p`
  margin: 0;
  color: ${colors.inkSoft};
`;
