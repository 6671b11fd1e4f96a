import { toast } from '@wedding/shared-contracts/ui';
import { serverMessageOr } from '@wedding/shared-contracts/web';
import { isUnauthorized } from '../../../lib/api-client';
import type { Translate } from '../../../lib/i18n/use-t';

/** A phone guest dialog's failed save: a toast titled `title` with the server's words. */
export function toastSaveFailed(t: Translate, title: string, error: unknown): void {
  if (isUnauthorized(error)) return; // the session handles it (toast + logout)
  toast({
    title: t(title),
    description: t.known(serverMessageOr(error, error instanceof Error ? error.message : '')),
    variant: 'destructive',
  });
}
