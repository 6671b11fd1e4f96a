// The import notices of issue 36 item 2 added for the phone guests' import and both lists: a number on the
// other list and a phone guest row like a stored one with another number, shown in Spanish from their
// code and values, and in English as the service wrote them.
import { renderHook } from '@testing-library/react';
import type { ImportNotice, ImportResults } from '@wedding/shared-contracts';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { SHARED_MESSAGES_ES } from '../lib/i18n/messages-es-shared';
import { useT } from '../lib/i18n/use-t';
import { noticeText, warningTexts } from './import-notices';

const spanish = () =>
  renderHook(() => useT(), {
    wrapper: ({ children }: { children: ReactNode }) => (
      <IntlProvider locale="es" defaultLocale="en-US" messages={SHARED_MESSAGES_ES}>
        {children}
      </IntlProvider>
    ),
  }).result.current;
const english = () => renderHook(() => useT()).result.current;

const ON_PHONE_LIST: ImportNotice = {
  code: 'alsoOnPhoneList',
  row: 7,
  name: 'Ana Pérez',
  value: '+1 809 555 0101',
  guest: 'Ana Pérez',
  text: 'Row 7: +1 809 555 0101 is also on the phone list ("Ana Pérez"); it is one person: an answer on either list closes both',
};
const ON_INVITATION_LIST: ImportNotice = {
  code: 'alsoOnInvitationList',
  row: 3,
  name: 'Ana P.',
  value: '+34 612 34 56 78',
  guest: 'Ana Pérez Gil',
  text: 'Row 3: +34 612 34 56 78 is also on the invitation list ("Ana Pérez Gil"); it is one person: an answer on either list closes both',
};
const CORRECTED_NUMBER: ImportNotice = {
  code: 'phoneLookAlikeAdded',
  row: 4,
  name: 'José Núñez',
  guest: 'Jose Nunez',
  from: '+1 809 555 0101',
  to: '+1 809 555 0202',
  text: 'Row 4: "José Núñez" has a new number, +1 809 555 0202, and the stored phone guest "Jose Nunez" has +1 809 555 0101; the row was added as a new phone guest. If it is one person with a corrected number, delete the new guest and correct the number in the stored guest\'s edit dialog (its answer is kept), or delete the old one',
};

describe('the notices of a number on both lists and of a corrected phone guest number (issue 36)', () => {
  it('in Spanish, from the code and values', () => {
    const t = spanish();
    expect(noticeText(ON_PHONE_LIST, t)).toBe(
      'Fila 7: +1 809 555 0101 también está en los invitados por teléfono («Ana Pérez»); es una sola persona: una respuesta en cualquiera de las dos listas cierra ambas',
    );
    expect(noticeText(ON_INVITATION_LIST, t)).toBe(
      'Fila 3: +34 612 34 56 78 también está en la lista de invitaciones («Ana Pérez Gil»); es una sola persona: una respuesta en cualquiera de las dos listas cierra ambas',
    );
    expect(noticeText(CORRECTED_NUMBER, t)).toBe(
      'Fila 4: «José Núñez» tiene un número nuevo, +1 809 555 0202, y el invitado por teléfono guardado «Jose Nunez» tiene +1 809 555 0101; la fila se añadió como invitado por teléfono nuevo. Si es la misma persona con el número corregido, elimina el invitado nuevo y corrige el número en el diálogo de edición del invitado guardado (conserva su respuesta), o elimina el antiguo',
    );
  });

  it('in English, the service’s own text', () => {
    const t = english();
    for (const notice of [ON_PHONE_LIST, ON_INVITATION_LIST, CORRECTED_NUMBER]) {
      expect(noticeText(notice, t)).toBe(notice.text);
    }
  });

  it('the warnings list shows each in its place, in Spanish, the others as they came', () => {
    const results: ImportResults = {
      imported: 1,
      updated: 0,
      errors: [],
      totalRows: 2,
      warnings: ['Columns ignored (not recognised): Mesa', ON_INVITATION_LIST.text, CORRECTED_NUMBER.text],
      notices: [ON_INVITATION_LIST, CORRECTED_NUMBER],
    };
    const texts = warningTexts(results, spanish());
    expect(texts[0]).toBe('Columns ignored (not recognised): Mesa');
    expect(texts[1]).toMatch(/^Fila 3: \+34 612 34 56 78 también está en la lista de invitaciones/);
    expect(texts[2]).toMatch(/^Fila 4: «José Núñez» tiene un número nuevo/);
  });
});
