import type { Ref } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import styled from 'styled-components';
import { colors, focusRing, radii } from './theme';

const Root = styled(AriaSwitch)`
  display: inline-flex;
  align-items: center;
  gap: 0.7rem;
  min-height: 44px;
  font-weight: 600;
  color: ${colors.text};
  cursor: pointer;
  .track {
    position: relative;
    flex: none;
    width: 2.6rem;
    height: 1.5rem;
    border-radius: ${radii.pill};
    background: ${colors.borderStrong};
    transition: background-color 150ms ease;
  }
  .thumb {
    position: absolute;
    top: 3px;
    left: 3px;
    width: calc(1.5rem - 6px);
    height: calc(1.5rem - 6px);
    border-radius: 50%;
    background: #fff;
    box-shadow: 0 1px 2px rgba(0, 0, 0, 0.25);
    transition: transform 150ms ease;
  }
  &[data-selected] .track {
    background: ${colors.primary};
  }
  &[data-selected] .thumb {
    transform: translateX(1.1rem);
  }
  &[data-focus-visible] .track {
    ${focusRing}
  }
  &[data-disabled] {
    opacity: 0.55;
    cursor: not-allowed;
  }
`;

export interface SwitchFieldProps {
  children: string;
  isSelected: boolean;
  onChange(isSelected: boolean): void;
  isDisabled?: boolean;
  /** The switch's input, e.g. for a form to focus it. */
  fieldRef?: Ref<HTMLInputElement>;
}

/** An on/off switch with its label (react-aria-components Switch). */
export function SwitchField({ children, fieldRef, ...props }: SwitchFieldProps) {
  return (
    <Root {...props} inputRef={fieldRef}>
      <span className="track" aria-hidden="true">
        <span className="thumb" />
      </span>
      {children}
    </Root>
  );
}
