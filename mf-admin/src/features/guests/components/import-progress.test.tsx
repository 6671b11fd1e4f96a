import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportJob } from '@wedding/shared-contracts';
import { currentToasts, dismissToast } from '@wedding/shared-contracts/ui';
import AdminRoutes from '../../../app/admin-routes';
// the route loads the page lazily: loaded with the file here, so no test waits for it
import './guests-page';
import { loggedIn, mockApi, renderAt } from '../../../lib/testing';
import { ImportProgressBar } from './import-progress';

afterEach(() => dismissToast());

describe('the import progress bar', () => {
  it('says how many rows of how many, as text and as the progressbar’s value', () => {
    render(<ImportProgressBar progress={{ processed: 1200, total: 5000 }} />);
    expect(screen.getByText('Importing… 1,200 of 5,000')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '5000');
    expect(bar).toHaveAttribute('aria-valuenow', '1200');
    expect(bar).toHaveAttribute('aria-valuetext', 'Importing… 1,200 of 5,000');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('24%');
  });

  it('before the first poll: busy, with no value', () => {
    render(<ImportProgressBar progress={null} />);
    expect(screen.getByText('Importing…')).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Import progress' });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(bar).toHaveAttribute('aria-busy', 'true');
  });
});

const JOB = '64b000000000000000000001';
const JOB_PATH = `/api/admin/guests/import/jobs/${JOB}`;

/**
 * The guest page with an import job answering `polls` in turn (the last one repeats). Each poll after the
 * first waits until the test calls `next()`, so a slow machine never skips a state the test looks at.
 */
function setup(polls: ImportJob[], { held = false } = {}) {
  let poll = 0;
  const waiting: (() => void)[] = [];
  const api = mockApi({
    'GET /api/admin/auth/check': loggedIn(),
    'GET /api/admin/unified-guests': { body: { data: [] } },
    'POST /api/admin/guests/import': { status: 202, body: { jobId: JOB } },
    [`GET ${JOB_PATH}`]: async () => {
      const index = poll++;
      if (held && index > 0) await new Promise<void>((resolve) => waiting.push(resolve));
      return { body: polls[Math.min(index, polls.length - 1)] };
    },
  });
  renderAt('/admin/guests', <AdminRoutes />);
  /** Lets the next poll answer (once it has been asked). */
  const next = async () => {
    await waitFor(() => expect(waiting.length).toBeGreaterThan(0), { timeout: 5000 });
    waiting.shift()?.();
  };
  return { api, next };
}

async function importFile() {
  const panel = await screen.findByRole('region', { name: 'Import spreadsheet' });
  await userEvent.upload(
    panel.querySelector('input[type="file"]') as HTMLInputElement,
    new File(['nombre\nAna'], 'lista.xlsx'),
  );
  await userEvent.click(within(panel).getByRole('button', { name: 'Import' }));
  return panel;
}

describe('the import panel runs the import as a job', () => {
  it('shows its progress while it runs, then the spec’s toast and the results', async () => {
    const results = { imported: 4000, updated: 1000, errors: [], totalRows: 5000, warnings: [] };
    const { api, next } = setup(
      [
        { state: 'running', processed: 1200, total: 5000 },
        { state: 'running', processed: 3000, total: 5000 },
        { state: 'done', processed: 5000, total: 5000, results },
      ],
      { held: true },
    );
    const panel = await importFile();
    expect(await within(panel).findByText('Importing… 1,200 of 5,000')).toBeInTheDocument();
    expect(within(panel).getByRole('progressbar', { name: 'Import progress' })).toHaveAttribute(
      'aria-valuenow',
      '1200',
    );
    await next();
    expect(
      await within(panel).findByText('Importing… 3,000 of 5,000', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    await next();
    const dialog = await screen.findByRole('dialog', { name: 'Import Results' }, { timeout: 3000 });
    expect(dialog).toHaveTextContent('New guests4000');
    expect(currentToasts()[0]).toMatchObject({
      title: 'Import completed',
      description: 'Imported 4000 new, updated 1000',
    });
    expect(within(panel).queryByRole('progressbar')).toBeNull();
    const posts = api.mock.calls.filter(([, init]) => init?.method === 'POST').map(([url]) => String(url));
    expect(posts).toEqual(['/api/admin/guests/import?async=1']);
  });

  it('a job that stopped partway says what it wrote', async () => {
    const written = { imported: 300, updated: 200, errors: [], totalRows: 1000, warnings: [] };
    setup([
      {
        state: 'failed',
        processed: 500,
        total: 1000,
        results: written,
        error: 'The import stopped partway: 300 guests were added and 200 updated before it stopped.',
      },
    ]);
    await importFile();
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'Import stopped partway',
        description: 'The import stopped partway: 300 guests were added and 200 updated before it stopped.',
        variant: 'destructive',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Import Results' });
    expect(dialog).toHaveTextContent('New guests300');
    expect(dialog).toHaveTextContent('Updated200');
  });
});
