import type { Invitado } from '@wedding/shared-contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useT } from '../../../lib/i18n/use-t';
import { PhoneGuestFormDialog } from './phone-guest-form-dialog';
import { names, usePhoneGuestActions } from './use-phone-guest-actions';

/** The dialog open on the phone guests page, if any. */
export type PhoneGuestDialog =
  | { kind: 'add' }
  | { kind: 'edit'; guest: Invitado }
  | { kind: 'reset'; guest: Invitado }
  | { kind: 'delete'; guest: Invitado }
  | { kind: 'bulk-delete'; guests: Invitado[] }
  | { kind: 'bulk-reset'; guests: Invitado[] }
  | null;

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
  const { runBulk, confirmDelete, confirmReset, resetPending, removePending, bulkPending } =
    usePhoneGuestActions({ onClose, onDone });

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
          isPending={resetPending}
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
          isPending={bulkPending}
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
          isPending={bulkPending}
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
          isPending={removePending}
          onConfirm={() => void confirmDelete(dialog.guest)}
        />
      ) : null}
    </>
  );
}
