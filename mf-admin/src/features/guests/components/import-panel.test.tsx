// The guest list's import panel (issue 36 item 6): "Preview" sends the import as a dry run and shows what it
// would do; "Import these N rows" then imports the file, Cancel sends nothing more; the last results open
// again after their dialog is closed, until the next import.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportDryRun, ImportResults } from '@wedding/shared-contracts';
import { dismissToast } from '@wedding/shared-contracts/ui';
import AdminRoutes from '../../../app/admin-routes';
// the route loads the page lazily: loaded with the file here, so no test waits for it
import './guests-page';
import { setAdminLocale } from '../../../lib/i18n/admin-locale';
import { loggedIn, mockApi, renderAt } from '../../../lib/testing';

afterEach(() => {
  dismissToast();
  act(() => setAdminLocale('en'));
});

const PREVIEW: ImportDryRun = {
  results: {
    imported: 2,
    updated: 1,
    unchanged: 4,
    errors: ['Row 9: the name (nombre) is empty'],
    totalRows: 8,
    warnings: [],
    rows: {
      added: [
        { row: 2, name: 'Ana Pérez' },
        { row: 3, name: 'Luis Gómez' },
      ],
      updated: [{ row: 4, name: 'Eva Núñez' }],
      refused: [{ row: 9, name: '' }],
      skipped: [],
    },
  },
  matches: [{ row: 4, guestId: '64b000000000000000000009', guestName: 'Eva Núñez', by: 'email' }],
};
const DONE: ImportResults = { ...PREVIEW.results, unchanged: 4 };

/** `imports`: what each import answers in turn (the last one repeats). */
function setup(imports: ImportResults[] = [DONE]) {
  let done = 0;
  const api = mockApi({
    'GET /api/admin/auth/check': loggedIn(),
    'GET /api/admin/unified-guests': { body: { data: [] } },
    'POST /api/admin/guests/import?dryRun=1': { body: PREVIEW },
    'POST /api/admin/guests/import?async=1': () => ({
      body: { results: imports[Math.min(done++, imports.length - 1)] },
    }),
  });
  renderAt('/admin/guests', <AdminRoutes />);
  /** The import calls sent, in order: their query strings. */
  const posts = () =>
    api.mock.calls
      .filter(([url, init]) => init?.method === 'POST' && String(url).includes('/guests/import'))
      .map(([url]) => String(url).split('?')[1]);
  return { posts };
}

async function chooseFile(name = 'Import spreadsheet') {
  const panel = await screen.findByRole('region', { name });
  await userEvent.upload(
    panel.querySelector('input[type="file"]') as HTMLInputElement,
    new File(['nombre\nAna'], 'lista.xlsx'),
  );
  return panel;
}

describe('the import’s preview', () => {
  it('"Preview" sends the dry run; "Import these 3 rows" then imports the same file', async () => {
    const { posts } = setup();
    const panel = await chooseFile();
    await userEvent.click(within(panel).getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('dialog', { name: 'Import preview' });
    expect(preview).toHaveTextContent('Preview: nothing has been written yet.');
    expect(within(preview).getByRole('list', { name: 'Guests added (2)' })).toHaveTextContent(
      'Row 2: Ana PérezRow 3: Luis Gómez',
    );
    expect(posts()).toEqual(['dryRun=1']);
    await userEvent.click(within(preview).getByRole('button', { name: 'Import these 3 rows' }));
    const results = await screen.findByRole('dialog', { name: 'Import Results' });
    expect(results).toHaveTextContent('Row 4: Eva Núñez');
    expect(screen.queryByRole('dialog', { name: 'Import preview' })).toBeNull();
    expect(posts()).toEqual(['dryRun=1', 'async=1']);
  });

  it('Cancel after the preview sends nothing more, and the file stays chosen', async () => {
    const { posts } = setup();
    const panel = await chooseFile();
    await userEvent.click(within(panel).getByRole('button', { name: 'Preview' }));
    const preview = await screen.findByRole('dialog', { name: 'Import preview' });
    await userEvent.click(within(preview).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts()).toEqual(['dryRun=1']);
    expect(within(panel).getByText('lista.xlsx')).toBeInTheDocument();
    // no import: no last results to show
    expect(within(panel).queryByRole('button', { name: 'Show the last import’s results' })).toBeNull();
  });

  it('in Spanish: the panel’s buttons and the preview', async () => {
    act(() => setAdminLocale('es'));
    setup();
    const panel = await chooseFile('Importar hoja de cálculo');
    await userEvent.click(within(panel).getByRole('button', { name: 'Vista previa' }));
    const preview = await screen.findByRole('dialog', { name: 'Vista previa de la importación' });
    expect(within(preview).getByRole('button', { name: 'Importar estas 3 filas' })).toBeInTheDocument();
    expect(within(preview).getByRole('list', { name: 'Invitados añadidos (2)' })).toBeInTheDocument();
  });
});

describe('the last import’s results', () => {
  it('open again after "Done"; the next import’s replace them', async () => {
    const next: ImportResults = {
      imported: 0,
      updated: 0,
      unchanged: 7,
      errors: [],
      totalRows: 7,
      warnings: [],
    };
    const { posts } = setup([DONE, next]);
    const panel = await chooseFile();
    await userEvent.click(within(panel).getByRole('button', { name: 'Import' }));
    const results = await screen.findByRole('dialog', { name: 'Import Results' });
    await userEvent.click(within(results).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const again = () => within(panel).getByRole('button', { name: 'Show the last import’s results' });
    await userEvent.click(again());
    const reopened = await screen.findByRole('dialog', { name: 'Import Results' });
    expect(reopened).toHaveTextContent('Row 9: the name (nombre) is empty');
    await userEvent.click(within(reopened).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the next import: its results, not the last one's
    await chooseFile();
    await userEvent.click(within(panel).getByRole('button', { name: 'Import' }));
    const second = await screen.findByRole('dialog', { name: 'Import Results' });
    expect(second).not.toHaveTextContent('Row 9');
    await userEvent.click(within(second).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(again());
    expect(await screen.findByRole('dialog', { name: 'Import Results' })).toHaveTextContent('Unchanged7');
    expect(posts()).toEqual(['async=1', 'async=1']);
  });
});
