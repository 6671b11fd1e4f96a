// Look of the phone RSVP steps: the site's cards, fields and pill buttons (see contact-form.tsx), with
// large text and tap targets for guests on phones.
import { Button } from 'react-aria-components';
import styled from 'styled-components';
import { colors, fonts, media, TAP_PX } from '../../../shared/theme';

export const StepHeading = styled.h2`
  margin: 0 0 8px;
  font-size: clamp(1.75rem, 6vw, 2.25rem);
  ${media.small} {
    margin-bottom: 4px;
    font-size: 1.6rem;
  }
  line-height: 1.2;
  overflow-wrap: anywhere;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 4px;
  }
`;

export const Muted = styled.p`
  margin: 0;
  color: ${colors.inkSoft};
`;

const pill = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 10px;
  min-height: ${TAP_PX + 12}px;
  padding: 0 28px;
  border-radius: 999px;
  font: inherit;
  font-family: ${fonts.body};
  font-weight: 700;
  text-align: center;
  cursor: pointer;
  &[data-disabled] {
    opacity: 0.7;
    cursor: progress;
  }
  &[data-focus-visible] {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  svg {
    flex: none;
  }
`;

export const PrimaryButton = styled(Button)`
  ${pill}
  border: none;
  background: ${colors.teal};
  color: ${colors.white};
  &[data-hovered] {
    background: ${colors.tealDark};
  }
`;

export const SecondaryButton = styled(Button)`
  ${pill}
  border: 2px solid ${colors.teal};
  background: ${colors.white};
  color: ${colors.tealDark};
  &[data-hovered] {
    background: ${colors.seaGlassSoft};
  }
`;

export const QuietButton = styled(Button)`
  ${pill}
  padding: 0 16px;
  border: none;
  background: transparent;
  color: ${colors.tealDark};
  text-decoration: underline;
  text-underline-offset: 4px;
  &[data-hovered] {
    background: ${colors.seaGlassSoft};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  ${media.small} {
    flex-direction: column;
    align-items: stretch;
  }
`;
