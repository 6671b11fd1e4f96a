// The site's form look, shared by every form (contact, RSVPs): large tap targets, a clear focus ring,
// bold labels and errors. react-aria components style their parts through these classes and states.
import { ListBox, ListBoxItem, NumberField, Popover, TextField } from 'react-aria-components';
import styled from 'styled-components';
import { colors, media, TAP_PX } from '../theme';

/** A field's frame: its label, description and error under one another. */
export const fieldStyles = `
  display: flex;
  flex-direction: column;
  gap: 6px;
  > .react-aria-Label {
    font-weight: 600;
  }
  [slot='description'] {
    color: ${colors.inkSoft};
    font-size: 0.9375rem;
  }
  .react-aria-FieldError {
    color: ${colors.danger};
    font-weight: 600;
    font-size: 1rem;
  }
`;

/** A radio drawn as a card with its own round mark (the RSVP forms' "will you attend?" choices). */
export const radioCardStyles = `
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 16px;
  border: 1.5px solid #8a9a9f;
  border-radius: 14px;
  background: ${colors.white};
  cursor: pointer;
  &::before {
    content: '';
    flex: none;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    border: 2px solid ${colors.inkSoft};
    background: ${colors.white};
    box-sizing: border-box;
  }
  &[data-selected] {
    border-color: ${colors.teal};
    background: ${colors.seaGlassSoft};
    color: ${colors.tealDark};
  }
  &[data-selected]::before {
    border: 7px solid ${colors.teal};
  }
  &[data-focus-visible] {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

/** The radio cards side by side, one under another on the narrowest phones. */
export const RadioCards = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 10px;
  ${media.xsmall} {
    grid-template-columns: 1fr;
  }
`;

/** An input, text area or select button. */
export const controlStyles = `
  width: 100%;
  min-height: ${TAP_PX + 8}px;
  padding: 10px 14px;
  border: 1.5px solid #8a9a9f;
  border-radius: 12px;
  background: ${colors.white};
  color: ${colors.ink};
  font: inherit;
  &[data-focused],
  &:focus {
    outline: 3px solid ${colors.focus};
    outline-offset: 1px;
    border-color: ${colors.teal};
  }
  &[data-invalid] {
    border-color: ${colors.danger};
  }
`;

/** The open list of a select. */
export const ListPopover = styled(Popover)`
  width: var(--trigger-width);
  max-height: 60vh;
  overflow: auto;
  border-radius: 14px;
  border: 1px solid ${colors.line};
  background: ${colors.shell};
  box-shadow: 0 18px 40px rgba(38, 50, 56, 0.18);
`;

export const ListOptions = styled(ListBox)`
  padding: 6px;
  outline: none;
`;

export const ListOption = styled(ListBoxItem)`
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

/** A text field or text area with its label, description and error (the RSVP forms). */
export const FormTextField = styled(TextField)`
  ${fieldStyles}
  input,
  textarea {
    ${controlStyles}
  }
  textarea {
    resize: vertical;
    line-height: 1.5;
  }
`;

/** A number of people: a large centred number between − and + buttons (the RSVP forms). */
export const CountField = styled(NumberField)`
  ${fieldStyles}
  [role='group'] {
    display: flex;
    align-items: stretch;
    gap: 8px;
    max-width: 260px;
  }
  input {
    ${controlStyles}
    text-align: center;
    font-size: 1.25rem;
    font-weight: 700;
  }
  button {
    flex: none;
    width: ${TAP_PX + 8}px;
    min-height: ${TAP_PX + 8}px;
    border: 2px solid ${colors.teal};
    border-radius: 12px;
    background: ${colors.white};
    color: ${colors.tealDark};
    font-size: 1.5rem;
    font-weight: 700;
    cursor: pointer;
    &[data-hovered] {
      background: ${colors.seaGlassSoft};
    }
    &[data-disabled] {
      border-color: ${colors.line};
      color: ${colors.inkSoft};
      cursor: default;
    }
    &[data-focus-visible] {
      outline: 3px solid ${colors.focus};
      outline-offset: 2px;
    }
  }
`;
