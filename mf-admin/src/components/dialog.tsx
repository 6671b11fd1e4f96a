/**
 * Modal dialogs on react-aria-components: focus is trapped inside and returned afterwards, Escape and a
 * click outside close it (unless something is being saved), the title names the dialog.
 */
import { type ReactNode, useEffect, useRef } from 'react';
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import styled, { css, keyframes } from 'styled-components';
import { colors, media, radii, shadows } from './theme';

const fadeIn = keyframes`
  from { opacity: 0; }
  to { opacity: 1; }
`;

const Overlay = styled(ModalOverlay)`
  position: fixed;
  inset: 0;
  z-index: 50;
  display: flex;
  align-items: flex-end;
  justify-content: center;
  padding: 0;
  background: ${colors.overlay};
  &[data-entering] {
    animation: ${fadeIn} 150ms ease-out;
  }
  ${media.small} {
    align-items: center;
    padding: 1.5rem;
  }
  ${media.reducedMotion} {
    &[data-entering] {
      animation: none;
    }
  }
`;

/** The whole screen, edge to edge: a phone's long list (the import results). */
const fullScreen = css`
  position: fixed;
  inset: 0;
  width: 100%;
  height: 100%;
  max-height: none;
  border-radius: 0;
  ${media.small} {
    width: 100%;
    border-radius: 0;
  }
`;

const Sheet = styled(Modal)<{ $width: number; $full: boolean }>`
  width: 100%;
  max-height: 92vh;
  overflow: auto;
  background: ${colors.surface};
  border-radius: ${radii.lg} ${radii.lg} 0 0;
  box-shadow: ${shadows.dialog};
  outline: none;
  ${media.small} {
    width: min(100%, ${({ $width }) => $width}px);
    border-radius: ${radii.lg};
  }
  ${({ $full }) => ($full ? fullScreen : '')}
`;

const Content = styled(AriaDialog)`
  padding: 1.4rem 1.25rem 1.25rem;
  outline: none;
  ${media.small} {
    padding: 1.6rem 1.6rem 1.4rem;
  }
`;

const Title = styled(Heading)`
  margin: 0 0 0.35rem;
  font-size: 1.25rem;
  line-height: 1.3;
  &:focus:not(:focus-visible) {
    outline: none;
  }
`;

export const DialogDescription = styled.p`
  margin: 0 0 1.1rem;
  color: ${colors.textMuted};
`;

/** Buttons at the bottom of a dialog: stacked on phones (main action on top), in a row from 640 px. */
export const DialogActions = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: 0.6rem;
  margin-top: 1.5rem;
  > * {
    width: 100%;
  }
  ${media.small} {
    flex-direction: row;
    justify-content: flex-end;
    > * {
      width: auto;
    }
  }
`;

export interface DialogProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  title: string;
  children: ReactNode;
  /** 'alertdialog' for confirmations. */
  role?: 'dialog' | 'alertdialog';
  /** Keep it open while something is being saved. */
  isDismissable?: boolean;
  /** Widest width in px from 640 px up. */
  width?: number;
  /** Take the whole screen (a long list on a phone) instead of a sheet. */
  fullScreen?: boolean;
  /** Focus the title when it opens (a long text read from its top), not the dialog's first control. */
  focusTitle?: boolean;
}

export function Dialog({
  isOpen,
  onOpenChange,
  title,
  children,
  role = 'dialog',
  isDismissable = true,
  width = 520,
  fullScreen = false,
  focusTitle = false,
}: DialogProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (isOpen && focusTitle) titleRef.current?.focus();
  }, [isOpen, focusTitle]);
  return (
    <Overlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
    >
      <Sheet $width={width} $full={fullScreen}>
        <Content role={role}>
          <Title slot="title" ref={titleRef} tabIndex={focusTitle ? -1 : undefined}>
            {title}
          </Title>
          {children}
        </Content>
      </Sheet>
    </Overlay>
  );
}
