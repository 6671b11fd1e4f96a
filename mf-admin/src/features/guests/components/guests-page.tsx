/**
 * /admin/guests (spec §2 "Admin guest management"): summary figures, search and the four filters, the
 * spreadsheet import and CSV replace panels, export, add guest, bulk actions, and the guest table (50
 * rows a page: quick with thousands of guests) with copy code, invitation link, edit and delete.
 * A moderator sees no import or replace panel and no delete, single or bulk (ADMIN_ROUTE_ACCESS).
 */
import type { UnifiedGuest } from '@wedding/shared-contracts';
import { Button, NavButton } from '../../../components/button';
import { AdminPage } from '../../../components/page-layout';
import { RsvpInboxButton } from '../../../components/rsvp-inbox-button';
import { ErrorState } from '../../../components/state-panel';
import { useAdminSession } from '../../../lib/admin-session';
import { isUnauthorized } from '../../../lib/api-client';
import { useT } from '../../../lib/i18n/use-t';
import { BulkDeleteDialog, DeleteGuestDialog } from './delete-guest-dialogs';
import { GuestFormDialog } from './guest-form-dialog';
import { GuestListBody } from './guest-list-body';
import { InvitationDialog, PrintInvitations } from './invitations';
import { type GuestsPageState, useGuestsPage } from './use-guests-page';

export { PAGE_SIZE } from './use-guests-page';

type GuestListQuery = GuestsPageState['list'];

function GuestsPageActions({
  list,
  failed,
  onAdd,
}: {
  list: GuestListQuery;
  failed: boolean;
  onAdd: () => void;
}) {
  const t = useT();
  const { logout } = useAdminSession();
  return (
    <>
      <Button onPress={() => void list.refetch()} isDisabled={list.isFetching}>
        {list.isFetching && list.data ? t('Refreshing...') : t('Refresh')}
      </Button>
      {failed ? null : (
        <Button variant="primary" onPress={onAdd}>
          {t('Add Guest')}
        </Button>
      )}
      <RsvpInboxButton />
      <Button variant="ghost" onPress={() => void logout()}>
        {t('Logout')}
      </Button>
    </>
  );
}

/** The list failed with nothing to show: log in again (401), or retry. */
function GuestsLoadError({ list }: { list: GuestListQuery }) {
  const t = useT();
  if (isUnauthorized(list.error)) {
    return (
      <ErrorState
        title={t('Authentication Required')}
        description={t('Please log in to access guest management')}
        actions={
          <>
            <NavButton variant="primary" to="/admin/login">
              {t('Go to Login')}
            </NavButton>
            <Button onPress={() => void list.refetch()}>{t('Retry')}</Button>
          </>
        }
      />
    );
  }
  return (
    <ErrorState
      title={t('Failed to load guests')}
      description={list.error?.message}
      actions={<Button onPress={() => void list.refetch()}>{t('Retry')}</Button>}
    />
  );
}

/** The open dialog (add, edit, delete, bulk delete, invitation) and the invitations being printed. */
function GuestsPageDialogs({ state }: { state: GuestsPageState }) {
  const { dialog, setDialog, printing, setPrinting, donePrinting, selection } = state;
  const close = () => setDialog(null);
  return (
    <>
      {dialog?.kind === 'create' ? (
        <GuestFormDialog isOpen onOpenChange={(open) => !open && close()} />
      ) : null}
      {dialog?.kind === 'edit' ? (
        <GuestFormDialog
          key={dialog.guest.id}
          guest={dialog.guest}
          isOpen
          onOpenChange={(open) => !open && close()}
        />
      ) : null}
      {dialog?.kind === 'delete' ? <DeleteGuestDialog guest={dialog.guest} onClose={close} /> : null}
      {dialog?.kind === 'bulk-delete' ? (
        <BulkDeleteDialog guests={dialog.guests} onClose={close} onDeleted={selection.onDeleted} />
      ) : null}
      {dialog?.kind === 'invitation' ? (
        <InvitationDialog
          guest={dialog.guest}
          onClose={close}
          onPrint={(guest: UnifiedGuest) => setPrinting([guest])}
        />
      ) : null}
      {printing ? <PrintInvitations guests={printing} onDone={donePrinting} /> : null}
    </>
  );
}

export function GuestsPage() {
  const t = useT();
  const state = useGuestsPage();
  const { list } = state;
  const failed = list.isError && !list.data;
  return (
    <AdminPage
      title={t('Guest Management')}
      subtitle={t('Search, edit, import and export the guest list')}
      back={{ href: '/admin/dashboard', label: t('Back to Dashboard') }}
      actions={
        <GuestsPageActions list={list} failed={failed} onAdd={() => state.setDialog({ kind: 'create' })} />
      }
    >
      {failed ? <GuestsLoadError list={list} /> : <GuestListBody state={state} />}
      <GuestsPageDialogs state={state} />
    </AdminPage>
  );
}
