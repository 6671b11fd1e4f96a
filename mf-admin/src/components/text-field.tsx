import type { Ref } from 'react';
import { TextField as AriaTextField } from 'react-aria-components';
import styled from 'styled-components';
import { useT } from '../lib/i18n/use-t';
import { FieldDescription, FieldErrorText, FieldInput, FieldLabel } from './form-field-styles';

const Field = styled(AriaTextField)`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export interface TextFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  type?: 'text' | 'password' | 'tel' | 'email';
  name?: string;
  placeholder?: string;
  description?: string;
  /** Shown under the field, which is then marked invalid. */
  errorMessage?: string;
  isDisabled?: boolean;
  isRequired?: boolean;
  autoComplete?: string;
  autoFocus?: boolean;
  inputMode?: 'text' | 'tel' | 'numeric' | 'email';
  /** The input, e.g. for a form to focus it. */
  fieldRef?: Ref<HTMLInputElement>;
}

/** A labelled text input (react-aria-components TextField); errors come from the form's own validation. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  inputMode,
  fieldRef,
  ...props
}: TextFieldProps) {
  const t = useT();
  return (
    <Field {...props} isInvalid={Boolean(errorMessage)} validationBehavior="aria">
      <FieldLabel>{label}</FieldLabel>
      <FieldInput ref={fieldRef} placeholder={placeholder} inputMode={inputMode} />
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage ? t.known(errorMessage) : null}</FieldErrorText>
    </Field>
  );
}
