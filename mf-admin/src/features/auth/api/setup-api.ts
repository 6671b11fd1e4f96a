// First-admin setup calls (spec §7: /api/admin/auth/setup/check, /api/admin/auth/setup).
import {
  API_PATHS,
  type SetupBody,
  type SetupCheckResponse,
  type SetupResponse,
} from '@wedding/shared-contracts';
import { adminRequest } from '../../../lib/api-client';

export function fetchSetupCheck(): Promise<SetupCheckResponse> {
  return adminRequest<SetupCheckResponse>(API_PATHS.admin.auth.setupCheck, { notifyUnauthorized: false });
}

export function postSetup(body: SetupBody): Promise<SetupResponse> {
  return adminRequest<SetupResponse>(API_PATHS.admin.auth.setup, {
    method: 'POST',
    body,
    notifyUnauthorized: false,
  });
}
