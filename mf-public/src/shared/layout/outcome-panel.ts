import styled from 'styled-components';
import { colors } from '../theme';

/** What a form leaves in its place (a thank-you, a notice that answers are closed): heading, words, a way on. */
export const OutcomePanel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 14px;
  h2 {
    margin: 0;
    font-size: clamp(1.75rem, 6vw, 2.25rem);
    overflow-wrap: anywhere;
    &:focus {
      outline: none;
    }
  }
  p {
    margin: 0;
    color: ${colors.inkSoft};
    overflow-wrap: anywhere;
  }
`;
