/**
 * Buttons of the admin area, on react-aria-components (press, keyboard and focus handled there).
 * `Button` acts; `NavButton` is a button that goes to another admin screen (the spec calls the
 * dashboard's navigation, the back buttons and Go to Login "buttons"); `LinkButton` is a real link
 * (client-side, through the RouterProvider in the admin providers) that looks like a button.
 */
import type { ComponentProps } from 'react';
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import { useNavigate } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { colors, focusRing, media, radii, TAP_PX } from './theme';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'dangerOutline';
export type ButtonSize = 'sm' | 'md';

interface StyleProps {
  $variant?: ButtonVariant;
  $size?: ButtonSize;
}

const variants: Record<ButtonVariant, ReturnType<typeof css>> = {
  primary: css`
    background: ${colors.primary};
    border-color: ${colors.primary};
    color: #fff;
    &[data-hovered] {
      background: ${colors.primaryHover};
      border-color: ${colors.primaryHover};
    }
  `,
  secondary: css`
    background: ${colors.surface};
    border-color: ${colors.borderStrong};
    color: ${colors.text};
    &[data-hovered] {
      background: ${colors.surfaceMuted};
      border-color: ${colors.textMuted};
    }
  `,
  ghost: css`
    background: transparent;
    border-color: transparent;
    color: ${colors.primary};
    &[data-hovered] {
      background: ${colors.primarySoft};
    }
  `,
  /** A destructive action that is not the main one (e.g. per table row): quieter than 'danger'. */
  dangerOutline: css`
    background: ${colors.surface};
    border-color: ${colors.dangerLine};
    color: ${colors.danger};
    &[data-hovered] {
      background: ${colors.dangerSoft};
      border-color: ${colors.danger};
    }
  `,
  danger: css`
    background: ${colors.danger};
    border-color: ${colors.danger};
    color: #fff;
    &[data-hovered] {
      background: ${colors.dangerHover};
      border-color: ${colors.dangerHover};
    }
  `,
};

const buttonStyle = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.45rem;
  min-height: ${({ $size }) => ($size === 'sm' ? '36px' : `${TAP_PX}px`)};
  min-width: ${TAP_PX}px;
  ${media.touch} {
    min-height: ${TAP_PX}px;
  }
  padding: ${({ $size }) => ($size === 'sm' ? '0.35rem 0.75rem' : '0.55rem 1.1rem')};
  border: 1px solid transparent;
  border-radius: ${radii.md};
  font: inherit;
  font-size: ${({ $size }) => ($size === 'sm' ? '0.875rem' : '0.95rem')};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;
  transition: background-color 120ms ease, border-color 120ms ease;
  ${({ $variant = 'secondary' }) => variants[$variant]}
  &[data-pressed] {
    transform: translateY(1px);
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    opacity: 0.55;
    cursor: not-allowed;
    transform: none;
  }
  ${media.reducedMotion} {
    transition: none;
  }
  svg {
    flex: none;
  }
`;

const StyledButton = styled(AriaButton)<StyleProps>`
  ${buttonStyle}
`;

const StyledLink = styled(AriaLink)<StyleProps>`
  ${buttonStyle}
`;

export type ButtonProps = ComponentProps<typeof AriaButton> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant = 'secondary', size = 'md', ...props }: ButtonProps) {
  return <StyledButton $variant={variant} $size={size} {...props} />;
}

export type LinkButtonProps = ComponentProps<typeof AriaLink> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export function LinkButton({ variant = 'secondary', size = 'md', ...props }: LinkButtonProps) {
  return <StyledLink $variant={variant} $size={size} {...props} />;
}

export type NavButtonProps = Omit<ButtonProps, 'onPress'> & { to: string };

/** A button that navigates to `to` inside the app. */
export function NavButton({ to, ...props }: NavButtonProps) {
  const navigate = useNavigate();
  return <Button {...props} onPress={() => navigate(to)} />;
}
