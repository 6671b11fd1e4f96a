import styled from 'styled-components';
import { colors, radii, shadows } from './theme';

/** A white panel with a soft border and shadow. */
export const Card = styled.section`
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.lg};
  box-shadow: ${shadows.card};
  padding: 1.25rem;
`;

export const CardTitle = styled.h2`
  margin: 0 0 0.25rem;
  font-size: 1.05rem;
  line-height: 1.3;
`;

export const CardText = styled.p`
  margin: 0;
  color: ${colors.textMuted};
`;
