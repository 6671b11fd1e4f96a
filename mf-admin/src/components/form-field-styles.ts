import { FieldError, Input, Label, Text } from 'react-aria-components';
import styled from 'styled-components';
import { colors, focusRing, radii, TAP_PX } from './theme';

export const FieldLabel = styled(Label)`
  display: block;
  margin-bottom: 0.35rem;
  font-size: 0.9rem;
  font-weight: 600;
  color: ${colors.text};
`;

export const inputStyle = `
  width: 100%;
  min-height: ${TAP_PX}px;
  padding: 0.55rem 0.75rem;
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.text};
  font: inherit;
  font-size: 1rem;
  &::placeholder {
    color: ${colors.placeholder};
  }
  &[data-focused] {
    border-color: ${colors.primary};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-invalid] {
    border-color: ${colors.danger};
  }
  &[data-disabled] {
    background: ${colors.surfaceMuted};
    color: ${colors.textMuted};
    cursor: not-allowed;
  }
`;

export const FieldInput = styled(Input)`
  ${inputStyle}
`;

export const FieldDescription = styled(Text).attrs({ slot: 'description' })`
  display: block;
  margin-top: 0.3rem;
  font-size: 0.85rem;
  color: ${colors.textMuted};
`;

export const FieldErrorText = styled(FieldError)`
  display: block;
  margin-top: 0.3rem;
  font-size: 0.875rem;
  font-weight: 500;
  color: ${colors.danger};
`;
