// Menus of the admin screens (react-aria-components: keyboard and screen reader ready), and the export
// menu with its download: one way to offer a list as files, for the guest list and the phone guests.
import { toast } from '@wedding/shared-contracts/ui';
import type { Download } from '@wedding/shared-contracts/web';
import { useCallback, useState } from 'react';
import { type Key, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import styled from 'styled-components';
import { isUnauthorized } from '../lib/api-client';
import { useT } from '../lib/i18n/use-t';
import { Button } from './button';
import { colors, focusRing, radii, shadows } from './theme';

// The popover's height is bounded by the room beside its button (react-aria's max-height): its entries
// scroll inside it rather than spill over the button, where a press's release chose one of them.
export const MenuPopover = styled(Popover)`
  min-width: max(var(--trigger-width), 13rem);
  max-width: min(30rem, calc(100vw - 24px));
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: 0.3rem;
  background: ${colors.surface};
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  box-shadow: ${shadows.popover};
  outline: none;
`;

export const MenuList = styled(Menu)`
  outline: none;
`;

export const MenuEntry = styled(MenuItem)<{ $danger?: boolean }>`
  display: flex;
  flex-direction: column;
  min-height: 40px;
  justify-content: center;
  padding: 0.45rem 0.7rem;
  border-radius: ${radii.sm};
  color: ${({ $danger }) => ($danger ? colors.danger : colors.text)};
  cursor: pointer;
  outline: none;
  small {
    color: ${colors.textMuted};
    font-size: 0.8rem;
  }
  &[data-focused] {
    background: ${({ $danger }) => ($danger ? colors.dangerSoft : colors.primarySoft)};
  }
  &[data-focus-visible] {
    ${focusRing}
    outline-offset: -2px;
  }
  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export const Caret = styled.span`
  font-size: 0.7em;
`;

/** Saves a downloaded file in the browser. */
export function save(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export interface ExportChoice<F extends string> {
  id: F;
  /** "CSV (.csv)" (shown through `t.known`: a `msg()` constant) */
  title: string;
  /** "CSV": what assistive technology and typeahead match. */
  textValue: string;
  hint: string;
}

export interface ExportOptions<F extends string> {
  /** How many records there are: none means "No data to export", without asking the server. */
  count: number;
  download(format: F): Promise<Download>;
  /** The file's name when the server gives none. */
  fallbackName(format: F): string;
  /** The toast's text for any other failure ("Failed to export guest list"). */
  failure: string;
}

/** Downloads an export and saves it; "No data to export" when there is nothing. Resolves whether it saved. */
export function useExport<F extends string>({ count, download, fallbackName, failure }: ExportOptions<F>) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (format: F): Promise<boolean> => {
      if (count === 0) {
        toast({ title: t('Export failed'), description: t('No data to export'), variant: 'destructive' });
        return false;
      }
      setBusy(true);
      try {
        const { blob, fileName } = await download(format);
        const name = fileName ?? fallbackName(format);
        save(blob, name);
        toast({ title: t('Export successful'), description: t('{name} downloaded', { name }) });
        return true;
      } catch (error) {
        if (!isUnauthorized(error)) {
          const noData = /No data to export/.test((error as Error).message);
          toast({
            title: t('Export failed'),
            description: noData ? t('No data to export') : failure,
            variant: 'destructive',
          });
        }
        return false;
      } finally {
        setBusy(false);
      }
    },
    [count, download, fallbackName, failure, t],
  );
  return { run, busy };
}

/** The Export ▾ button and its menu of formats. */
export function ExportMenu<F extends string>({
  label,
  choices,
  onExport,
  busy,
}: {
  /** The menu's name for screen readers: "Export the guest list". */
  label: string;
  choices: readonly ExportChoice<F>[];
  onExport(format: F): void;
  busy: boolean;
}) {
  const t = useT();
  return (
    <MenuTrigger>
      <Button isDisabled={busy}>
        {busy ? t('Exporting...') : t('Export')} <Caret aria-hidden="true">▼</Caret>
      </Button>
      <MenuPopover placement="bottom end">
        <MenuList aria-label={label} onAction={(key: Key) => onExport(key as F)}>
          {choices.map((choice) => (
            <MenuEntry key={choice.id} id={choice.id} textValue={t.known(choice.textValue)}>
              {t.known(choice.title)}
              <small>{t.known(choice.hint)}</small>
            </MenuEntry>
          ))}
        </MenuList>
      </MenuPopover>
    </MenuTrigger>
  );
}
