import type { PartyMember } from '@wedding/shared-contracts';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { useT } from '../../../shared/i18n/use-t';
import type { PartyMessageId } from '../../../shared/party/messages';
import { colors, TAP_PX } from '../../../shared/theme';

/** The people kept by default: the first ones, as the service keeps them (partyWithin). */
const firstOnes = (count: number) => Array.from({ length: count }, (_, index) => index);

/**
 * A guest who named more people than the count now chosen says who is still coming: the first ones unless
 * the guest ticks others. `kept` is the party to store after the confirmation, none when nothing is asked.
 */
export function usePartyDrop(party: readonly PartyMember[], people: number) {
  const asking = party.length > people;
  const [chosen, setChosen] = useState(() => firstOnes(people));
  const [tried, setTried] = useState(false);
  // a new count starts from its first ones again
  useEffect(() => {
    setChosen(firstOnes(people));
    setTried(false);
  }, [people]);
  // as the service holds a party: one to `people` people, the first of them never a child
  const fits = chosen.length >= 1 && chosen.length <= people && !party[chosen[0] as number]?.child;
  const toggle = (index: number, on: boolean) =>
    setChosen((all) => (on ? [...all, index].sort((a, b) => a - b) : all.filter((each) => each !== index)));
  return {
    asking,
    chosen,
    toggle,
    problem: asking && tried && !fits,
    leadIsChild: Boolean(party[chosen[0] as number]?.child),
    kept: asking ? chosen.map((index) => party[index] as PartyMember) : undefined,
    /** Whether the confirmation can go on; if not, the problem is shown. */
    ready: () => {
      setTried(true);
      return !asking || fits;
    },
  };
}

type PartyDropState = ReturnType<typeof usePartyDrop>;

/** "Who is still coming?": one check box per person named, the first ones ticked. */
export function PartyDrop({
  party,
  people,
  drop,
}: {
  party: readonly PartyMember[];
  people: number;
  drop: PartyDropState;
}) {
  const t = useT<PartyMessageId>();
  const errorId = useId();
  if (!drop.asking) return null;
  return (
    <Fieldset
      data-testid="party-drop"
      aria-describedby={drop.problem ? errorId : undefined}
      aria-invalid={drop.problem || undefined}
    >
      <legend>{t('party.dropTitle', { count: people })}</legend>
      {party.map((member, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a person is their place in the party (two may share a name)
        <label key={index}>
          <input
            type="checkbox"
            checked={drop.chosen.includes(index)}
            onChange={(event) => drop.toggle(index, event.target.checked)}
          />
          {member.name}
        </label>
      ))}
      {drop.problem && (
        <Problem id={errorId} role="alert">
          {t(drop.leadIsChild ? 'party.dropLeadChild' : 'party.dropProblem', { count: people })}
        </Problem>
      )}
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 12px 16px;
  border: 1px solid ${colors.line};
  border-radius: 14px;
  /* a long question: inside the frame, not on its border */
  > legend {
    float: left;
    width: 100%;
    margin-bottom: 4px;
    padding: 0;
    font-weight: 700;
  }
  > legend + * {
    clear: both;
  }
  > label {
    display: flex;
    align-items: center;
    gap: 12px;
    min-height: ${TAP_PX}px;
    cursor: pointer;
  }
  input {
    width: 22px;
    height: 22px;
    margin: 0;
    accent-color: ${colors.teal};
  }
`;

const Problem = styled.p`
  margin: 4px 0 0;
  color: ${colors.danger};
  font-weight: 600;
`;
