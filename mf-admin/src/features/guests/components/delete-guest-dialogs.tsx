import { BULK_DELETE_PREVIEW_NAMES, type UnifiedGuest } from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { serverMessageOr } from '@wedding/shared-contracts/web';
import { useState } from 'react';
import styled from 'styled-components';
import { deleteGuest } from '../../../api/guests/guests-api';
import { useDeleteGuest, useRefreshGuests } from '../../../api/guests/use-guests';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { colors } from '../../../components/theme';
import { isUnauthorized } from '../../../lib/api-client';
import { msg, type Translate, useT } from '../../../lib/i18n/use-t';

/** Bulk delete reports progress every this many deletions. */
const BULK_DELETE_PROGRESS_EVERY = 5;

const Progress = styled.progress`
  width: 100%;
  height: 0.6rem;
  margin-top: 0.75rem;
  accent-color: ${colors.danger};
`;

/** Deletes one guest once the host confirms (spec §8 texts); the dialog stays open when it fails. */
export function DeleteGuestDialog({ guest, onClose }: { guest: UnifiedGuest; onClose: () => void }) {
  const t = useT();
  const deleteOne = useDeleteGuest();
  const confirm = async () => {
    try {
      await deleteOne.mutateAsync(guest.id);
      toast({ title: t('Success'), description: t('Guest deleted successfully') });
      onClose();
    } catch (error) {
      if (isUnauthorized(error)) return;
      toast({
        title: t('Error'),
        description: t.known(serverMessageOr(error, msg('Failed to delete guest'))),
        variant: 'destructive',
      });
    }
  };
  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('Delete Guest')}
      message={t('Delete {name}? Their RSVP and status history are deleted too. This cannot be undone.', {
        name: guest.name,
      })}
      confirmLabel={t('Delete')}
      pendingLabel={t('Deleting...')}
      isPending={deleteOne.isPending}
      onConfirm={() => void confirm()}
    />
  );
}

function namesPreview(guests: readonly UnifiedGuest[], t: Translate): string {
  const names = guests.slice(0, BULK_DELETE_PREVIEW_NAMES).map((guest) => guest.name);
  const rest = guests.length - names.length;
  return rest > 0
    ? t('{names} and {count, plural, one {# other} other {# others}}', {
        names: names.join(', '),
        count: rest,
      })
    : names.join(', ');
}

/**
 * Bulk delete (spec §9): asks naming the first guests, then deletes one by one with its progress, a
 * toast every few deletions and one at the end (with the failures, or "stopped early" when the session
 * ended). `onDeleted` gets the ids that are gone; the dialog cannot be closed while it works.
 */
export function BulkDeleteDialog({
  guests,
  onClose,
  onDeleted,
}: {
  guests: UnifiedGuest[];
  onClose: () => void;
  onDeleted: (ids: ReadonlySet<string>) => void;
}) {
  const t = useT();
  const refresh = useRefreshGuests();
  const [progress, setProgress] = useState<number | null>(null);

  const run = async () => {
    let deleted = 0;
    let failed = 0;
    const gone = new Set<string>();
    setProgress(0);
    for (const guest of guests) {
      try {
        await deleteGuest(guest.id);
        deleted++;
        gone.add(guest.id);
      } catch (error) {
        if (isUnauthorized(error)) break; // the session logs out; nothing more can be deleted
        failed++;
      }
      const processed = deleted + failed;
      setProgress(processed);
      if (processed % BULK_DELETE_PROGRESS_EVERY === 0 && processed < guests.length) {
        toast({ title: t('Deleting guests...'), description: `${processed} of ${guests.length} processed` });
      }
    }
    await refresh();
    onDeleted(gone);
    setProgress(null);
    onClose();
    if (failed === 0 && deleted === guests.length) {
      toast({
        title: t('Bulk delete completed'),
        description: t('{count, plural, one {# guest} other {# guests}} deleted', { count: deleted }),
      });
    } else {
      toast({
        title: t('Bulk delete completed with errors'),
        description:
          deleted + failed < guests.length
            ? t('{deleted} deleted, {failed} failed, stopped early', { deleted, failed })
            : t('{deleted} deleted, {failed} failed', { deleted, failed }),
        variant: 'destructive',
      });
    }
  };

  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => !open && progress === null && onClose()}
      title={t('Delete {count, plural, one {# guest} other {# guests}}?', { count: guests.length })}
      message={
        <>
          {t('This deletes {names}, with their RSVPs and status history. This cannot be undone.', {
            names: namesPreview(guests, t),
          })}
          {progress !== null ? (
            <>
              <Progress
                value={progress}
                max={guests.length}
                aria-label={t('Deleted {done} of {count}', { done: progress, count: guests.length })}
              />
              <span role="status">
                {' '}
                {t('{done} of {count} processed', { done: progress, count: guests.length })}
              </span>
            </>
          ) : null}
        </>
      }
      confirmLabel={t('Delete {count, plural, one {# guest} other {# guests}}', { count: guests.length })}
      pendingLabel={t('Deleting...')}
      isPending={progress !== null}
      onConfirm={() => void run()}
    />
  );
}
