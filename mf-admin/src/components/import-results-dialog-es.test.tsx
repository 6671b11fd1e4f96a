import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportResults } from '@wedding/shared-contracts';
import { IntlProvider } from 'react-intl';
import { SHARED_MESSAGES_ES } from '../lib/i18n/messages-es-shared';
import { ImportResultsDialog } from './import-results-dialog';

/** The service's row errors and warnings, in English as it answers them (issue 36 finding 13). */
const results: ImportResults = {
  imported: 1,
  updated: 0,
  totalRows: 4,
  errors: [
    'Row 2: the name (Nombre) is empty',
    'Row 7: phone "849-555-21000" has more digits than a number of the Dominican Republic; check it (a number of another country needs + and its country code)',
    'Row 9: something the admin does not know yet',
  ],
  warnings: [
    'Columns ignored (not recognised): Mesa',
    'Row 6: phone "34 612 345 679" is not a number of the Dominican Republic; it was stored as a number of Spain, +34 612 34 56 79. Check it (written with + and its country code, it gives no warning)',
  ],
};

const ERRORS_ES = [
  'Fila 2: el nombre (Nombre) está vacío',
  'Fila 7: el teléfono "849-555-21000" tiene más cifras que un número de República Dominicana; revísalo (un número de otro país necesita + y su código de país)',
  // a message of no known template: as the service wrote it
  'Row 9: something the admin does not know yet',
];
const WARNINGS_ES = [
  'Columnas ignoradas (no reconocidas): Mesa',
  'Fila 6: el teléfono "34 612 345 679" no es un número de República Dominicana; se guardó como número de España, +34 612 34 56 79. Revísalo (escrito con + y su código de país, no da aviso)',
];

const itemsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the import results in Spanish (issue 36 finding 13)', () => {
  it('shows every row error and warning in Spanish (an unknown one as it came), and copies them so', async () => {
    const writeText = jest.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <IntlProvider locale="es" defaultLocale="en-US" messages={SHARED_MESSAGES_ES}>
        <ImportResultsDialog results={results} onClose={() => {}} />
      </IntlProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Resultado de la importación' });
    const lists = within(dialog).getAllByRole('list');
    expect(itemsOf(lists[0]!)).toEqual(ERRORS_ES);
    expect(itemsOf(lists[1]!)).toEqual(WARNINGS_ES);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copiar resultado' }));
    const copied = writeText.mock.calls[0]?.[0] ?? '';
    for (const line of [...ERRORS_ES, ...WARNINGS_ES]) expect(copied).toContain(`- ${line}`);
  });

  it('in English: the service’s texts as they came', () => {
    render(<ImportResultsDialog results={results} onClose={() => {}} />);
    const lists = within(screen.getByRole('dialog')).getAllByRole('list');
    expect(itemsOf(lists[0]!)).toEqual(results.errors);
    expect(itemsOf(lists[1]!)).toEqual(results.warnings);
  });
});
