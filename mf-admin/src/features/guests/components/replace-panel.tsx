/**
 * The replace panel of the guest screen (spec §4 "CSV replace flow", §8 texts): a .csv is validated first,
 * the preview reviewed, then every guest replaced. Replace is enabled only when the validation is valid and
 * a file is chosen; after success the dialog closes and the results stay on the panel.
 */
import type { BulkReplaceResults, CsvValidation } from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { serverMessageOr } from '@wedding/shared-contracts/web';
import { useState } from 'react';
import { useReplaceGuests, useValidateCsv } from '../../../api/guests/use-guests';
import { Button } from '../../../components/button';
import { CardText, CardTitle } from '../../../components/card';
import { FilePicker } from '../../../components/file-picker';
import { isUnauthorized } from '../../../lib/api-client';
import { msg, useT } from '../../../lib/i18n/use-t';
import { ReplacePreviewDialog } from './replace-preview-dialog';
import { Controls, Kept, Panel } from './spreadsheet-panel-parts';

/** A replace takes only a .csv (spec §4 "CSV replace flow"). */
const CSV_REPLACE_FILE_EXTENSIONS = ['.csv'];

export function ReplacePanel({ currentCount, onBackup }: { currentCount: number; onBackup(): void }) {
  const t = useT();
  const [file, setFile] = useState<File | null>(null);
  const [validation, setValidation] = useState<CsvValidation | null>(null);
  const [lastReplace, setLastReplace] = useState<BulkReplaceResults | null>(null);
  const validate = useValidateCsv();
  const replace = useReplaceGuests();

  const choose = (next: File | null) => {
    setFile(next);
    setValidation(null);
  };

  const runValidation = async () => {
    if (!file) return;
    try {
      const { validation: answer } = await validate.mutateAsync(file);
      setValidation(answer);
      if (answer.isValid) {
        toast({
          title: t('CSV validation successful'),
          description: t('{count} valid guests found', { count: answer.validRows }),
        });
      } else {
        toast({
          title: t('CSV validation completed with issues'),
          description: t('{count, plural, one {# error} other {# errors}} found', {
            count: answer.errors.length,
          }),
          variant: 'destructive',
        });
      }
    } catch (error) {
      if (isUnauthorized(error)) return;
      toast({
        title: t('CSV validation failed'),
        description: t.known(serverMessageOr(error, msg('CSV validation failed'))),
        variant: 'destructive',
      });
    }
  };

  const runReplace = async () => {
    if (!file || !validation?.isValid) return;
    try {
      const { results } = await replace.mutateAsync(file);
      toast({
        title: t('Guests replaced successfully'),
        description: t('{imported} guests imported, {expected} expected attendees', {
          imported: results.totalGuestsImported,
          expected: results.totalExpectedAttendees,
        }),
      });
      setLastReplace(results);
      setValidation(null);
      setFile(null);
    } catch (error) {
      if (isUnauthorized(error)) return;
      toast({
        title: t('Guest replacement failed'),
        description: t.known(serverMessageOr(error, msg('Guest replacement failed'))),
        variant: 'destructive',
      });
    }
  };

  return (
    <Panel $danger aria-labelledby="replace-title">
      <CardTitle id="replace-title">{t('Replace all guests from CSV')}</CardTitle>
      <CardText>
        {t(
          "Deletes every guest and RSVP and loads the file's guests instead. Validate first: nothing changes until you confirm the preview.",
        )}{' '}
        {t('Only')} <code>.csv</code>.
      </CardText>
      {lastReplace ? (
        <Kept role="status">
          {t('Last replacement: {imported} guests imported, {expected} expected attendees', {
            imported: lastReplace.totalGuestsImported,
            expected: lastReplace.totalExpectedAttendees,
          })}
        </Kept>
      ) : null}
      <Controls>
        <FilePicker
          label={t('CSV file to replace the guest list with')}
          accept={CSV_REPLACE_FILE_EXTENSIONS}
          file={file}
          onChange={choose}
          isDisabled={validate.isPending || replace.isPending}
        />
        <Button
          onPress={() => void runValidation()}
          isDisabled={!file || validate.isPending || replace.isPending}
        >
          {validate.isPending ? t('Validating...') : t('Validate & preview')}
        </Button>
      </Controls>
      {validation ? (
        <ReplacePreviewDialog
          file={file}
          validation={validation}
          currentCount={currentCount}
          isReplacing={replace.isPending}
          onReplace={() => void runReplace()}
          onBackup={onBackup}
          onClose={() => setValidation(null)}
        />
      ) : null}
    </Panel>
  );
}
