/** The CSV replace flow's review (spec §4): what the validation found, a sample of rows, then Replace. */
import { CSV_PREVIEW_ROWS, type CsvValidation } from '@wedding/shared-contracts';
import styled from 'styled-components';
import { Button } from '../../../components/button';
import { Dialog, DialogActions, DialogDescription } from '../../../components/dialog';
import { Figures, MessageList, SubTitle } from '../../../components/import-results-dialog';
import { colors, radii } from '../../../components/theme';
import { formatNumber } from '../../../lib/format';
import { useT } from '../../../lib/i18n/use-t';

const Small = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: 0.875rem;
  margin-bottom: 0.5rem;
  th,
  td {
    padding: 0.35rem 0.45rem;
    border-bottom: 1px solid ${colors.border};
    text-align: left;
  }
  th {
    color: ${colors.textMuted};
    font-size: 0.75rem;
    text-transform: uppercase;
    letter-spacing: 0.03em;
  }
  [data-align='end'] {
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

const TableScroll = styled.div`
  overflow-x: auto;
`;

const Warning = styled.p`
  margin: 0.5rem 0 0;
  padding: 0.7rem 0.85rem;
  border-radius: ${radii.md};
  border: 1px solid ${colors.dangerLine};
  background: ${colors.dangerSoft};
  color: ${colors.danger};
  font-weight: 600;
`;

interface PreviewProps {
  file: File | null;
  validation: CsvValidation;
  currentCount: number;
  isReplacing: boolean;
  onReplace(): void;
  onBackup(): void;
  onClose(): void;
}

export function ReplacePreviewDialog({
  file,
  validation,
  currentCount,
  isReplacing,
  onReplace,
  onBackup,
  onClose,
}: PreviewProps) {
  const t = useT();
  const canReplace = validation.isValid && file !== null && !isReplacing;
  const categories = Object.entries(validation.categoryBreakdown);
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('Review the new guest list')}
      isDismissable={!isReplacing}
      width={760}
    >
      <DialogDescription>
        {file ? file.name : t('No file chosen')} ·{' '}
        {validation.isValid
          ? t('Ready to replace.')
          : t('{count, plural, one {# error} other {# errors}}: fix the file and validate again.', {
              count: validation.errors.length,
            })}
      </DialogDescription>
      <Figures>
        <div>
          <dt>{t('Valid guests')}</dt>
          <dd>{validation.validRows}</dd>
        </div>
        <div>
          <dt>{t('Expected attendees')}</dt>
          <dd>{validation.expectedTotalAttendees}</dd>
        </div>
        <div>
          <dt>{t('Errors')}</dt>
          <dd>{validation.errors.length}</dd>
        </div>
        <div>
          <dt>{t('Warnings')}</dt>
          <dd>{validation.warnings.length}</dd>
        </div>
      </Figures>
      <MessageList title={t('Errors')} messages={validation.errors} tone="danger" />
      <MessageList title={t('Warnings')} messages={validation.warnings} tone="warning" />
      {categories.length ? (
        <>
          <SubTitle>{t('By group')}</SubTitle>
          <TableScroll>
            <Small>
              <thead>
                <tr>
                  <th scope="col">{t('Group')}</th>
                  <th scope="col" data-align="end">
                    {t('Invitations')}
                  </th>
                  <th scope="col" data-align="end">
                    {t('People')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {categories.map(([category, entry]) => (
                  <tr key={category}>
                    <td>{category}</td>
                    <td data-align="end">{entry.invitations}</td>
                    <td data-align="end">{entry.people}</td>
                  </tr>
                ))}
              </tbody>
            </Small>
          </TableScroll>
        </>
      ) : null}
      {validation.sampleData.length ? (
        <>
          <SubTitle>
            {t('First {count} guests', { count: Math.min(CSV_PREVIEW_ROWS, validation.sampleData.length) })}
          </SubTitle>
          <TableScroll>
            <Small>
              <thead>
                <tr>
                  <th scope="col">nombre</th>
                  <th scope="col">tipo_invitado</th>
                  <th scope="col" data-align="end">
                    acompanantes
                  </th>
                  <th scope="col" data-align="end">
                    {t('People')}
                  </th>
                  <th scope="col">codigo_unico</th>
                </tr>
              </thead>
              <tbody>
                {validation.sampleData.map((row, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: preview rows in file order
                  <tr key={index}>
                    <td>{row.nombre}</td>
                    <td>{row.tipo_invitado || '—'}</td>
                    <td data-align="end">{row.acompanantes}</td>
                    <td data-align="end">{row.expectedAttendees}</td>
                    <td>{row.codigo_unico || <em>{t('generated')}</em>}</td>
                  </tr>
                ))}
              </tbody>
            </Small>
          </TableScroll>
        </>
      ) : null}
      <Warning role="note">
        {t(
          'Replacing deletes all {current} current guests, their RSVPs and status history, and loads the {count} guests of this file instead.',
          { current: formatNumber(currentCount), count: formatNumber(validation.validRows) },
        )}
      </Warning>
      <DialogActions>
        <Button onPress={onBackup} isDisabled={isReplacing || currentCount === 0}>
          {t('Download backup (CSV)')}
        </Button>
        <Button onPress={onClose} isDisabled={isReplacing} autoFocus>
          {t('Cancel')}
        </Button>
        <Button variant="danger" onPress={onReplace} isDisabled={!canReplace}>
          {isReplacing ? t('Replacing...') : t('Replace all guests')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
