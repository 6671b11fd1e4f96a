/**
 * /admin/phone-guests (spec §2 "Admin phone guests"): the five figures (phone-guest-summary.tsx), the
 * search by name, phone or category (phone-guests-toolbar.tsx) and the two filters, Add Phone Guest,
 * Import and Export (phone-guest-files.tsx), the selection bar, the table with Edit and (for confirmed
 * guests) Reset, the dialogs (phone-guest-dialogs.tsx), the empty states and the load failure with Back to
 * Dashboard. Guests answer on the public site meanwhile: the list is read on every visit and every 30 s
 * while the tab is visible.
 */
import { API_ROUTES, type Invitado } from '@wedding/shared-contracts';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { usePhoneGuests } from '../../../api/phone-guests/use-phone-guests';
import { Button } from '../../../components/button';
import { useRememberedSort } from '../../../components/data-table';
import { ListLoadFailed } from '../../../components/list-load-failed';
import { AdminPage } from '../../../components/page-layout';
import { useAdminSession } from '../../../lib/admin-session';
import { useGuestFieldsInUse } from '../../../lib/guest-fields';
import { msg, useT } from '../../../lib/i18n/use-t';
import { useMayUse } from '../../../lib/permissions';
import {
  filterPhoneGuests,
  NO_FILTERS,
  type PhoneGuestFilters,
  searchPhoneGuests,
} from '../phone-guest-list';
import { type PhoneGuestDialog, PhoneGuestDialogs } from './phone-guest-dialogs';
import { PhoneGuestExportMenu, PhoneGuestImport } from './phone-guest-files';
import { PhoneGuestFilterFields } from './phone-guest-filter-fields';
import { PhoneGuestSelectionBar } from './phone-guest-selection-bar';
import { PhoneGuestSummary } from './phone-guest-summary';
import { PhoneGuestsTable } from './phone-guests-table';
import { PhoneGuestsToolbar } from './phone-guests-toolbar';

export const LOAD_FAILED = msg('Failed to load phone guests. Please try again.');

export function PhoneGuestsPage() {
  const t = useT();
  const { logout } = useAdminSession();
  const [search, setSearch] = useState('');
  const [dialog, setDialog] = useState<PhoneGuestDialog>(null);
  const [filters, setFilters] = useState<PhoneGuestFilters>(NO_FILTERS);
  const [sort, setSort] = useRememberedSort('phone-guests');
  const list = usePhoneGuests();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const mayDelete = useMayUse(`DELETE ${API_ROUTES.admin.invitado}`);

  const guests = list.data;
  const fields = useGuestFieldsInUse('invitados', guests);
  const shown = useMemo(
    () => filterPhoneGuests(searchPhoneGuests(guests ?? [], search), filters),
    [guests, search, filters],
  );

  // only what is on screen counts as selected (filters hide rows; a refresh drops deleted ones)
  const selectedShown = useMemo(() => shown.filter((guest) => selected.has(guest.id)), [shown, selected]);

  const onEdit = useCallback((guest: Invitado) => setDialog({ kind: 'edit', guest }), []);
  const onReset = useCallback((guest: Invitado) => setDialog({ kind: 'reset', guest }), []);
  const onDelete = useCallback((guest: Invitado) => setDialog({ kind: 'delete', guest }), []);
  const closeDialog = () => setDialog(null);
  const unselect = (ids: readonly string[]) =>
    setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));

  const failed = list.isError && !guests;
  const actions = (
    <>
      {failed ? null : (
        <>
          <Button variant="primary" onPress={() => setDialog({ kind: 'add' })}>
            {t('Add Phone Guest')}
          </Button>
          <PhoneGuestImport />
          <PhoneGuestExportMenu count={guests?.length ?? 0} />
        </>
      )}
      <Button variant="ghost" onPress={() => void logout()}>
        {t('Logout')}
      </Button>
    </>
  );

  let body: ReactNode;
  if (failed) {
    body = <ListLoadFailed title={t(LOAD_FAILED)} error={list.error} onRetry={() => void list.refetch()} />;
  } else {
    const searching =
      search.trim() !== '' ||
      filters.status !== NO_FILTERS.status ||
      filters.category !== NO_FILTERS.category;
    body = (
      <>
        <PhoneGuestSummary guests={guests} />
        <PhoneGuestsToolbar
          search={search}
          onSearchChange={setSearch}
          refreshError={list.isError ? list.error : null}
          total={guests?.length}
          matching={searching ? shown.length : undefined}
          updatedAt={list.dataUpdatedAt}
        />
        <PhoneGuestFilterFields filters={filters} onChange={setFilters} />
        <PhoneGuestSelectionBar
          selected={selectedShown}
          mayDelete={mayDelete}
          onReset={(confirmed) => setDialog({ kind: 'bulk-reset', guests: confirmed })}
          onDelete={(targets) => setDialog({ kind: 'bulk-delete', guests: targets })}
        />
        <PhoneGuestsTable
          selection={{
            selected,
            onChange: setSelected,
            rowLabel: (guest) => t('Select {name}', { name: guest.nombreCompleto }),
          }}
          guests={shown}
          loading={list.isPending}
          emptyState={
            searching ? t('No phone guests found matching your search.') : t('No phone guests found.')
          }
          onEdit={onEdit}
          onReset={onReset}
          onDelete={mayDelete ? onDelete : undefined}
          sort={sort}
          onSortChange={setSort}
          fields={fields}
        />
      </>
    );
  }

  return (
    <AdminPage
      title={t('Phone Guests')}
      subtitle={t('Guests who answer on the RSVP page with their WhatsApp number')}
      back={failed ? undefined : { href: '/admin/dashboard', label: t('Back to Dashboard') }}
      actions={actions}
    >
      {body}
      <PhoneGuestDialogs dialog={dialog} onClose={closeDialog} onDone={unselect} />
    </AdminPage>
  );
}

export default PhoneGuestsPage;
