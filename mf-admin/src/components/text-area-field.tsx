import type { Ref } from 'react';
import { TextField as AriaTextField, TextArea } from 'react-aria-components';
import styled from 'styled-components';
import { useT } from '../lib/i18n/use-t';
import { FieldDescription, FieldErrorText, FieldLabel, inputStyle } from './form-field-styles';

const Field = styled(AriaTextField)`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

const Area = styled(TextArea)`
  ${inputStyle}
  min-height: 5.5rem;
  resize: vertical;
  line-height: 1.45;
`;

export interface TextAreaFieldProps {
  label: string;
  value: string;
  onChange(value: string): void;
  name?: string;
  placeholder?: string;
  description?: string;
  /** Shown under the field, which is then marked invalid. */
  errorMessage?: string;
  isDisabled?: boolean;
  /** Visible lines before it grows a scroll bar (it can be resized). */
  rows?: number;
  maxLength?: number;
  /** The text area, e.g. for a form to focus it. */
  fieldRef?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line text input (react-aria-components TextField + TextArea), e.g. for notes. */
export function TextAreaField({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 3,
  fieldRef,
  ...props
}: TextAreaFieldProps) {
  const t = useT();
  return (
    <Field {...props} isInvalid={Boolean(errorMessage)} validationBehavior="aria">
      <FieldLabel>{label}</FieldLabel>
      <Area ref={fieldRef} placeholder={placeholder} rows={rows} />
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage ? t.known(errorMessage) : null}</FieldErrorText>
    </Field>
  );
}
