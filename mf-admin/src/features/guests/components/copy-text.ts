import type { UnifiedGuest } from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { useCallback } from 'react';
import { useT } from '../../../lib/i18n/use-t';

/**
 * Copies text to the clipboard. The Clipboard API needs a secure context (https or localhost); on a plain
 * http address (a venue's local network) the older execCommand route is used instead.
 */
export async function copyText(text: string): Promise<void> {
  if (window.isSecureContext && navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    if (!document.execCommand('copy')) throw new Error('Copy is not available here');
  } finally {
    area.remove();
  }
}

/** Copies a guest's invitation code and says so ('Copied!'), or gives the code to copy by hand. */
export function useCopyInvitationCode(): (guest: UnifiedGuest) => Promise<void> {
  const t = useT();
  return useCallback(
    async (guest: UnifiedGuest) => {
      try {
        await copyText(guest.invitationCode);
        toast({ title: t('Copied!'), description: t('Invitation code copied to clipboard') });
      } catch {
        toast({
          title: t('Copy failed'),
          description: t('Copy the code by hand: {code}', { code: guest.invitationCode }),
          variant: 'destructive',
        });
      }
    },
    [t],
  );
}
