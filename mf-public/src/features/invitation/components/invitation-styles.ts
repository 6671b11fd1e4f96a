// The invitation page's look: a card under the couple's photo, the answer's two large choices.
import { Button, Form, Radio, RadioGroup } from 'react-aria-components';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { radioCardStyles } from '../../../shared/forms/form-styles';
import { colors, fonts, media, TAP_PX } from '../../../shared/theme';

export const Page = styled.section`
  display: flex;
  flex-direction: column;
  gap: 24px;
  max-width: 720px;
  margin: 0 auto;
  padding: 56px 24px 80px;
  ${media.narrow} {
    gap: 16px;
    padding: 24px 14px 48px;
  }
`;

export const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 14px;
  padding: 32px;
  border-radius: 24px;
  background: ${colors.shell};
  border: 1px solid ${colors.line};
  border-top: 6px solid ${colors.gold};
  box-shadow: 0 20px 50px rgba(38, 50, 56, 0.08);
  h1 {
    margin: 0;
    font-size: clamp(2rem, 7vw, 3rem);
    line-height: 1.15;
    overflow-wrap: anywhere;
  }
  h2 {
    margin: 0;
    font-size: clamp(1.75rem, 6vw, 2.25rem);
    &:focus {
      outline: none;
    }
  }
  p {
    margin: 0;
    color: ${colors.inkSoft};
  }
  ${media.small} {
    padding: 22px 16px;
  }
`;

export const Kicker = styled.div`
  color: ${colors.goldText};
  font-size: 0.9rem;
  font-weight: 700;
  letter-spacing: 0.22em;
  text-transform: uppercase;
`;

export const Loading = styled.p`
  min-height: 30vh;
  display: grid;
  place-items: center;
  margin: 0;
  color: ${colors.inkSoft};
`;

export const Answer = styled(RadioGroup)`
  display: flex;
  flex-direction: column;
  gap: 10px;
  width: 100%;
  margin-top: 6px;
  > .react-aria-Label {
    font-family: ${fonts.display};
    font-size: 1.5rem;
    font-weight: 500;
    color: ${colors.ink};
  }
`;

export const Option = styled(Radio)`
  min-height: ${TAP_PX + 16}px;
  font-weight: 700;
  font-size: 1.0625rem;
  ${radioCardStyles}
  &[data-disabled] {
    opacity: 0.7;
    cursor: progress;
  }
`;

export const AnswerForm = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: 20px;
  width: 100%;
  margin-top: 6px;
`;

export const Optional = styled.span`
  color: ${colors.inkSoft};
  font-weight: 400;
`;

export const Current = styled.p`
  && {
    color: ${colors.tealDark};
    font-weight: 700;
  }
`;

export const Echo = styled.p`
  && {
    margin-top: -12px;
    color: ${colors.inkSoft};
  }
`;

export const Thanks = styled.section`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 12px;
  width: 100%;
  text-align: center;
  h2 {
    margin: 0;
    font-size: 1.75rem;
  }
  h2:focus {
    outline: none;
  }
  p {
    margin: 0;
  }
`;

const pill = `
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: ${TAP_PX + 12}px;
  padding: 0 30px;
  border-radius: 999px;
  font: inherit;
  font-family: ${fonts.body};
  font-weight: 700;
  text-decoration: none;
  cursor: pointer;
  &[data-focus-visible],
  &:focus-visible {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  ${media.small} {
    align-self: stretch;
  }
`;

export const PrimaryButton = styled(Button)`
  ${pill}
  min-width: 220px;
  border: none;
  background: ${colors.teal};
  color: ${colors.white};
  &[data-hovered] {
    background: ${colors.tealDark};
  }
  &[data-disabled] {
    opacity: 0.6;
    cursor: not-allowed;
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

export const HomeLink = styled(Link)`
  ${pill}
  border: none;
  background: ${colors.teal};
  color: ${colors.white};
  &:hover {
    background: ${colors.tealDark};
    color: ${colors.white};
  }
`;
