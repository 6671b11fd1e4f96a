/**
 * An import's structured warnings (`results.notices`, each beside its English text in `results.warnings`) in
 * the admin's language: in Spanish from the notice's code and values, in English
 * the service's own text. A warning without a notice (or of a code this screen does not know) shows as it
 * came, in Spanish when the catalog has it (`t.known`).
 */
import type { ImportNotice, ImportResults } from '@wedding/shared-contracts';
import { msg, type Translate } from '../lib/i18n/use-t';

const NOTICE_MESSAGES: Record<string, string> = {
  repeatedGuest: msg(
    'Row {row} repeats row {otherRow} ({value}): it is one guest, imported once; the repeated row was not imported',
  ),
  repeatedEmail: msg(
    'Row {row} repeats row {otherRow}: same e-mail {value}; they are imported as separate rows, not one guest',
  ),
  repeatedPhone: msg(
    'Row {row} repeats row {otherRow}: same phone {value}; they are imported as separate rows, not one guest',
  ),
  repeatedName: msg(
    'Row {row} repeats row {otherRow}: same name "{value}"; they are imported as separate rows, not one guest',
  ),
  lookAlikeAdded: msg(
    'Row {row}: "{name}" looks like the stored guest {guest}; it was added as a new guest. If it is the same person, write the guest’s invitation code (codigo_unico) in the row and import again',
  ),
  phoneChanged: msg('Row {row} updates the stored guest {guest}: phone "{from}" → "{to}"'),
  groupChanged: msg('Row {row} updates the stored guest {guest}: group "{from}" → "{to}"'),
  phoneLookAlikeAdded: msg(
    'Row {row}: "{name}" has a new number, {to}, and the stored phone guest "{guest}" has {from}; the row was added as a new phone guest. If it is one person with a corrected number, delete the new guest and correct the number in the stored guest’s edit dialog (its answer is kept), or delete the old one',
  ),
  alsoOnPhoneList: msg(
    'Row {row}: {value} is also on the phone list ("{guest}"); it is one person: an answer on either list closes both',
  ),
  alsoOnInvitationList: msg(
    'Row {row}: {value} is also on the invitation list ("{guest}"); it is one person: an answer on either list closes both',
  ),
};

/** One notice in the admin's language. */
export function noticeText(notice: ImportNotice, t: Translate): string {
  const message = NOTICE_MESSAGES[notice.code];
  // English (no catalog entry): the service's text, which says a little more
  if (!message || t.known(message) === message) return notice.text;
  return t(message, {
    row: notice.row,
    otherRow: notice.otherRow ?? '',
    value: notice.value ?? '',
    name: notice.name ?? '',
    guest: notice.guest ?? '',
    from: notice.from ?? '',
    to: notice.to ?? '',
  });
}

/** The import's warnings in the admin's language, in their order. */
export function warningTexts(results: ImportResults, t: Translate): string[] {
  const byText = new Map((results.notices ?? []).map((notice) => [notice.text, notice]));
  return (results.warnings ?? []).map((warning) => {
    const notice = byText.get(warning);
    return notice ? noticeText(notice, t) : t.known(warning);
  });
}

/** The rows an import names, each list with its title, for the results dialog (empty lists left out). */
export function namedRows(results: ImportResults, t: Translate): { title: string; rows: string[] }[] {
  const { rows } = results;
  if (!rows) return [];
  const named = (list: { row: number; name: string }[]) =>
    list.map(({ row, name }) => t('Row {row}: {name}', { row, name }));
  return [
    { title: t('Rows refused'), rows: named(rows.refused) },
    {
      title: t('Repeated rows, not imported'),
      rows: rows.skipped.map(({ row, name, otherRow }) =>
        t('Row {row}: {name} (the guest of row {otherRow})', { row, name, otherRow: otherRow ?? '' }),
      ),
    },
    { title: t('Guests added'), rows: named(rows.added) },
    { title: t('Guests updated'), rows: named(rows.updated) },
  ].filter((section) => section.rows.length > 0);
}
