import type { AdminRole } from '@wedding/shared-contracts';
import { msg } from './i18n/use-t';

/** How roles read in the admin area (English: translated where shown, `t(ROLE_LABELS[role])`). */
export const ROLE_LABELS: Record<AdminRole, string> = {
  super_admin: msg('Super Admin'),
  admin: msg('Admin'),
  moderator: msg('Moderator'),
};
