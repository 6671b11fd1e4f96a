import type { AdminRole } from '@wedding/shared-contracts';

/** How roles read in the admin area. */
export const ROLE_LABELS: Record<AdminRole, string> = {
  super_admin: 'Super Admin',
  admin: 'Admin',
  moderator: 'Moderator',
};
