import type { ReactNode } from 'react';
import { useT } from '../lib/i18n/use-t';
import { Button } from './button';
import { Dialog, DialogActions, DialogDescription } from './dialog';

export interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while `isPending`. */
  pendingLabel?: string;
  cancelLabel?: string;
  /** 'danger' for destructive actions. */
  variant?: 'primary' | 'danger';
  isPending?: boolean;
  onConfirm(): void;
}

/** Asks before an action (an alert dialog: focus starts on Cancel, the safe choice). */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  message,
  confirmLabel,
  pendingLabel,
  cancelLabel,
  variant = 'danger',
  isPending = false,
  onConfirm,
}: ConfirmDialogProps) {
  const t = useT();
  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={title}
      role="alertdialog"
      isDismissable={!isPending}
      width={460}
    >
      <DialogDescription>{message}</DialogDescription>
      <DialogActions>
        <Button autoFocus onPress={() => onOpenChange(false)} isDisabled={isPending}>
          {cancelLabel ?? t('Cancel')}
        </Button>
        <Button variant={variant} onPress={onConfirm} isDisabled={isPending}>
          {isPending ? (pendingLabel ?? confirmLabel) : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
