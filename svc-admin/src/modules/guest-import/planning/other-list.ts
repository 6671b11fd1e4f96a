// A row whose WhatsApp number is already on the OTHER list (one person, one record). The
// phone guests (`invitados`) and the invitation list (`unified_guests`) holding one number are one person
// (shared-contracts' guest-twin.ts): an answer on either list closes both. Both imports say so on every
// row whose number is on the other list, naming the row, the number and the other list's guest (the
// oldest, when a household shares it): "alsoOnPhoneList" in the invitation list's import,
// "alsoOnInvitationList" in the phone guests'. A warning only: the row is written as it would be.
// The other list is read once for the whole file (findTwins), never per row.
import type { ImportNotice } from '@wedding/shared-contracts';
import { findTwins, type GuestSource } from '@wedding/shared-contracts/domain';
import { formatPhoneInternational } from '@wedding/shared-contracts/phone';
import type { GuestRow } from '../row-reading/guest-row';

const OTHER_LIST = {
  unified_guests: { code: 'alsoOnPhoneList', text: 'the phone list' },
  invitados: { code: 'alsoOnInvitationList', text: 'the invitation list' },
} as const;

/** The warnings of the `rows` (of a file imported into `source`) whose number is on the other list. */
export async function otherListNotices(
  source: GuestSource,
  rows: readonly GuestRow[],
): Promise<ImportNotice[]> {
  const twins = await findTwins(
    source,
    rows.map((row) => row.phone),
  );
  if (twins.size === 0) return [];
  const { code, text } = OTHER_LIST[source];
  const notices: ImportNotice[] = [];
  for (const row of rows) {
    const twin = row.phone ? twins.get(row.phone) : undefined;
    if (!twin) continue;
    const number = formatPhoneInternational(twin.phone);
    notices.push({
      code,
      row: row.rowNumber,
      name: row.name,
      value: number,
      guest: twin.name,
      text: `Row ${row.rowNumber}: ${number} is also on ${text} ("${twin.name}"); it is one person: an answer on either list closes both`,
    });
  }
  return notices;
}
