// The e-mail RSVP form's look (its fields take the site's form styles: shared/forms/form-styles.ts).
import { Button, Form, Radio, RadioGroup } from 'react-aria-components';
import styled from 'styled-components';
import { fieldStyles, radioCardStyles } from '../../../shared/forms/form-styles';
import { colors, fonts, media, TAP_PX } from '../../../shared/theme';

export const StyledForm = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

export const Optional = styled.span`
  color: ${colors.inkSoft};
  font-weight: 400;
`;

export const Choice = styled(RadioGroup)`
  ${fieldStyles}
`;

export const Option = styled(Radio)`
  position: relative;
  min-height: ${TAP_PX + 12}px;
  font-weight: 600;
  ${radioCardStyles}
  &[data-invalid] {
    border-color: ${colors.danger};
  }
`;

export const Notice = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-radius: 12px;
  border-left: 5px solid ${colors.gold};
  background: ${colors.sandDeep};
  color: ${colors.ink};
`;

const pill = `
  min-height: ${TAP_PX + 12}px;
  padding: 0 30px;
  border-radius: 999px;
  font: inherit;
  font-family: ${fonts.body};
  font-weight: 700;
  cursor: pointer;
  &[data-focus-visible] {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

export const Submit = styled(Button)`
  ${pill}
  align-self: flex-start;
  min-width: 240px;
  border: none;
  background: ${colors.teal};
  color: ${colors.white};
  &[data-hovered] {
    background: ${colors.tealDark};
  }
  &[data-disabled] {
    opacity: 0.75;
    cursor: progress;
  }
  ${media.small} {
    align-self: stretch;
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

export const Result = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
  h2 {
    margin: 0;
    font-size: clamp(1.75rem, 6vw, 2.25rem);
    &:focus {
      outline: none;
    }
  }
  p {
    margin: 0;
    font-size: 1.125rem;
  }
`;
