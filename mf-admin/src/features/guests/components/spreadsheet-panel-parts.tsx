import styled from 'styled-components';
import { Card } from '../../../components/card';
import { colors, radii } from '../../../components/theme';

/** The parts both spreadsheet panels are drawn with. */
export const Panel = styled(Card)<{ $danger?: boolean }>`
  min-width: 0;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  border-top: 3px solid ${({ $danger }) => ($danger ? colors.danger : colors.primary)};
  p {
    font-size: 0.9rem;
  }
  code {
    font-size: 0.85em;
  }
`;

export const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.6rem;
  margin-top: auto;
`;

export const Kept = styled.p`
  margin: 0;
  padding: 0.5rem 0.75rem;
  border-radius: ${radii.md};
  background: ${colors.successSoft};
  color: ${colors.success};
  font-weight: 600;
`;

/** A panel's buttons side by side (Preview, Import), wrapping under the file on a phone. */
export const ControlButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;
