import { ADMIN_ROLES, type AdminRole } from '@wedding/shared-contracts';
import type { SelectOption } from '../../../components/select-field';
import { msg } from '../../../lib/i18n/use-t';
import { ROLE_LABELS } from '../../../lib/role-labels';

export const ROLE_OPTIONS: SelectOption<AdminRole>[] = ADMIN_ROLES.map((role) => ({
  id: role,
  label: ROLE_LABELS[role],
}));

/**
 * What each role may do, a line under its name in the user dialog (role-picker.tsx); as the permission
 * table (ADMIN_ROUTE_ACCESS in shared-contracts) has it: moderators read and edit one record at a time,
 * whatever deletes or writes many records needs an admin, the admin users are for super admins.
 */
export const ROLE_DESCRIPTIONS: Record<AdminRole, string> = {
  super_admin: msg('Everything, including the admin users and their roles.'),
  admin: msg('What a moderator does, plus deleting, imports and backups; not the admin users.'),
  moderator: msg(
    'Reads and edits guests, answers and messages one at a time, and marks reminders sent; cannot delete, import or back up.',
  ),
};

/** The list's role filter: '' is every role. */
export type RoleFilter = AdminRole | 'all';
export const ROLE_FILTER_OPTIONS: SelectOption<RoleFilter>[] = [
  { id: 'all', label: msg('All Roles') },
  ...ROLE_OPTIONS,
];
