/**
 * What the phone guests page's confirmations do: reset or delete one guest, or the selected ones, each
 * with its toast. `onClose` closes the dialog; `onDone` gets the ids a bulk action went through for.
 */
import type { Invitado } from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { serverMessageOr } from '@wedding/shared-contracts/web';
import {
  type BulkOutcome,
  useBulkPhoneGuests,
  useDeletePhoneGuest,
  useResetPhoneGuest,
} from '../../../api/phone-guests/use-phone-guests';
import { isUnauthorized } from '../../../lib/api-client';
import { msg, type Translate, useT } from '../../../lib/i18n/use-t';

export const names = (guests: readonly Invitado[]) => guests.map((guest) => guest.nombreCompleto).join(', ');

/** The toast after a bulk action: all done, or what was done and which guests were not (and why). */
function toastBulkOutcome(t: Translate, action: 'delete' | 'reset', outcome: BulkOutcome) {
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
}

export function usePhoneGuestActions({
  onClose,
  onDone,
}: {
  onClose: () => void;
  onDone: (ids: readonly string[]) => void;
}) {
  const t = useT();
  const reset = useResetPhoneGuest();
  const remove = useDeletePhoneGuest();
  const bulk = useBulkPhoneGuests();

  const runBulk = async (action: 'delete' | 'reset', targets: Invitado[]) => {
    let outcome: BulkOutcome;
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
    toastBulkOutcome(t, action, outcome);
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

  return {
    runBulk,
    confirmDelete,
    confirmReset,
    resetPending: reset.isPending,
    removePending: remove.isPending,
    bulkPending: bulk.isPending,
  };
}
