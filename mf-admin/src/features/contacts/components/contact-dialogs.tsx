import type { Contact } from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { serverMessageOr } from '@wedding/shared-contracts/web';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { isUnauthorized } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';
import { useBulkDeleteContacts, useDeleteContact } from '../api/use-contacts';
import { ContactEditDialog } from './contact-edit-dialog';

/** The dialog open on the contacts page, if any. */
export type ContactDialog =
  | { kind: 'edit'; contact: Contact }
  | { kind: 'delete'; contact: Contact }
  | { kind: 'bulk'; contacts: Contact[] }
  | null;

const reason = (error: unknown) => serverMessageOr(error, error instanceof Error ? error.message : '');

/**
 * The contacts page's dialogs: edit (status, notes), and the confirmations of deleting one contact or the
 * selected ones, with their toasts. `onDeleted` gets the ids of the contacts that are gone.
 */
export function ContactDialogs({
  dialog,
  onClose,
  onDeleted,
}: {
  dialog: ContactDialog;
  onClose: () => void;
  onDeleted: (ids: readonly string[]) => void;
}) {
  const t = useT();
  const remove = useDeleteContact();
  const bulkRemove = useBulkDeleteContacts();

  const confirmDelete = async (contact: Contact) => {
    try {
      await remove.mutateAsync(contact.id);
      onDeleted([contact.id]);
      toast({
        title: t('Contact Deleted'),
        description: t('The message from {name} was deleted.', { name: contact.name }),
      });
    } catch (error) {
      if (!isUnauthorized(error)) {
        toast({ title: t('Failed to delete contact'), description: reason(error), variant: 'destructive' });
      }
    }
    onClose();
  };

  const confirmBulkDelete = async (targets: readonly Contact[]) => {
    if (targets.length === 0) return onClose();
    let result: Awaited<ReturnType<typeof bulkRemove.mutateAsync>>;
    try {
      result = await bulkRemove.mutateAsync(targets);
    } catch (error) {
      onClose();
      toast({ title: t('Failed to delete contacts'), description: reason(error), variant: 'destructive' });
      return;
    }
    onClose();
    onDeleted(result.deleted.map((contact) => contact.id));
    const done = t('{count} contact(s) deleted successfully.', { count: result.deleted.length });
    if (result.failed.length === 0) {
      toast({ title: t('Contacts Deleted'), description: done });
      return;
    }
    if (result.failed.some(({ error }) => isUnauthorized(error))) return; // the session handles it
    const names = result.failed.map(({ contact }) => contact.name).join(', ');
    toast({
      title: t('Failed to delete contacts'),
      description: t('{done} Not deleted ({count}): {names} — {reason}', {
        done,
        count: result.failed.length,
        names,
        reason: t.known(reason(result.failed[0]?.error)),
      }),
      variant: 'destructive',
    });
  };

  return (
    <>
      {dialog?.kind === 'edit' ? (
        <ContactEditDialog
          key={dialog.contact.id}
          contact={dialog.contact}
          isOpen
          onOpenChange={(open) => !open && onClose()}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => !open && onClose()}
          title={t('Delete Contact?')}
          message={t('The message from {name} ({email}) will be deleted. This action cannot be undone.', {
            name: dialog.contact.name,
            email: dialog.contact.email,
          })}
          confirmLabel={t('Delete')}
          pendingLabel={t('Deleting...')}
          isPending={remove.isPending}
          onConfirm={() => void confirmDelete(dialog.contact)}
        />
      ) : null}
      {dialog?.kind === 'bulk' ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => !open && onClose()}
          title={t('Delete Multiple Contacts?')}
          message={t('{count} contact(s) will be deleted. This action cannot be undone.', {
            count: dialog.contacts.length,
          })}
          confirmLabel={t('Delete {count}', { count: dialog.contacts.length })}
          pendingLabel={t('Deleting...')}
          isPending={bulkRemove.isPending}
          onConfirm={() => void confirmBulkDelete(dialog.contacts)}
        />
      ) : null}
    </>
  );
}
