// The one reading of a phone number (issue 36 item 1), as the hosts' paths take it: the guest list's
// import, the phone guests' import and the admin API's "new phone guest" all store the E.164 number of
// scripts/testing/phone-spellings.ts for each spelling, or refuse it; an import warns on every guessed
// reading, naming the row and the country chosen. svc-public's phone-spellings test looks the same
// spellings up.
import { InvitadoModel, UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import { aPhoneGuestBody } from '../../scripts/testing/builders';
import { useTestDatabase } from '../../scripts/testing/database';
import { PHONE_SPELLINGS } from '../../scripts/testing/phone-spellings';
import { stopWorkbookParser } from '../src/modules/guest-import/file-parsing/workbook-worker';
import { xlsxFile } from './guests-files';
import { clearUsers, createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';

useTestDatabase();
afterAll(() => stopWorkbookParser());

const app: Express = makeApp();
let agent: Awaited<ReturnType<typeof loggedInAgent>>;

beforeEach(async () => {
  await Promise.all([clearUsers(), UnifiedGuestModel.deleteMany({}), InvitadoModel.deleteMany({})]);
  await createUser({ username: 'host', adminRole: 'admin' });
  agent = await loggedInAgent(app, 'host');
});

/** The guest of spelling `index` (row index + 2 of the file). */
const nameOf = (index: number) => `Invitado Numero ${index + 1}`;
const GUESSES = ['sharedCallingCode', 'withoutPlus', 'otherCountry', 'mexicanMobileOne'];

/** What an import must say of each row: stored or refused, and a warning exactly for each guessed reading. */
function expectRowsRead(
  results: { errors: string[]; warnings: string[] },
  stored: Map<string, string | null>,
  phoneGuests: boolean,
) {
  PHONE_SPELLINGS.forEach(({ written, e164, read, names }, index) => {
    const row = `Row ${index + 2}: `;
    const errors = results.errors.filter((error) => error.startsWith(row));
    const warnings = results.warnings.filter((warning) => warning.startsWith(row));
    const context = { written, errors, warnings };
    if (e164) {
      expect({ ...context, stored: stored.get(nameOf(index)) }).toEqual({ ...context, stored: e164 });
      expect(errors).toEqual([]);
      if (GUESSES.includes(read)) expect(warnings).toHaveLength(1);
      else expect(warnings.filter((warning) => !warning.includes('scientific notation'))).toEqual([]);
      if (names) expect(warnings[0]).toContain(`stored as a number of ${names}`);
      if (read === 'mexicanMobileOne') expect(warnings[0]).toContain("Mexico's old mobile form");
    } else if (read === 'empty' && !phoneGuests) {
      expect({ ...context, stored: stored.get(nameOf(index)) }).toEqual({ ...context, stored: null });
    } else {
      expect({ ...context, stored: stored.has(nameOf(index)) }).toMatchObject({ stored: false });
      expect(errors).toHaveLength(1);
    }
  });
}

describe('every spelling of the ten countries, read one way on every path (issue 36 item 1)', () => {
  it('the guest list import stores each number or refuses it, warning on every guess', async () => {
    const file = xlsxFile([
      ['nombre', 'telefono'],
      ...PHONE_SPELLINGS.map(({ written }, index) => [nameOf(index), written]),
    ]);
    const res = await agent
      .post('/api/admin/guests/import')
      .set('Origin', ORIGIN)
      .attach('file', file, 'spellings.xlsx');
    expect(res.status).toBe(200);
    const guests = await UnifiedGuestModel.find({}).lean();
    expectRowsRead(
      res.body.results,
      new Map(guests.map((guest) => [guest.name, guest.phone ?? null])),
      false,
    );
  });

  it('the phone guests import reads them the same way', async () => {
    const file = xlsxFile([
      ['Name', 'Phone', 'Category', 'Max People'],
      ...PHONE_SPELLINGS.map(({ written }, index) => [nameOf(index), written, 'Amigos Mateo', '2']),
    ]);
    const res = await agent
      .post('/api/admin/invitados/import')
      .set('Origin', ORIGIN)
      .attach('file', file, 'spellings.xlsx');
    expect(res.status).toBe(200);
    const guests = await InvitadoModel.find({}).lean();
    expectRowsRead(
      res.body.results,
      new Map(guests.map((guest) => [guest.nombreCompleto, guest.telefonoWhatsapp])),
      true,
    );
  });

  it('the admin API stores each number, or answers 400', async () => {
    for (const { written, e164 } of PHONE_SPELLINGS) {
      const res = await agent
        .post('/api/admin/invitados')
        .set('Origin', ORIGIN)
        .send(aPhoneGuestBody({ telefonoWhatsapp: written }));
      expect({ written, status: res.status }).toEqual({ written, status: e164 ? 201 : 400 });
      if (e164)
        expect({ written, stored: res.body.data.telefonoWhatsapp }).toEqual({ written, stored: e164 });
    }
  });
});
