// The user dialog's role choice: one card per role, its name as it always reads and, in a line under it, what
// the role may do (ROLE_DESCRIPTIONS), so whoever creates an account knows what they
// hand out. A radio group rather than a list that opens: the three explanations are read side by side.
import type { AdminRole } from '@wedding/shared-contracts';
import { type Ref, useId } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import styled from 'styled-components';
import { FieldErrorText, FieldLabel } from '../../../components/form-field-styles';
import { colors, focusRing, radii, TAP_PX } from '../../../components/theme';
import { useT } from '../../../lib/i18n/use-t';
import { ROLE_LABELS } from '../../../lib/role-labels';
import { ROLE_DESCRIPTIONS, ROLE_OPTIONS } from './role-options';

const Group = styled(RadioGroup)`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Cards = styled.div`
  display: grid;
  gap: 0.5rem;
`;

const Card = styled(Radio)`
  display: flex;
  flex-direction: column;
  gap: 0.15rem;
  min-height: ${TAP_PX}px;
  padding: 0.6rem 0.8rem;
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.md};
  background: ${colors.surface};
  cursor: pointer;
  &[data-selected] {
    border-color: ${colors.primary};
    background: ${colors.primarySoft};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

const Name = styled.span`
  font-weight: 600;
  color: ${colors.text};
  [data-selected] > & {
    color: ${colors.primary};
  }
`;

const Explanation = styled.span`
  font-size: 0.85rem;
  color: ${colors.textMuted};
`;

export interface RolePickerProps {
  value: AdminRole;
  onChange(value: AdminRole): void;
  errorMessage?: string;
  isDisabled?: boolean;
  /** The chosen role's input, for the form to focus. */
  fieldRef?: Ref<HTMLInputElement>;
}

export function RolePicker({ value, onChange, errorMessage, isDisabled, fieldRef }: RolePickerProps) {
  const t = useT();
  const id = useId();
  return (
    <Group
      value={value}
      onChange={(next) => onChange(next as AdminRole)}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
    >
      <FieldLabel>{t('Role')}</FieldLabel>
      <Cards>
        {ROLE_OPTIONS.map(({ id: role }) => (
          <Card
            key={role}
            value={role}
            aria-label={t(ROLE_LABELS[role])}
            aria-describedby={`${id}-${role}`}
            inputRef={role === value ? fieldRef : undefined}
          >
            <Name>{t(ROLE_LABELS[role])}</Name>
            <Explanation id={`${id}-${role}`}>{t(ROLE_DESCRIPTIONS[role])}</Explanation>
          </Card>
        ))}
      </Cards>
      <FieldErrorText>{errorMessage ? t.known(errorMessage) : null}</FieldErrorText>
    </Group>
  );
}
