/**
 * "Who's coming" in the guest dialogs: the people a confirmed guest named, each editable, up to the people
 * the dialog confirms (party-person.tsx), sent with the dialog's save (party-values.ts). Nothing for a guest
 * the dialog does not confirm: the service clears the party of a decline.
 */
import { useId } from 'react';
import styled from 'styled-components';
import type { BoundField } from '../../lib/admin-form';
import { useT } from '../../lib/i18n/use-t';
import { Button } from '../button';
import { colors } from '../theme';
import { PartyPerson } from './party-person';
import { emptyRow, type PartyRow } from './party-values';

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 0.7rem;
  min-width: 0;
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  > p {
    margin: 0;
    color: ${colors.textMuted};
    font-size: 0.85rem;
  }
  > [role='alert'] {
    color: ${colors.danger};
  }
`;

export interface PartyEditorProps extends BoundField<PartyRow[]> {
  /** The people the dialog confirms (0: not confirmed). */
  confirmed: number;
  isDisabled: boolean;
}

export function PartyEditor({ value, onChange, errorMessage, confirmed, isDisabled }: PartyEditorProps) {
  const t = useT();
  const headingId = useId();
  if (confirmed === 0) return null;
  const rows = value.slice(0, confirmed);
  const replace = (index: number, row: PartyRow) =>
    onChange(rows.map((old, at) => (at === index ? row : old)));
  return (
    <Section aria-labelledby={headingId}>
      <h3 id={headingId}>{t("Who's coming")}</h3>
      <p>{t('{named} of {confirmed} named', { named: rows.length, confirmed })}</p>
      {rows.map((row, index) => (
        <PartyPerson
          key={row.key}
          row={row}
          index={index}
          onChange={(next) => replace(index, next)}
          onRemove={() => onChange(rows.filter((_, at) => at !== index))}
          isDisabled={isDisabled}
        />
      ))}
      {errorMessage ? <p role="alert">{t.known(errorMessage)}</p> : null}
      <Button
        onPress={() => onChange([...rows, emptyRow()])}
        isDisabled={isDisabled || rows.length >= confirmed}
      >
        {t('Add a person')}
      </Button>
    </Section>
  );
}
