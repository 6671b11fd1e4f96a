import { useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../lib/query-keys';
import { fetchSetupCheck } from './setup-api';

/** Whether any admin exists (cached: it only changes once, through the setup screen). */
export function useSetupCheck() {
  return useQuery({ queryKey: adminKeys.setupCheck, queryFn: fetchSetupCheck });
}
