/**
 * Restoring a whole-site backup (POST /api/admin/site-backup/restore, admins and super admins only): choose
 * the .json file Export ▸ Whole-site backup saved, read what the restore replaces,
 * tick "I understand", restore. The server checks the whole file before writing anything, so a refusal
 * (400), a running import or replace (409) or a file too large (413) leaves the site as it was; the
 * message says which, in the admin's language. A success names how many documents each collection holds.
 */
import {
  SITE_BACKUP_COLLECTIONS,
  SITE_BACKUP_MESSAGES,
  type SiteBackupCollection,
  type SiteRestoreResponse,
} from '@wedding/shared-contracts';
import { isApiError } from '@wedding/shared-contracts/web';
import { useState } from 'react';
import styled from 'styled-components';
import { useRestoreSiteBackup } from '../../../api/site-backup/site-backup-api';
import { Button } from '../../../components/button';
import { Dialog, DialogActions, DialogDescription } from '../../../components/dialog';
import { FilePicker } from '../../../components/file-picker';
import { SelectBox } from '../../../components/select-box';
import { Spinner } from '../../../components/spinner';
import { colors, radii } from '../../../components/theme';
import { isUnauthorized } from '../../../lib/api-client';
import { formatNumber } from '../../../lib/format';
import { msg, type Translate, useT } from '../../../lib/i18n/use-t';

/** The backup is the .json file of GET /api/admin/site-backup. */
const BACKUP_FILE_TYPES = ['.json'];

const COLLECTION_LABELS: Record<SiteBackupCollection, string> = {
  unified_guests: msg('Guests on the invitation list'),
  invitados: msg('Guests on the phone list'),
  guests: msg('Old save-the-date list'),
  rsvps: msg('Answers in the RSVP inbox'),
  guest_status_changes: msg('Status changes'),
  contacts: msg('Contact messages'),
  reminder_templates: msg('Edited reminder messages'),
};

const Notice = styled.p<{ $tone: 'danger' | 'success' }>`
  margin: 0 0 1rem;
  padding: 0.7rem 0.85rem;
  border-radius: ${radii.md};
  background: ${({ $tone }) => ($tone === 'danger' ? colors.dangerSoft : colors.successSoft)};
  color: ${({ $tone }) => ($tone === 'danger' ? colors.danger : colors.success)};
  font-weight: 600;
`;

const Progress = styled.p`
  display: flex;
  align-items: center;
  gap: 0.6rem;
  margin: 1rem 0 0;
`;

const Counts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: 0.3rem 1rem;
  margin: 0;
  > div {
    display: contents;
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
    font-weight: 600;
  }
`;

/** A service's message in the admin's language; a damaged document's details (technical) stay as sent. */
export function restoreMessage(text: string, t: Translate): string {
  const known = t.known(text);
  if (known !== text || !text.startsWith(SITE_BACKUP_MESSAGES.invalid)) return known;
  return `${t.known(SITE_BACKUP_MESSAGES.invalid)}${text.slice(SITE_BACKUP_MESSAGES.invalid.length)}`;
}

function failureText(error: unknown, t: Translate): string {
  // the upload limit's own message speaks of a guest list: this one speaks of the backup
  if (isApiError(error) && error.status === 413) {
    return t('The backup file is larger than the server accepts. Nothing was restored.');
  }
  const text = isApiError(error) ? (error.serverMessage ?? error.message) : msg('Restore failed');
  return restoreMessage(text, t);
}

function RestoreDone({ result, onClose }: { result: SiteRestoreResponse; onClose(): void }) {
  const t = useT();
  return (
    <>
      <Notice $tone="success" role="status">
        {t.known(result.message)}
      </Notice>
      <Counts aria-label={t('Documents restored')}>
        {SITE_BACKUP_COLLECTIONS.map((name) => (
          <div key={name}>
            <dt>{t.known(COLLECTION_LABELS[name])}</dt>
            <dd>{formatNumber(result.restored[name])}</dd>
          </div>
        ))}
      </Counts>
      <DialogActions>
        <Button variant="primary" onPress={onClose} autoFocus>
          {t('Done')}
        </Button>
      </DialogActions>
    </>
  );
}

/** The restore dialog; rendered while open, so each opening starts afresh. */
export function SiteRestoreDialog({ onClose }: { onClose(): void }) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [understood, setUnderstood] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const restore = useRestoreSiteBackup();
  const busy = restore.isPending;

  const run = async () => {
    if (!file || !understood) return;
    setFailure(null);
    try {
      await restore.mutateAsync(file);
    } catch (error) {
      if (!isUnauthorized(error)) setFailure(failureText(error, t));
    }
  };

  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('Restore a whole-site backup')}
      role="alertdialog"
      isDismissable={!busy}
    >
      {restore.data ? (
        <RestoreDone result={restore.data} onClose={onClose} />
      ) : (
        <>
          <DialogDescription>
            {t('Choose the .json file saved with Export ▸ Whole-site backup.')}
          </DialogDescription>
          <Notice $tone="danger" role="note">
            {t(
              "Restoring replaces both guest lists, the RSVP inbox, the status history, the contact messages and the reminder messages with the file's contents: whatever was added or changed since the backup is lost. Admin accounts are kept.",
            )}
          </Notice>
          <FilePicker
            label={t('Whole-site backup file')}
            accept={BACKUP_FILE_TYPES}
            file={file}
            onChange={(next) => {
              setFile(next);
              setFailure(null);
            }}
            isDisabled={busy}
          />
          <SelectBox
            label={t('I understand that everything above is replaced')}
            isSelected={understood}
            onChange={setUnderstood}
            isDisabled={busy}
          />
          {failure ? (
            <Notice $tone="danger" role="alert">
              {failure}
            </Notice>
          ) : null}
          {busy ? (
            <Progress role="status">
              <Spinner $size={20} />
              {t('Restoring the backup… Keep this page open.')}
            </Progress>
          ) : null}
          <DialogActions>
            <Button onPress={onClose} isDisabled={busy} autoFocus>
              {t('Cancel')}
            </Button>
            <Button variant="danger" onPress={() => void run()} isDisabled={!file || !understood || busy}>
              {busy ? t('Restoring...') : t('Restore the backup')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
