// Look of the phone RSVP page around its steps: the intro, the card and the step count (the steps' own
// look is styles.ts).
import styled from 'styled-components';
import { colors, media } from '../../../shared/theme';

export const Page = styled.section<{ $compact: boolean }>`
  max-width: 720px;
  margin: 0 auto;
  padding: ${(p) => (p.$compact ? '28px 20px 48px' : '56px 24px 80px')};
  ${media.narrow} {
    padding: ${(p) => (p.$compact ? '16px 12px 32px' : '8px 14px 48px')};
  }
`;

export const Intro = styled.header`
  margin-bottom: 24px;
  text-align: center;
  h1 {
    margin: 0 0 8px;
    font-size: clamp(2.25rem, 7vw, 3.25rem);
  }
  p {
    margin: 0;
    color: ${colors.inkSoft};
  }
  /* on a phone the number field and Buscar fit in the first screen, above the bottom bar */
  ${media.small} {
    margin-bottom: 10px;
    h1 {
      margin-bottom: 4px;
      font-size: 1.9rem;
    }
    p {
      font-size: 0.9375rem;
      line-height: 1.4;
    }
  }
`;

export const Kicker = styled.div`
  margin-bottom: 6px;
  color: ${colors.goldText};
  font-size: 0.9rem;
  font-weight: 700;
  letter-spacing: 0.22em;
  text-transform: uppercase;
  ${media.small} {
    margin-bottom: 0;
    line-height: 1.3;
  }
`;

export const Card = styled.div`
  padding: 32px;
  border-radius: 24px;
  background: ${colors.shell};
  border: 1px solid ${colors.line};
  box-shadow: 0 20px 50px rgba(38, 50, 56, 0.08);
  ${media.small} {
    padding: 16px 14px;
  }
`;

export const Progress = styled.div`
  display: flex;
  gap: 6px;
  margin-bottom: 8px;
`;

export const Dot = styled.span<{ $active: boolean }>`
  flex: 1;
  height: 6px;
  border-radius: 3px;
  background: ${(p) => (p.$active ? colors.teal : colors.line)};
`;

export const StepCount = styled.p`
  margin: 0 0 16px;
  color: ${colors.inkSoft};
  font-size: 0.9375rem;
  font-weight: 600;
  ${media.small} {
    margin-bottom: 6px;
  }
`;
