import type { PartyMember } from '@wedding/shared-contracts';
import { useId } from 'react';
import styled from 'styled-components';
import { useT } from '../i18n/use-t';
import { colors, TAP_PX } from '../theme';
import type { PartyMessageId } from './messages';
import type { PartyDropState } from './use-party-drop';

export interface PartyDropProps {
  party: readonly PartyMember[];
  people: number;
  drop: PartyDropState;
  /** While the answer (and the people chosen) are being stored. */
  isDisabled?: boolean;
}

/** "Who is still coming?": one check box per person named, the first ones ticked. */
export function PartyDrop({ party, people, drop, isDisabled = false }: PartyDropProps) {
  const t = useT<PartyMessageId>();
  const errorId = useId();
  if (!drop.asking) return null;
  return (
    <Fieldset
      data-testid="party-drop"
      disabled={isDisabled}
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
