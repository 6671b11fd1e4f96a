import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportResults } from '@wedding/shared-contracts';
import { IntlProvider } from 'react-intl';
import { SHARED_MESSAGES_ES } from '../lib/i18n/messages-es-shared';
import { atPhoneWidth } from '../lib/testing';
import { ImportResultsDialog } from './import-results-dialog';

/** The files the page saves (URL.createObjectURL's blobs, with the link's download name). */
function savedFiles() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs: Blob[] = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:${blobs.length}`;
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs[Number(this.href.split(':').pop()) - 1] as Blob });
  });
  return saved;
}

/** A saved file's text (jsdom's Blob has no text()). */
function textOf(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob as Blob);
  });
}

afterEach(() => jest.restoreAllMocks());

const WARNINGS = [
  'Columns ignored (not recognised): Mesa',
  'Row 6: phone "34 612 345 679" is not a number of the Dominican Republic; it was stored as a number of Spain, +34 612 34 56 79. Check it (written with + and its country code, it gives no warning)',
];

describe('the import results dialog', () => {
  it('lists the warnings under their own heading, after the rows skipped', async () => {
    const results: ImportResults = {
      imported: 3,
      updated: 0,
      errors: ['Row 7: phone "849-555-21000" has more digits than a number of the Dominican Republic'],
      totalRows: 4,
      warnings: WARNINGS,
    };
    const onClose = jest.fn();
    render(<ImportResultsDialog results={results} onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { name: 'Import Results' });
    expect(dialog).toHaveTextContent('Some values were read differently than written, or not read at all');
    // rows match their guest by code, phone, e-mail or name: not only by invitation code
    expect(dialog).toHaveTextContent(
      'Each row updated the guest it matched (by invitation code, phone, e-mail or name) or was added as a new guest.',
    );
    expect(dialog).not.toHaveTextContent('added or updated by invitation code');
    const headings = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual(['Rows skipped (1)', 'Warnings (2)']);
    const lists = within(dialog).getAllByRole('list');
    expect(lists).toHaveLength(2);
    expect(
      within(lists[1]!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(WARNINGS);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('shows no warnings section when there are none, or when a refused file came without them', () => {
    const results = { imported: 0, updated: 0, errors: ['Row 2: x'], totalRows: 1 } as ImportResults;
    render(<ImportResultsDialog results={results} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Import Results' });
    expect(within(dialog).queryByText(/^Warnings/)).toBeNull();
    expect(dialog).not.toHaveTextContent('check the warnings');
    expect(within(dialog).getAllByRole('list')).toHaveLength(1);
  });
});

describe('an import that names its rows and repeats (issue 36 item 2)', () => {
  const REPEAT =
    'Row 4 repeats row 2: same e-mail ana@x.com ("Ana Pérez" and "Marta Ruiz"); they are imported as separate rows, not one guest';
  const results: ImportResults = {
    imported: 1,
    updated: 1,
    unchanged: 2,
    errors: ['Row 5: "x@" is not a valid email address'],
    totalRows: 6,
    warnings: ['Columns ignored (not recognised): Mesa', REPEAT],
    rows: {
      added: [{ row: 4, name: 'Marta Ruiz' }],
      updated: [{ row: 2, name: 'Ana Pérez' }],
      refused: [{ row: 5, name: 'Mal Correo' }],
      skipped: [{ row: 6, name: 'Ana Perez', otherRow: 2 }],
    },
    notices: [
      { code: 'repeatedEmail', row: 4, otherRow: 2, value: 'ana@x.com', name: 'Marta Ruiz', text: REPEAT },
    ],
  };
  const sections = () => {
    const dialog = screen.getByRole('dialog');
    const headings = within(dialog)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    const lists = within(dialog)
      .getAllByRole('list')
      .map((list) =>
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      );
    return { dialog, headings, lists };
  };

  it('in English: the service’s warning texts, then every row refused, repeated, added and updated by name', () => {
    render(<ImportResultsDialog results={results} onClose={() => {}} />);
    const { dialog, headings, lists } = sections();
    expect(headings).toEqual([
      'Rows skipped (1)',
      'Warnings (2)',
      'Rows refused (1)',
      'Repeated rows, not imported (1)',
      'Guests added (1)',
      'Guests updated (1)',
    ]);
    expect(lists.slice(1)).toEqual([
      ['Columns ignored (not recognised): Mesa', REPEAT],
      ['Row 5: Mal Correo'],
      ['Row 6: Ana Perez (the guest of row 2)'],
      ['Row 4: Marta Ruiz'],
      ['Row 2: Ana Pérez'],
    ]);
    expect(dialog).toHaveTextContent('2 rows found their guest as it was: nothing to change.');
  });

  it('in Spanish: the structured warnings and the row lists in Spanish', () => {
    render(
      <IntlProvider locale="es" defaultLocale="en-US" messages={SHARED_MESSAGES_ES}>
        <ImportResultsDialog results={results} onClose={() => {}} />
      </IntlProvider>,
    );
    const { dialog, headings, lists } = sections();
    expect(headings).toContain('Filas repetidas, no importadas (1)');
    expect(lists[1]).toEqual([
      'Columnas ignoradas (no reconocidas): Mesa',
      'La fila 4 repite la fila 2: mismo correo ana@x.com; se importan como filas distintas, no como un solo invitado',
    ]);
    expect(lists.slice(2)).toEqual([
      ['Fila 5: Mal Correo'],
      ['Fila 6: Ana Perez (el invitado de la fila 2)'],
      ['Fila 4: Marta Ruiz'],
      ['Fila 2: Ana Pérez'],
    ]);
    expect(dialog).toHaveTextContent('2 filas encontraron su invitado tal como estaba: nada que cambiar.');
  });
});

describe('the results on a phone, copied and downloaded (issue 36 item 6)', () => {
  const many: ImportResults = {
    imported: 1,
    updated: 0,
    unchanged: 3,
    totalRows: 45,
    errors: Array.from({ length: 41 }, (_, index) => `Row ${index + 3}: the name (nombre) is empty`),
    warnings: [],
    rows: {
      added: [{ row: 2, name: 'Ana Pérez' }],
      updated: [],
      refused: [],
      skipped: [],
    },
  };

  describe('at a phone’s width', () => {
    atPhoneWidth();

    it('takes the whole screen, every error in a list as long as it is, focus on the title', () => {
      render(<ImportResultsDialog results={many} onClose={() => {}} />);
      const dialog = screen.getByRole('dialog', { name: 'Import Results' });
      const sheet = dialog.parentElement as HTMLElement;
      expect(getComputedStyle(sheet).position).toBe('fixed');
      expect(getComputedStyle(sheet).height).toBe('100%');
      expect(getComputedStyle(sheet).borderRadius).toBe('0');
      const errors = within(dialog).getByRole('list', { name: 'Rows skipped (41)' });
      expect(within(errors).getAllByRole('listitem')).toHaveLength(41);
      // no box of its own height: the screen scrolls
      expect(getComputedStyle(errors).maxHeight).not.toBe('12rem');
      expect(getComputedStyle(errors).overflow).not.toBe('auto');
      // each row's number first, set apart
      expect(within(errors).getAllByRole('listitem')[0]?.querySelector('strong')).toHaveTextContent(
        /^Row 3:$/,
      );
      expect(within(dialog).getByRole('heading', { level: 2, name: 'Import Results' })).toHaveFocus();
    });
  });

  it('on a larger screen: a large dialog, not the whole screen', () => {
    render(<ImportResultsDialog results={many} onClose={() => {}} />);
    const sheet = screen.getByRole('dialog').parentElement as HTMLElement;
    expect(getComputedStyle(sheet).position).not.toBe('fixed');
  });

  it('says added, updated (guests that really changed) and unchanged', () => {
    render(<ImportResultsDialog results={many} onClose={() => {}} />);
    const dialog = screen.getByRole('dialog');
    const figures = within(dialog)
      .getAllByRole('term')
      .map((term) => `${term.textContent}=${term.nextElementSibling?.textContent}`);
    expect(figures).toEqual(['Rows read=45', 'New guests=1', 'Updated=0', 'Unchanged=3', 'Errors=41']);
  });

  const TEXT = [
    'Import Results',
    '',
    'Rows read: 45',
    'New guests: 1',
    'Updated: 0',
    'Unchanged: 3',
    'Errors: 41',
    '',
    'Rows skipped (41)',
    ...many.errors.map((error) => `- ${error}`),
    '',
    'Guests added (1)',
    '- Row 2: Ana Pérez',
    '',
  ].join('\n');

  it('"Copy results" copies them all as plain text', async () => {
    const writeText = jest.fn(async (_text: string) => {});
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ImportResultsDialog results={many} onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Copy results' }));
    expect(writeText).toHaveBeenCalledWith(TEXT);
    expect(screen.getByRole('status')).toHaveTextContent('Results copied: paste them where you need them.');
  });

  it('a browser that refuses to copy: says to download them instead', async () => {
    const writeText = jest.fn(async () => {
      throw new DOMException('Denied', 'NotAllowedError');
    });
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ImportResultsDialog results={many} onClose={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Copy results' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      'This browser did not let the page copy. Use "Download results (.txt)" instead',
    );
  });

  it('"Download results (.txt)" saves the same text as a .txt file', async () => {
    const saved = savedFiles();
    render(<ImportResultsDialog results={many} onClose={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Download results (.txt)' }));
    expect(saved).toHaveLength(1);
    expect(saved[0]?.name).toMatch(/^import-results-\d{4}-\d{2}-\d{2}\.txt$/);
    expect(await textOf(saved[0]?.blob)).toBe(TEXT);
    expect(saved[0]?.blob.type).toBe('text/plain;charset=utf-8');
  });

  it('in Spanish: the figures, the buttons and the copied text', async () => {
    const writeText = jest.fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <IntlProvider locale="es" defaultLocale="en-US" messages={SHARED_MESSAGES_ES}>
        <ImportResultsDialog results={many} onClose={() => {}} />
      </IntlProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Resultado de la importación' });
    expect(within(dialog).getByText('Sin cambios')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copiar resultado' }));
    expect(writeText.mock.calls[0]?.[0]).toMatch(
      /^Resultado de la importación\n\nFilas leídas: 45\nInvitados nuevos: 1\nActualizados: 0\nSin cambios: 3\nErrores: 41\n\nFilas omitidas \(41\)\n/,
    );
    expect(within(dialog).getByRole('button', { name: 'Descargar resultado (.txt)' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Listo' })).toBeInTheDocument();
  });
});

describe('a preview (the import’s dry run)', () => {
  const previewed: ImportResults = {
    imported: 2,
    updated: 1,
    unchanged: 0,
    totalRows: 4,
    errors: ['Row 5: the name (nombre) is empty'],
    warnings: [],
  };

  it('says nothing was written, offers to import the rows, and Cancel closes it', async () => {
    const onImport = jest.fn();
    const onClose = jest.fn();
    render(<ImportResultsDialog results={previewed} onClose={onClose} preview={{ onImport }} />);
    const dialog = screen.getByRole('dialog', { name: 'Import preview' });
    expect(dialog).toHaveTextContent('Preview: nothing has been written yet.');
    expect(within(dialog).queryByRole('button', { name: 'Done' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(onImport).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Import these 3 rows' }));
    expect(onImport).toHaveBeenCalledTimes(1);
  });

  it('nothing to write: no import button; the downloaded file says it is a preview', async () => {
    const saved = savedFiles();
    render(
      <ImportResultsDialog
        results={{ ...previewed, imported: 0, updated: 0 }}
        onClose={() => {}}
        preview={{ onImport: () => {} }}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Import preview' });
    expect(dialog).toHaveTextContent('Importing the file would add or change no guest.');
    expect(within(dialog).queryByRole('button', { name: /^Import / })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Download results (.txt)' }));
    expect(saved[0]?.name).toMatch(/^import-preview-/);
    expect(await textOf(saved[0]?.blob)).toMatch(/^Import preview\nPreview: nothing has been written yet.\n/);
  });

  it('in Spanish', () => {
    render(
      <IntlProvider locale="es" defaultLocale="en-US" messages={SHARED_MESSAGES_ES}>
        <ImportResultsDialog results={previewed} onClose={() => {}} preview={{ onImport: () => {} }} />
      </IntlProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Vista previa de la importación' });
    expect(dialog).toHaveTextContent('Vista previa: todavía no se ha escrito nada.');
    expect(within(dialog).getByRole('button', { name: 'Importar estas 3 filas' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
  });
});
