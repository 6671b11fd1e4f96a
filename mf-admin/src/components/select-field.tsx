import type { Ref } from 'react';
import {
  Select as AriaSelect,
  Button,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  SelectValue,
} from 'react-aria-components';
import styled from 'styled-components';
import { useT } from '../lib/i18n/use-t';
import { FieldErrorText, FieldLabel, inputStyle } from './form-field-styles';
import { colors, focusRing, radii, shadows } from './theme';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  > .select {
    display: flex;
    flex-direction: column;
  }
`;

const Trigger = styled(Button)`
  ${inputStyle}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem;
  text-align: left;
  cursor: pointer;
  &[data-pressed] {
    border-color: ${colors.primary};
  }
`;

const Chevron = styled.span`
  flex: none;
  width: 0.55rem;
  height: 0.55rem;
  margin-top: -0.25rem;
  border-right: 2px solid ${colors.textMuted};
  border-bottom: 2px solid ${colors.textMuted};
  transform: rotate(45deg);
`;

const Menu = styled(Popover)`
  min-width: var(--trigger-width);
  padding: 0.3rem;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  box-shadow: ${shadows.popover};
  outline: none;
`;

const Options = styled(ListBox)`
  outline: none;
  max-height: 18rem;
  overflow: auto;
`;

const Option = styled(ListBoxItem)`
  display: flex;
  align-items: center;
  min-height: 40px;
  padding: 0.45rem 0.7rem;
  border-radius: ${radii.sm};
  color: ${colors.text};
  cursor: pointer;
  outline: none;
  &[data-focused] {
    background: ${colors.primarySoft};
  }
  &[data-focus-visible] {
    ${focusRing}
    outline-offset: -2px;
  }
  &[data-selected] {
    font-weight: 700;
    color: ${colors.primary};
  }
`;

export interface SelectOption<K extends string> {
  id: K;
  /** Shown through `t.known`: a `msg()` constant in the admin's language, data (a group's name) as it is. */
  label: string;
}

export interface SelectFieldProps<K extends string> {
  label: string;
  options: readonly SelectOption<K>[];
  value: K;
  onChange(value: K): void;
  errorMessage?: string;
  isDisabled?: boolean;
  /** Hide the label visually (it still names the field). */
  hideLabel?: boolean;
  /** The button that opens the list, e.g. for a form to focus it. */
  fieldRef?: Ref<HTMLButtonElement>;
}

/** A labelled single-choice list (react-aria-components Select). */
export function SelectField<K extends string>({
  label,
  options,
  value,
  onChange,
  errorMessage,
  isDisabled,
  hideLabel,
  fieldRef,
}: SelectFieldProps<K>) {
  const t = useT();
  return (
    <Field>
      <AriaSelect<SelectOption<K>, 'single'>
        className="select"
        value={value}
        onChange={(key: Key | null) => {
          if (key !== null) onChange(String(key) as K);
        }}
        isDisabled={isDisabled}
        isInvalid={Boolean(errorMessage)}
        aria-label={hideLabel ? label : undefined}
      >
        {hideLabel ? null : <FieldLabel>{label}</FieldLabel>}
        <Trigger ref={fieldRef}>
          <SelectValue />
          <Chevron aria-hidden="true" />
        </Trigger>
        <FieldErrorText>{errorMessage ? t.known(errorMessage) : null}</FieldErrorText>
        <Menu>
          <Options>
            {options.map((option) => (
              <Option key={option.id} id={option.id}>
                {t.known(option.label)}
              </Option>
            ))}
          </Options>
        </Menu>
      </AriaSelect>
    </Field>
  );
}
