import type { Invitado } from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { serverMessageOr } from '@wedding/shared-contracts/web';
import {
  useBulkPhoneGuests,
  useDeletePhoneGuest,
  useResetPhoneGuest,
} from '../../../api/phone-guests/use-phone-guests';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { isUnauthorized } from '../../../lib/api-client';
import { msg, useT } from '../../../lib/i18n/use-t';
import { PhoneGuestFormDialog } from './phone-guest-form-dialog';

/** The dialog open on the phone guests page, if any. */
export type PhoneGuestDialog =
  | { kind: 'add' }
  | { kind: 'edit'; guest: Invitado }
  | { kind: 'reset'; guest: Invitado }
  | { kind: 'delete'; guest: Invitado }
  | { kind: 'bulk-delete'; guests: Invitado[] }
  | { kind: 'bulk-reset'; guests: Invitado[] }
  | null;

const names = (guests: readonly Invitado[]) => guests.map((guest) => guest.nombreCompleto).join(', ');

/**
 * The phone guests page's dialogs: add and edit, and the confirmations of reset and delete, one guest or
 * the selected ones, with their toasts. `onDone` gets the ids a bulk action went through for.
 */
export function PhoneGuestDialogs({
  dialog,
  onClose,
  onDone,
}: {
  dialog: PhoneGuestDialog;
  onClose: () => void;
  onDone: (ids: readonly string[]) => void;
}) {
  const t = useT();
  const reset = useResetPhoneGuest();
  const remove = useDeletePhoneGuest();
  const bulk = useBulkPhoneGuests();

  const runBulk = async (action: 'delete' | 'reset', targets: Invitado[]) => {
    let outcome: Awaited<ReturnType<typeof bulk.mutateAsync>>;
    try {
      outcome = await bulk.mutateAsync({ action, guests: targets });
    } catch (error) {
      onClose();
      toast({
        title: t('Bulk action failed'),
        description: t.known(serverMessageOr(error, '')),
        variant: 'destructive',
      });
      return;
    }
    onClose();
    onDone(outcome.done.map((guest) => guest.id));
    const done =
      action === 'delete'
        ? t('{count} phone guest(s) deleted.', { count: outcome.done.length })
        : t('{count} phone guest(s) reset to pending.', { count: outcome.done.length });
    if (outcome.failed.length === 0) {
      toast({
        title: action === 'delete' ? t('Phone Guests Deleted') : t('Phone Guests Reset'),
        description: done,
      });
      return;
    }
    if (outcome.failed.some(({ error }) => isUnauthorized(error))) return; // the session handles it
    toast({
      title: action === 'delete' ? t('Failed to delete phone guests') : t('Failed to reset phone guests'),
      description: t('{done} Not done ({count}): {names} — {reason}', {
        done,
        count: outcome.failed.length,
        names: names(outcome.failed.map(({ guest }) => guest)),
        reason: t.known(serverMessageOr(outcome.failed[0]?.error, '')),
      }),
      variant: 'destructive',
    });
  };

  const confirmDelete = async (guest: Invitado) => {
    try {
      await remove.mutateAsync(guest.id);
      toast({
        title: t('Phone Guest Deleted'),
        description: t('{name} was deleted.', { name: guest.nombreCompleto }),
      });
    } catch (error) {
      if (!isUnauthorized(error)) {
        toast({
          title: t('Failed to delete phone guest'),
          description: t.known(serverMessageOr(error, error instanceof Error ? error.message : '')),
          variant: 'destructive',
        });
      }
    }
    onClose();
  };

  const confirmReset = async (guest: Invitado) => {
    try {
      const answer = await reset.mutateAsync(guest.id);
      toast({
        title: t('Success'),
        description: t.known(answer.message ?? msg('Phone guest reset to pending')),
      });
      onClose();
    } catch (error) {
      onClose();
      if (isUnauthorized(error)) return;
      toast({
        title: t('Failed to update phone guest'),
        description: t.known(serverMessageOr(error, error instanceof Error ? error.message : '')),
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      {dialog?.kind === 'add' ? (
        <PhoneGuestFormDialog isOpen onOpenChange={(open) => !open && onClose()} />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <PhoneGuestFormDialog
          key={dialog.guest.id}
          guest={dialog.guest}
          isOpen
          onOpenChange={(open) => !open && onClose()}
        />
      ) : null}
      {dialog?.kind === 'reset' ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => !open && onClose()}
          title={t('Reset Confirmation?')}
          message={t(
            '{name} goes back to Pending and their confirmed people are cleared, as if they had not answered yet. Their notes are kept.',
            { name: dialog.guest.nombreCompleto },
          )}
          confirmLabel={t('Reset')}
          pendingLabel={t('Resetting...')}
          isPending={reset.isPending}
          onConfirm={() => void confirmReset(dialog.guest)}
        />
      ) : null}
      {dialog?.kind === 'bulk-reset' ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => !open && onClose()}
          title={t('Reset Selected Guests?')}
          message={t(
            '{count} confirmed guest(s) go back to Pending and their confirmed people are cleared, as if they had not answered yet: {names}. Their notes are kept.',
            { count: dialog.guests.length, names: names(dialog.guests) },
          )}
          confirmLabel={t('Reset {count}', { count: dialog.guests.length })}
          pendingLabel={t('Resetting...')}
          isPending={bulk.isPending}
          onConfirm={() => void runBulk('reset', dialog.guests)}
        />
      ) : null}
      {dialog?.kind === 'bulk-delete' ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => !open && onClose()}
          title={t('Delete Selected Guests?')}
          message={t(
            '{count} phone guest(s) and their answer history will be deleted: {names}. This action cannot be undone.',
            { count: dialog.guests.length, names: names(dialog.guests) },
          )}
          confirmLabel={t('Delete {count}', { count: dialog.guests.length })}
          pendingLabel={t('Deleting...')}
          isPending={bulk.isPending}
          onConfirm={() => void runBulk('delete', dialog.guests)}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => !open && onClose()}
          title={t('Delete Phone Guest?')}
          message={t('{name} and their answer history will be deleted. This action cannot be undone.', {
            name: dialog.guest.nombreCompleto,
          })}
          confirmLabel={t('Delete')}
          pendingLabel={t('Deleting...')}
          isPending={remove.isPending}
          onConfirm={() => void confirmDelete(dialog.guest)}
        />
      ) : null}
    </>
  );
}
