// The contact form's look (its fields take the site's form styles: shared/forms/form-styles.ts).
import { Button, Form, Select } from 'react-aria-components';
import styled from 'styled-components';
import { controlStyles, fieldStyles } from '../../../shared/forms/form-styles';
import { colors, fonts, media, TAP_PX } from '../../../shared/theme';

export const StyledForm = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

export const Required = styled.p`
  margin: 0;
  color: ${colors.inkSoft};
  font-size: 1rem;
`;

export const SubjectSelect = styled(Select)`
  ${fieldStyles}
  &[data-invalid] button {
    border-color: ${colors.danger};
  }
`;

export const Trigger = styled(Button)`
  ${controlStyles}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  text-align: left;
  cursor: pointer;
  [data-placeholder] {
    color: ${colors.inkSoft};
  }
  svg {
    flex: none;
    color: ${colors.tealDark};
  }
  &[data-focus-visible] {
    outline: 3px solid ${colors.focus};
    outline-offset: 1px;
  }
`;

export const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

export const Submit = styled(Button)`
  align-self: flex-start;
  min-height: ${TAP_PX + 12}px;
  min-width: 220px;
  padding: 0 30px;
  border: none;
  border-radius: 999px;
  background: ${colors.teal};
  color: ${colors.white};
  font: inherit;
  font-family: ${fonts.body};
  font-weight: 700;
  cursor: pointer;
  &[data-hovered] {
    background: ${colors.tealDark};
  }
  &[data-disabled] {
    opacity: 0.75;
    cursor: progress;
  }
  &[data-focus-visible] {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  ${media.small} {
    align-self: stretch;
  }
`;
