/**
 * One person on both lists: a guest whose WhatsApp number is also on the other list (the API's `alsoOn`) is
 * marked on its row, and the add and edit dialogs say so after saving. The dashboard counts
 * that person once, and an answer on either list closes both records.
 */
import type { AlsoOn } from '@wedding/shared-contracts';
import styled from 'styled-components';
import type { Translate } from '../lib/i18n/use-t';
import { useT } from '../lib/i18n/use-t';
import { Badge } from './badge';

/** Under the name, as wide as its text (a row's name cell is a column). */
const Marker = styled(Badge)`
  align-self: flex-start;
  margin-top: 0.25rem;
`;

/** What the success toast adds when the saved guest's number is on the other list too. */
export function alsoOnNote(t: Translate, alsoOn: AlsoOn | undefined): string | null {
  if (!alsoOn) return null;
  return alsoOn.list === 'invitados'
    ? t(
        'This WhatsApp number is also on the phone list ({name}): counted as one person, and an answer on either list closes both.',
        { name: alsoOn.name },
      )
    : t(
        'This WhatsApp number is also on the invitation list ({name}): counted as one person, and an answer on either list closes both.',
        { name: alsoOn.name },
      );
}

/** The success toast's text: the service's message, then the note about the other list, if any. */
export function savedDescription(t: Translate, message: string, alsoOn: AlsoOn | undefined): string {
  const note = alsoOnNote(t, alsoOn);
  return note ? `${message} ${note}` : message;
}

/** The row's marker: a short label, with the other record's name for the pointer and screen readers. */
export function AlsoOnMarker({ alsoOn }: { alsoOn: AlsoOn | undefined }) {
  const t = useT();
  if (!alsoOn) return null;
  const full =
    alsoOn.list === 'invitados'
      ? t('Same WhatsApp number as {name} on the phone list', { name: alsoOn.name })
      : t('Same WhatsApp number as {name} on the invitation list', { name: alsoOn.name });
  return (
    <Marker $tone="info" role="img" aria-label={full} title={full}>
      {alsoOn.list === 'invitados' ? t('Also on phone list') : t('Also on invitation list')}
    </Marker>
  );
}
