import { ADMIN_ROLES, type AdminRole } from '@wedding/shared-contracts';
import type { SelectOption } from '../../../components/select-field';
import { msg } from '../../../lib/i18n/use-t';
import { ROLE_LABELS } from '../../../lib/role-labels';

export const ROLE_OPTIONS: SelectOption<AdminRole>[] = ADMIN_ROLES.map((role) => ({
  id: role,
  label: ROLE_LABELS[role],
}));

/** The list's role filter: '' is every role. */
export type RoleFilter = AdminRole | 'all';
export const ROLE_FILTER_OPTIONS: SelectOption<RoleFilter>[] = [
  { id: 'all', label: msg('All Roles') },
  ...ROLE_OPTIONS,
];
