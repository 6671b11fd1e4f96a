// The guest list import's preview: POST /api/admin/guests/import?dryRun=1 reads the file and decides every
// row as the import would, writing nothing (no import lock either), and answers what it
// would do: `{results, matches}`.
import { useMutation } from '@tanstack/react-query';
import { API_PATHS, type ImportDryRun } from '@wedding/shared-contracts';
import { adminRequest, fileForm } from '../../lib/api-client';

export function previewGuestImport(file: File) {
  return adminRequest<ImportDryRun>(`${API_PATHS.admin.guestsImport}?dryRun=1`, {
    method: 'POST',
    body: fileForm(file),
  });
}

export function usePreviewGuestImport() {
  return useMutation({ mutationFn: (file: File) => previewGuestImport(file) });
}
