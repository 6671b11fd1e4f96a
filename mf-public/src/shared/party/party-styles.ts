// The "who's coming" form's look: the site's fields (form-styles.ts) on native inputs, a card per person,
// tap targets of at least 44 px, one column on a phone.
import styled from 'styled-components';
import { controlStyles } from '../forms/form-styles';
import { colors, fonts, media, TAP_PX } from '../theme';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 14px;
  width: 100%;
  text-align: left;
  input:not([type='checkbox']),
  select {
    ${controlStyles}
  }
  input[type='checkbox'] {
    flex: none;
    width: 22px;
    height: 22px;
    margin: 0;
    accent-color: ${colors.teal};
  }
  input[type='checkbox']:focus-visible,
  summary:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  .check {
    display: flex;
    align-items: center;
    gap: 12px;
    min-height: ${TAP_PX}px;
    cursor: pointer;
  }
`;

/** One person: a card with its number as the legend. */
export const Person = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 10px;
  min-width: 0;
  margin: 0;
  padding: 12px 16px 14px;
  border: 1px solid ${colors.line};
  border-radius: 14px;
  background: ${colors.white};
  > legend {
    padding: 0 6px;
    font-weight: 700;
    color: ${colors.tealDark};
  }
`;

/** A label over its field, and the field's error under it. */
export const Row = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  > label {
    font-weight: 600;
  }
`;

export const ErrorText = styled.p`
  margin: 0;
  color: ${colors.danger};
  font-weight: 600;
`;

/** The dietary needs, folded until the guest opens them; two columns where there is room. */
export const Needs = styled.details`
  > summary {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: ${TAP_PX}px;
    font-weight: 600;
    cursor: pointer;
    list-style: none;
  }
  > summary::-webkit-details-marker {
    display: none;
  }
  /* the fold's own mark: display: flex takes the browser's away */
  > summary::before {
    content: '▸';
    color: ${colors.teal};
  }
  &[open] > summary::before {
    content: '▾';
  }
  > fieldset {
    display: grid;
    min-width: 0;
    margin: 0 0 8px;
    padding: 0;
    border: 0;
    grid-template-columns: 1fr 1fr;
    column-gap: 12px;
    ${media.xsmall} {
      grid-template-columns: 1fr;
    }
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 12px;
`;

export const SaveButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${TAP_PX + 12}px;
  padding: 0 28px;
  border: none;
  border-radius: 999px;
  background: ${colors.teal};
  color: ${colors.white};
  font: inherit;
  font-family: ${fonts.body};
  font-weight: 700;
  cursor: pointer;
  &[aria-disabled='true'] {
    opacity: 0.7;
    cursor: progress;
  }
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

export const Status = styled.p<{ $problem: boolean }>`
  margin: 0;
  font-weight: 600;
  color: ${(p) => (p.$problem ? colors.danger : colors.tealDark)};
`;

/** The party as given, read back. */
export const Echo = styled.p`
  margin: 0;
  padding: 8px 14px;
  border-radius: 12px;
  background: ${colors.sandSoft};
  font-weight: 600;
  overflow-wrap: anywhere;
`;
