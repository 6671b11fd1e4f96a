import styled from 'styled-components';
import { colors, TAP_PX } from './theme';

/** Fields of a form, one under the other. */
export const FormStack = styled.form`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

/** Two fields side by side from 640 px up. */
export const FieldRow = styled.div`
  display: grid;
  gap: 1rem;
  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
  }
`;

/** A quiet text link under a form (e.g. Return to website). */
export const FormFooter = styled.div`
  margin-top: 1.25rem;
  text-align: center;
  font-size: 0.95rem;
  a {
    display: inline-flex;
    align-items: center;
    min-height: ${TAP_PX}px;
    padding: 0 0.5rem;
    color: ${colors.primary};
    font-weight: 600;
  }
`;
