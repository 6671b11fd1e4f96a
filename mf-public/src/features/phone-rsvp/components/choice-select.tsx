import type { Ref } from 'react';
import {
  Button,
  FieldError,
  type Key,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
  Text,
} from 'react-aria-components';
import styled from 'styled-components';
import { ChevronDownIcon } from '../../../app/layout/icons';
import { colors, TAP_PX } from '../../../app/theme';
import { controlStyles, fieldStyles } from './styles';

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
    >
      <Label>{label}</Label>
      <Trigger ref={triggerRef} data-testid={testId}>
        <SelectValue />
        <ChevronDownIcon />
      </Trigger>
      {description && <Text slot="description">{description}</Text>}
      <FieldError />
      <ChoicePopover>
        <Options>
          {choices.map((choice) => (
            <Option key={choice.id} id={choice.id} textValue={choice.label}>
              {choice.label}
            </Option>
          ))}
        </Options>
      </ChoicePopover>
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

const ChoicePopover = styled(Popover)`
  width: var(--trigger-width);
  max-height: 60vh;
  overflow: auto;
  border-radius: 14px;
  border: 1px solid ${colors.line};
  background: ${colors.shell};
  box-shadow: 0 18px 40px rgba(38, 50, 56, 0.18);
`;

const Options = styled(ListBox)`
  padding: 6px;
  outline: none;
`;

const Option = styled(ListBoxItem)`
  display: flex;
  align-items: center;
  min-height: ${TAP_PX + 4}px;
  padding: 8px 14px;
  border-radius: 10px;
  color: ${colors.ink};
  cursor: pointer;
  outline: none;
  &[data-focused],
  &[data-hovered] {
    background: ${colors.seaGlassSoft};
  }
  &[data-selected] {
    font-weight: 700;
    color: ${colors.tealDark};
  }
  &[data-focus-visible] {
    outline: 3px solid ${colors.focus};
    outline-offset: -3px;
  }
`;
