// The export dropdown says what each export is and is not (issue 36 item 3), and offers the whole-site
// backup (GET /api/admin/site-backup) to the roles that may download it, never to a moderator.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@wedding/shared-contracts';
import { currentToasts, dismissToast } from '@wedding/shared-contracts/ui';
import { ExportMenu, useExport } from './guest-menus';

afterEach(() => dismissToast());

function Harness({ mayBackUpSite, guestCount = 3 }: { mayBackUpSite: boolean; guestCount?: number }) {
  const { run, busy } = useExport(guestCount);
  return <ExportMenu onExport={(format) => void run(format)} busy={busy} mayBackUpSite={mayBackUpSite} />;
}

async function openMenu(mayBackUpSite: boolean, guestCount?: number) {
  render(<Harness mayBackUpSite={mayBackUpSite} guestCount={guestCount} />);
  await userEvent.click(screen.getByRole('button', { name: /^Export/ }));
  return screen.findAllByRole('menuitem');
}

describe('the export dropdown', () => {
  it('says of every guest-list export what it leaves out, and that only the whole-site backup holds it all', async () => {
    const items = await openMenu(true);
    expect(items.map((item) => item.textContent)).toEqual([
      "CSV (.csv)The list's nine columns, accents intact. Not a backup: no RSVP notes, reminder dates, phone guests or history",
      "Excel (.xlsx)Every guest field with each guest's RSVP message and dietary note; importing it restores the guest list. Not in it: reminder dates, the RSVP inbox's e-mails and dates, status history, phone guests, contact messages",
      'Caterer summary (.xlsx)Names and people attending with every note on them: the dietary notes of their answers and the notes hosts wrote on guests, which may hold anything (contact details too). Not a backup',
      'Whole-site backup (.json)Both guest lists, the RSVP inbox with e-mails and dates, reminder dates, status history and contact messages; restores exactly. Not in it: admin accounts and sessions',
    ]);
  });

  it('does not offer the whole-site backup to a role that may not download it', async () => {
    const items = await openMenu(false);
    expect(items.map((item) => item.textContent)).not.toContainEqual(expect.stringMatching(/Whole-site/));
    expect(items).toHaveLength(3);
  });

  it('downloads the whole-site backup from its own route', async () => {
    const requested: string[] = [];
    global.fetch = (async (input: RequestInfo | URL) => {
      requested.push(String(input));
      return {
        ok: true,
        status: 200,
        statusText: 'OK',
        headers: new Headers({
          'content-disposition': 'attachment; filename="wedding_site_backup_2026-11-28.json"',
        }),
        blob: async () => new Blob(['{}']),
      } as unknown as Response;
    }) as typeof fetch;
    URL.createObjectURL = jest.fn(() => 'blob:1');
    URL.revokeObjectURL = jest.fn();
    // jsdom cannot follow the download link
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await openMenu(true);
    await userEvent.click(screen.getByRole('menuitem', { name: /^Whole-site backup/ }));
    await waitFor(() =>
      expect(currentToasts()[0]).toMatchObject({
        title: 'Export successful',
        description: 'wedding_site_backup_2026-11-28.json downloaded',
      }),
    );
    expect(requested).toEqual([API_PATHS.admin.siteBackup]);
    click.mockRestore();
  });

  describe('with an empty guest list, or a failed download', () => {
    const requested: string[] = [];
    let answer: () => Response;
    beforeEach(() => {
      requested.length = 0;
      global.fetch = (async (input: RequestInfo | URL) => {
        requested.push(String(input));
        return answer();
      }) as typeof fetch;
      URL.createObjectURL = jest.fn(() => 'blob:1');
      URL.revokeObjectURL = jest.fn();
    });
    const saved = () =>
      ({
        ok: true,
        status: 200,
        statusText: 'OK',
        headers: new Headers({ 'content-disposition': 'attachment; filename="backup.json"' }),
        blob: async () => new Blob(['{}']),
      }) as unknown as Response;
    const failed = (status: number, error: string) =>
      ({
        ok: false,
        status,
        statusText: 'Error',
        headers: new Headers({ 'content-type': 'application/json' }),
        text: async () => JSON.stringify({ error }),
      }) as unknown as Response;

    it('still downloads the whole-site backup when the guest list is empty', async () => {
      answer = saved;
      const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
      await openMenu(true, 0);
      await userEvent.click(screen.getByRole('menuitem', { name: /^Whole-site backup/ }));
      await waitFor(() =>
        expect(currentToasts()[0]).toMatchObject({
          title: 'Export successful',
          description: 'backup.json downloaded',
        }),
      );
      expect(requested).toEqual([API_PATHS.admin.siteBackup]);
      click.mockRestore();
    });

    it('says "No data to export" for the guest list itself without asking the server', async () => {
      answer = saved;
      await openMenu(true, 0);
      await userEvent.click(screen.getByRole('menuitem', { name: /^CSV/ }));
      await waitFor(() =>
        expect(currentToasts()[0]).toMatchObject({
          title: 'Export failed',
          description: 'No data to export',
        }),
      );
      expect(requested).toEqual([]);
    });

    it('asks the server for the caterer summary, which counts the phone guests too', async () => {
      answer = () => failed(404, 'No data to export');
      await openMenu(true, 0);
      await userEvent.click(screen.getByRole('menuitem', { name: /^Caterer summary/ }));
      await waitFor(() =>
        expect(currentToasts()[0]).toMatchObject({
          title: 'Export failed',
          description: 'No data to export',
        }),
      );
      expect(requested).toEqual([expect.stringContaining('format=caterer')]);
    });

    it('reports a failed whole-site backup as such, not as the guest list', async () => {
      answer = () => failed(500, 'Internal server error');
      await openMenu(true);
      await userEvent.click(screen.getByRole('menuitem', { name: /^Whole-site backup/ }));
      await waitFor(() =>
        expect(currentToasts()[0]).toMatchObject({
          title: 'Export failed',
          description: 'Failed to download the whole-site backup',
          variant: 'destructive',
        }),
      );
    });
  });
});
