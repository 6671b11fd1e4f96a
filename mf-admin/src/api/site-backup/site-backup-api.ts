// The whole-site backup: its download (GET /api/admin/site-backup) and its restore (POST
// /api/admin/site-backup/restore, the file as multipart), both for admins and super admins only. After a
// restore every list the back office shows may have changed: its queries are read again.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { API_PATHS, type SiteRestoreResponse } from '@wedding/shared-contracts';
import type { Download } from '@wedding/shared-contracts/web';
import { adminDownload, adminRequest, fileForm } from '../../lib/api-client';
import { isAdminDataQuery } from '../../lib/query-keys';

export function downloadSiteBackup(): Promise<Download> {
  return adminDownload(API_PATHS.admin.siteBackup);
}

export function restoreSiteBackup(file: File): Promise<SiteRestoreResponse> {
  return adminRequest<SiteRestoreResponse>(API_PATHS.admin.siteRestore, {
    method: 'POST',
    body: fileForm(file),
  });
}

/**
 * The restore. Afterwards every admin query is read again (both guest lists, the RSVP inbox, contacts,
 * reminders, the dashboard's counts), but not the session's: the admin accounts are not in the backup.
 */
export function useRestoreSiteBackup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreSiteBackup,
    onSuccess: () =>
      queryClient.invalidateQueries({ predicate: (query) => isAdminDataQuery(query.queryKey) }),
  });
}
