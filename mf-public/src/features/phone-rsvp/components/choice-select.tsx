import type { Ref } from 'react';
import { Button, FieldError, type Key, Label, Select, SelectValue, Text } from 'react-aria-components';
import styled from 'styled-components';
import {
  controlStyles,
  fieldStyles,
  ListOption,
  ListOptions,
  ListPopover,
} from '../../../shared/forms/form-styles';
import { ChevronDownIcon } from '../../../shared/layout/icons';
import { colors } from '../../../shared/theme';

export interface Choice {
  id: string;
  label: string;
}

export interface ChoiceSelectProps {
  label: string;
  description?: string;
  choices: readonly Choice[];
  value: string;
  onChange: (id: string) => void;
  isDisabled?: boolean;
  /** Shown under the field, which is then marked invalid. */
  errorMessage?: string;
  triggerRef?: Ref<HTMLButtonElement>;
  testId?: string;
}

/** A labelled drop-down (react-aria Select: keyboard, screen readers, type-ahead, large options). */
export function ChoiceSelect({
  label,
  description,
  choices,
  value,
  onChange,
  isDisabled,
  errorMessage,
  triggerRef,
  testId,
}: ChoiceSelectProps) {
  return (
    <StyledSelect
      value={value}
      onChange={(key: Key | Key[] | null) => {
        if (key !== null && !Array.isArray(key)) onChange(String(key));
      }}
      isDisabled={isDisabled}
      isInvalid={Boolean(errorMessage)}
    >
      <Label>{label}</Label>
      <Trigger ref={triggerRef} data-testid={testId}>
        <SelectValue />
        <ChevronDownIcon />
      </Trigger>
      {description && <Text slot="description">{description}</Text>}
      <FieldError>{errorMessage}</FieldError>
      <ListPopover>
        <ListOptions>
          {choices.map((choice) => (
            <ListOption key={choice.id} id={choice.id} textValue={choice.label}>
              {choice.label}
            </ListOption>
          ))}
        </ListOptions>
      </ListPopover>
    </StyledSelect>
  );
}

const StyledSelect = styled(Select)`
  ${fieldStyles}
`;

const Trigger = styled(Button)`
  ${controlStyles}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  text-align: left;
  cursor: pointer;
  svg {
    flex: none;
    color: ${colors.tealDark};
  }
  &[data-focus-visible] {
    outline: 3px solid ${colors.focus};
    outline-offset: 1px;
  }
  &[data-disabled] {
    opacity: 0.7;
    cursor: default;
  }
`;
