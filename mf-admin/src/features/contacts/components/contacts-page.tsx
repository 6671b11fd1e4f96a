/**
 * /admin/contacts (spec §2 "Admin contacts"): Total Contacts, Recent Inquiries (last 7 days) and an info
 * card with Refresh Count; the search by name, e-mail or subject; the table with select-all and per-row
 * checkboxes; the edit dialog (status, notes); single and bulk delete confirmations; the load failure
 * with Back to Dashboard. The list is read every 5 s while the tab is visible, on focus and on mount.
 * Deleting needs an admin (ADMIN_ROUTE_ACCESS): a moderator gets no checkboxes, no Delete Selected and
 * no Delete per row (the selection serves only the bulk delete).
 */
import { API_ROUTES, type Contact } from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { serverMessageOr } from '@wedding/shared-contracts/web';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Card, CardText, CardTitle } from '../../../components/card';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { sortRows, useRememberedSort } from '../../../components/data-table';
import { ListLoadFailed } from '../../../components/list-load-failed';
import { AdminPage } from '../../../components/page-layout';
import { SearchField } from '../../../components/search-field';
import { StatCard, StatGrid } from '../../../components/stat-card';
import { colors, media } from '../../../components/theme';
import { useAdminSession } from '../../../lib/admin-session';
import { isUnauthorized } from '../../../lib/api-client';
import { msg, useT } from '../../../lib/i18n/use-t';
import { useMayUse } from '../../../lib/permissions';
import { useBulkDeleteContacts, useContacts, useDeleteContact } from '../api/use-contacts';
import { recentCount, searchContacts } from '../contact-list';
import { ContactEditDialog } from './contact-edit-dialog';
import { CONTACT_SORTS, ContactsTable } from './contacts-table';

export const LOAD_FAILED = msg('Failed to load contacts. Please try again.');

/** Under the two figures on phones; beside them, two columns wide, from 768 px. */
const InfoCard = styled(Card)`
  grid-column: 1 / -1;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  button {
    align-self: flex-start;
  }
  ${media.wide} {
    grid-column: span 2;
    flex-direction: row;
    align-items: center;
    justify-content: space-between;
    button {
      align-self: center;
      flex: none;
    }
  }
`;

const Toolbar = styled.div`
  display: grid;
  gap: 0.75rem;
  ${media.small} {
    grid-template-columns: minmax(0, 26rem) auto;
    align-items: end;
    justify-content: space-between;
  }
`;

const Bulk = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.6rem;
  ${media.small} {
    justify-content: flex-end;
  }
`;

const SelectedCount = styled.span`
  color: ${colors.textMuted};
  font-size: 0.9rem;
  font-weight: 600;
`;

const Warn = styled.p`
  margin: 0;
  color: ${colors.danger};
  font-size: 0.875rem;
`;

const reason = (error: unknown) => serverMessageOr(error, error instanceof Error ? error.message : '');

type DialogState =
  | { kind: 'edit'; contact: Contact }
  | { kind: 'delete'; contact: Contact }
  | { kind: 'bulk'; contacts: Contact[] }
  | null;

export function ContactsPage() {
  const t = useT();
  const { logout } = useAdminSession();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<DialogState>(null);
  const list = useContacts();
  const remove = useDeleteContact();
  const bulkRemove = useBulkDeleteContacts();
  const mayDelete = useMayUse(`DELETE ${API_ROUTES.admin.contact}`);

  const contacts = list.data;
  const [sort, setSort] = useRememberedSort('contacts');
  const shown = useMemo(
    () => sortRows(searchContacts(contacts ?? [], search), CONTACT_SORTS, sort),
    [contacts, search, sort],
  );
  // only what is on screen counts as selected (the search hides rows; polling drops deleted ones)
  const selectedShown = useMemo(() => shown.filter((contact) => selected.has(contact.id)), [shown, selected]);
  const recent = useMemo(() => recentCount(contacts ?? []), [contacts]);

  const onEdit = useCallback((contact: Contact) => setDialog({ kind: 'edit', contact }), []);
  const onDelete = useCallback((contact: Contact) => setDialog({ kind: 'delete', contact }), []);
  const closeDialog = () => setDialog(null);

  const unselect = (ids: readonly string[]) =>
    setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));

  const confirmDelete = async (contact: Contact) => {
    try {
      await remove.mutateAsync(contact.id);
      unselect([contact.id]);
      toast({
        title: t('Contact Deleted'),
        description: t('The message from {name} was deleted.', { name: contact.name }),
      });
    } catch (error) {
      if (!isUnauthorized(error)) {
        toast({ title: t('Failed to delete contact'), description: reason(error), variant: 'destructive' });
      }
    }
    closeDialog();
  };

  const confirmBulkDelete = async (targets: readonly Contact[]) => {
    if (targets.length === 0) return closeDialog();
    let result: Awaited<ReturnType<typeof bulkRemove.mutateAsync>>;
    try {
      result = await bulkRemove.mutateAsync(targets);
    } catch (error) {
      closeDialog();
      toast({ title: t('Failed to delete contacts'), description: reason(error), variant: 'destructive' });
      return;
    }
    closeDialog();
    unselect(result.deleted.map((contact) => contact.id));
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
    const figure = (value: number) => (contacts ? value : '—');
    const searching = search.trim() !== '';
    const count = selectedShown.length;
    body = (
      <>
        <StatGrid $columns={4}>
          <StatCard label={t('Total Contacts')} value={figure(contacts?.length ?? 0)} tone="primary" />
          <StatCard
            label={t('Recent Inquiries')}
            value={figure(recent)}
            hint={t('Last 7 days')}
            tone="info"
          />
          <InfoCard aria-labelledby="contacts-info-title">
            <div>
              <CardTitle id="contacts-info-title">{t('New messages arrive by themselves')}</CardTitle>
              <CardText>{t('The list refreshes every 5 seconds while this page is open.')}</CardText>
            </div>
            <Button size="sm" onPress={() => void list.refetch()}>
              {t('Refresh Count')}
            </Button>
          </InfoCard>
        </StatGrid>
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
            <Bulk aria-label={t('Selected contacts')} role="group">
              <SelectedCount aria-live="polite">
                {count > 0 ? t('{count} selected', { count }) : t('None selected')}
              </SelectedCount>
              {count > 0 ? (
                <Button size="sm" variant="ghost" onPress={() => setSelected(new Set())}>
                  {t('Clear Selection')}
                </Button>
              ) : null}
              <Button
                size="sm"
                variant={count === 0 ? 'secondary' : 'danger'}
                isDisabled={count === 0}
                onPress={() => count > 0 && setDialog({ kind: 'bulk', contacts: selectedShown })}
              >
                {t('Delete Selected')}
              </Button>
            </Bulk>
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
      {dialog?.kind === 'edit' ? (
        <ContactEditDialog
          key={dialog.contact.id}
          contact={dialog.contact}
          isOpen
          onOpenChange={(open) => !open && closeDialog()}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => !open && closeDialog()}
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
          onOpenChange={(open) => !open && closeDialog()}
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
    </AdminPage>
  );
}

export default ContactsPage;
