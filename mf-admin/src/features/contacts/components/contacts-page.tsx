/**
 * /admin/contacts (spec §2 "Admin contacts"): Total Contacts, Recent Inquiries (last 7 days) and an info
 * card with Refresh Count (contact-summary.tsx); the search by name, e-mail or subject; the table with
 * select-all and per-row checkboxes; the edit dialog (status, notes); single and bulk delete confirmations
 * (contact-dialogs.tsx); the load failure with Back to Dashboard. The list is read every 5 s while the
 * tab is visible, on focus and on mount.
 * Deleting needs an admin (ADMIN_ROUTE_ACCESS): a moderator gets no checkboxes, no Delete Selected and
 * no Delete per row (the selection serves only the bulk delete).
 */
import { API_ROUTES, type Contact } from '@wedding/shared-contracts';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { sortRows, useRememberedSort } from '../../../components/data-table';
import { ListLoadFailed } from '../../../components/list-load-failed';
import { AdminPage } from '../../../components/page-layout';
import { SearchField } from '../../../components/search-field';
import { colors, media } from '../../../components/theme';
import { useAdminSession } from '../../../lib/admin-session';
import { msg, useT } from '../../../lib/i18n/use-t';
import { useMayUse } from '../../../lib/permissions';
import { useContacts } from '../api/use-contacts';
import { searchContacts } from '../contact-list';
import { type ContactDialog, ContactDialogs } from './contact-dialogs';
import { ContactSelectionBar } from './contact-selection-bar';
import { ContactSummary } from './contact-summary';
import { CONTACT_SORTS, ContactsTable } from './contacts-table';

export const LOAD_FAILED = msg('Failed to load contacts. Please try again.');

const Toolbar = styled.div`
  display: grid;
  gap: 0.75rem;
  ${media.small} {
    grid-template-columns: minmax(0, 26rem) auto;
    align-items: end;
    justify-content: space-between;
  }
`;

const Warn = styled.p`
  margin: 0;
  color: ${colors.danger};
  font-size: 0.875rem;
`;

export function ContactsPage() {
  const t = useT();
  const { logout } = useAdminSession();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<ContactDialog>(null);
  const list = useContacts();
  const mayDelete = useMayUse(`DELETE ${API_ROUTES.admin.contact}`);

  const contacts = list.data;
  const [sort, setSort] = useRememberedSort('contacts');
  const shown = useMemo(
    () => sortRows(searchContacts(contacts ?? [], search), CONTACT_SORTS, sort),
    [contacts, search, sort],
  );
  // only what is on screen counts as selected (the search hides rows; polling drops deleted ones)
  const selectedShown = useMemo(() => shown.filter((contact) => selected.has(contact.id)), [shown, selected]);

  const onEdit = useCallback((contact: Contact) => setDialog({ kind: 'edit', contact }), []);
  const onDelete = useCallback((contact: Contact) => setDialog({ kind: 'delete', contact }), []);
  const closeDialog = () => setDialog(null);

  const unselect = (ids: readonly string[]) =>
    setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));

  const failed = list.isError && !contacts;
  const actions = (
    <Button variant="ghost" onPress={() => void logout()}>
      {t('Logout')}
    </Button>
  );

  let body: ReactNode;
  if (failed) {
    body = <ListLoadFailed title={t(LOAD_FAILED)} error={list.error} onRetry={() => void list.refetch()} />;
  } else {
    const searching = search.trim() !== '';
    body = (
      <>
        <ContactSummary contacts={contacts} onRefresh={() => void list.refetch()} />
        {list.isError ? (
          <Warn role="status">
            {t('Could not refresh the list: {reason}', { reason: t.known(list.error.message) })}
          </Warn>
        ) : null}
        <Toolbar>
          <SearchField
            label={t('Search contacts')}
            placeholder={t('Name, email or subject')}
            value={search}
            onChange={setSearch}
          />
          {mayDelete ? (
            <ContactSelectionBar
              count={selectedShown.length}
              onClear={() => setSelected(new Set())}
              onDelete={() => setDialog({ kind: 'bulk', contacts: selectedShown })}
            />
          ) : null}
        </Toolbar>
        <ContactsTable
          contacts={shown}
          loading={list.isPending}
          emptyState={searching ? t('No contacts found matching your search.') : t('No contacts yet.')}
          selected={new Set(selectedShown.map((contact) => contact.id))}
          onSelectionChange={mayDelete ? setSelected : undefined}
          onEdit={onEdit}
          onDelete={mayDelete ? onDelete : undefined}
          sort={sort}
          onSortChange={setSort}
        />
      </>
    );
  }

  return (
    <AdminPage
      title={t('Contacts')}
      subtitle={t('Messages guests sent from the contact form')}
      back={failed ? undefined : { href: '/admin/dashboard', label: t('Back to Dashboard') }}
      actions={actions}
    >
      {body}
      <ContactDialogs dialog={dialog} onClose={closeDialog} onDeleted={unselect} />
    </AdminPage>
  );
}

export default ContactsPage;
