// Access control (issue 8, item 7; roles on destructive operations, issue 13 item 8): one table, every
// svc-admin endpoint × {anonymous, moderator, admin, super_admin, deactivated} → the status expected.
// Anonymous callers and deactivated admins (whose sessions end at deactivation) get 401 on everything that
// needs a session; users management is for super admins only (403 'Super admin access required' for the
// other roles); deleting, importing, the bulk replace (and its validation) and the database analysis need
// an admin (403 'Admin access required' for moderators); everything else is for any active admin. Every
// call uses valid fixtures, so a success really is 2xx (not a 400 or 404), and a refused call changes
// nothing. The table must have a row for every route the app registers, and agree with the permission
// table svc-admin enforces and mf-admin follows (ADMIN_ROUTE_ACCESS in shared-contracts).
import type { Server } from 'node:http';
import {
  ADMIN_ROUTE_ACCESS,
  API_PATHS,
  API_ROUTES,
  DEFAULT_REMINDER_TEMPLATES,
  SITE_BACKUP_COLLECTIONS,
  SITE_BACKUP_FORMAT,
  SITE_BACKUP_VERSION,
} from '@wedding/shared-contracts';
import {
  ContactModel,
  InvitadoModel,
  ReminderTemplatesModel,
  RsvpModel,
  UnifiedGuestModel,
  UserModel,
} from '@wedding/shared-contracts/domain';
import { registeredRoutes, routeKey } from '@wedding/shared-contracts/server';
import mongoose, { type Model } from 'mongoose';
import request from 'supertest';
import {
  aGuestBody,
  aPhoneGuestBody,
  insertGuest,
  insertPhoneGuest,
  TEST_PASSWORD,
} from '../../scripts/testing/builders';
import { useTestDatabase } from '../../scripts/testing/database';
import { multipart } from '../../scripts/testing/fuzz';
import { IMPORT_JOBS_COLLECTION } from '../src/modules/guest-import/writing/import-jobs';
import { createUser, loggedInAgent, makeApp, ORIGIN } from './helpers';

useTestDatabase();

jest.setTimeout(60_000);

const ROLES = ['anonymous', 'moderator', 'admin', 'super_admin', 'deactivated'] as const;
type Role = (typeof ROLES)[number];

const a = API_PATHS.admin;
const r = API_ROUTES.admin;

/** Expected status per role, in the order of ROLES. */
type Row = readonly [
  anonymous: number,
  moderator: number,
  admin: number,
  superAdmin: number,
  deactivated: number,
];

const anyAdmin = (ok: number): Row => [401, ok, ok, ok, 401];
const adminOnly = (ok: number): Row => [401, 403, ok, ok, 401];
const superAdminOnly = (ok: number): Row => [401, 403, 403, ok, 401];

/** THE TABLE: every endpoint (method + path) × role → status. */
const MATRIX: Record<string, Row> = {
  [`GET ${a.health}`]: [200, 200, 200, 200, 200],
  [`GET ${a.auth.setupCheck}`]: [200, 200, 200, 200, 200],
  [`GET ${a.openApi}`]: [200, 200, 200, 200, 200],
  // the first admin exists: setup is over for everyone
  [`POST ${a.auth.setup}`]: [409, 409, 409, 409, 409],
  // each role logs in with its own credentials (anonymous: a valid account's); a deactivated admin cannot
  [`POST ${a.auth.login}`]: [200, 200, 200, 200, 401],
  [`POST ${a.auth.logout}`]: [200, 200, 200, 200, 200],
  [`GET ${a.auth.check}`]: anyAdmin(200),

  [`GET ${a.users}`]: superAdminOnly(200),
  [`GET ${a.usersStats}`]: superAdminOnly(200),
  [`POST ${a.users}`]: superAdminOnly(201),
  [`PUT ${r.user}`]: superAdminOnly(200),
  [`DELETE ${r.user}`]: superAdminOnly(200),

  [`GET ${a.databaseAnalysis}`]: adminOnly(200),

  [`GET ${a.unifiedGuests}`]: anyAdmin(200),
  [`GET ${r.unifiedGuest}`]: anyAdmin(200),
  [`POST ${a.guests}`]: anyAdmin(201),
  [`PUT ${r.guest}`]: anyAdmin(200),
  [`DELETE ${r.guest}`]: adminOnly(200),
  [`GET ${a.guestsExport}`]: anyAdmin(200),
  [`POST ${a.guestsImport}`]: adminOnly(200),
  [`GET ${r.guestsImportJob}`]: adminOnly(200),
  [`POST ${a.guestsValidateCsv}`]: adminOnly(200),
  [`POST ${a.guestsBulkReplace}`]: adminOnly(200),

  [`GET ${a.invitados}`]: anyAdmin(200),
  [`POST ${a.invitados}`]: anyAdmin(201),
  [`PUT ${r.invitado}`]: anyAdmin(200),
  [`PATCH ${r.invitado}`]: anyAdmin(200),
  [`POST ${r.invitadoReset}`]: anyAdmin(200),
  [`DELETE ${r.invitado}`]: adminOnly(200),
  [`GET ${a.invitadosExport}`]: anyAdmin(200),
  [`POST ${a.invitadosImport}`]: adminOnly(200),

  [`GET ${a.contacts}`]: anyAdmin(200),
  [`PATCH ${r.contact}`]: anyAdmin(200),
  [`DELETE ${r.contact}`]: adminOnly(200),

  [`GET ${a.rsvps}`]: anyAdmin(200),
  [`POST ${r.rsvpMatch}`]: anyAdmin(200),
  [`DELETE ${r.rsvp}`]: adminOnly(200),
  [`GET ${a.reminders}`]: anyAdmin(200),
  [`POST ${r.reminderSent}`]: anyAdmin(200),
  // the reminder messages (issue 36): any admin reads them, only admins rewrite them
  [`GET ${a.reminderTemplates}`]: anyAdmin(200),
  [`PUT ${a.reminderTemplates}`]: adminOnly(200),
  // the second kind, to the confirmed guests missing details: the same rule
  [`GET ${a.detailsReminders}`]: anyAdmin(200),
  [`GET ${a.detailsReminderTemplate}`]: anyAdmin(200),
  [`PUT ${a.detailsReminderTemplate}`]: adminOnly(200),

  // the whole site's data, and its restore (issue 36): admins only
  [`GET ${a.siteBackup}`]: adminOnly(200),
  [`POST ${a.siteRestore}`]: adminOnly(200),
};

// ─── Fixtures: a fresh, valid target for every call ──────────────────────────────────────────────

let serial = 0;
const next = () => (serial += 1);

interface Call {
  path: string;
  json?: object;
  upload?: { contentType: string; body: Buffer };
  /** The collection a refused call must leave exactly as it was. */
  watch?: Model<never>;
}

const csv = (rows: number) => {
  const lines = ['nombre,tipo_invitado,acompanantes,codigo_unico,telefono'];
  for (let i = 0; i < rows; i++) {
    const n = next();
    lines.push(
      `Invitado ${n},Familia Mateo,2,ACC-${n},+1 809 555 ${String(3000 + (n % 1000)).padStart(4, '0')}`,
    );
  }
  return multipart([{ name: 'file', filename: 'guests.csv', content: Buffer.from(lines.join('\n')) }]);
};

const phoneCsv = (rows: number) => {
  const lines = ['Name,Phone,Category,Max People'];
  for (let i = 0; i < rows; i++) {
    const n = next();
    lines.push(`Invitado ${n},+1 829 556 ${String(n % 10000).padStart(4, '0')},Amigos Mateo,2`);
  }
  return multipart([{ name: 'file', filename: 'phone-guests.csv', content: Buffer.from(lines.join('\n')) }]);
};

/** A whole-site backup holding one guest (a restore replaces every collection it holds). */
const siteBackupFile = () => {
  const n = next();
  const guest = {
    _id: { $oid: new mongoose.Types.ObjectId().toHexString() },
    name: `Copia ${n}`,
    invitationCode: `SB-${n}`,
  };
  const collections = Object.fromEntries(SITE_BACKUP_COLLECTIONS.map((name) => [name, [] as object[]]));
  collections.unified_guests = [guest];
  const file = {
    format: SITE_BACKUP_FORMAT,
    version: SITE_BACKUP_VERSION,
    createdAt: new Date().toISOString(),
    collections,
  };
  return multipart([{ name: 'file', filename: 'backup.json', content: Buffer.from(JSON.stringify(file)) }]);
};

async function guestId(): Promise<string> {
  return (await insertGuest({ maxPeopleAllowed: 2, expectedAttendees: 2 })).id;
}

/** A finished import job, as POST /api/admin/guests/import?async=1 stores one. */
async function importJobId(): Promise<string> {
  const now = new Date();
  const results = { imported: 2, updated: 0, errors: [], totalRows: 2, warnings: [] };
  const { insertedId } = await mongoose.connection.db!.collection(IMPORT_JOBS_COLLECTION).insertOne({
    state: 'done',
    processed: 2,
    total: 2,
    imported: 2,
    updated: 0,
    results,
    createdAt: now,
    heartbeatAt: now,
  });
  return String(insertedId);
}

async function invitadoId(status: 'pendiente' | 'confirmado' = 'pendiente'): Promise<string> {
  const invitado = await insertPhoneGuest({
    maxPersonasPermitidas: 4,
    estadoConfirmacion: status,
    personasConfirmadas: status === 'confirmado' ? 2 : null,
  });
  return invitado.id;
}

async function contactId(): Promise<string> {
  const contact = await ContactModel.create({
    name: 'Contacto',
    email: `c${next()}@example.com`,
    subject: 'other',
    message: 'Hola',
  });
  return contact.id;
}

async function rsvpId(): Promise<string> {
  const n = next();
  const rsvp = await RsvpModel.create({
    name: `Alguien ${n}`,
    email: `rsvp${n}@example.com`,
    attending: true,
    guestCount: 2,
  });
  return rsvp.id;
}

const victimId = async () => (await createUser({ adminRole: 'moderator' })).id;

const users = UserModel as unknown as Model<never>;
const guests = UnifiedGuestModel as unknown as Model<never>;
const invitados = InvitadoModel as unknown as Model<never>;
const contacts = ContactModel as unknown as Model<never>;
const rsvps = RsvpModel as unknown as Model<never>;
const reminderTemplates = ReminderTemplatesModel as unknown as Model<never>;

/** How to call each endpoint so that an allowed caller succeeds. */
const CALLS: Record<string, (role: Role) => Promise<Call>> = {
  [`GET ${a.health}`]: async () => ({ path: a.health }),
  [`GET ${a.auth.setupCheck}`]: async () => ({ path: a.auth.setupCheck }),
  [`GET ${a.openApi}`]: async () => ({ path: a.openApi }),
  [`POST ${a.auth.setup}`]: async () => ({
    path: a.auth.setup,
    json: { username: `setup-${next()}`, password: 'strong-pass-1' },
    watch: users,
  }),
  [`POST ${a.auth.login}`]: async (role) => ({ path: a.auth.login, json: credentialsOf(role) }),
  [`POST ${a.auth.logout}`]: async () => ({ path: a.auth.logout }),
  [`GET ${a.auth.check}`]: async () => ({ path: a.auth.check }),

  [`GET ${a.users}`]: async () => ({ path: `${a.users}?page=1&limit=20&role=moderator` }),
  [`GET ${a.usersStats}`]: async () => ({ path: a.usersStats }),
  [`POST ${a.users}`]: async () => ({
    path: a.users,
    json: { username: `new-${next()}`, password: 'strong-pass-1', adminRole: 'moderator' },
    watch: users,
  }),
  [`PUT ${r.user}`]: async () => ({
    path: r.user.replace(':id', await victimId()),
    json: { adminRole: 'admin' },
    watch: users,
  }),
  [`DELETE ${r.user}`]: async () => ({ path: r.user.replace(':id', await victimId()), watch: users }),

  [`GET ${a.databaseAnalysis}`]: async () => ({ path: a.databaseAnalysis }),

  [`GET ${a.unifiedGuests}`]: async () => ({ path: a.unifiedGuests }),
  [`GET ${r.unifiedGuest}`]: async () => ({ path: r.unifiedGuest.replace(':id', await guestId()) }),
  [`POST ${a.guests}`]: async () => ({
    path: a.guests,
    json: aGuestBody({ maxPeopleAllowed: 2 }),
    watch: guests,
  }),
  [`PUT ${r.guest}`]: async () => ({
    path: r.guest.replace(':id', await guestId()),
    json: { notes: 'Mesa 3', maxPeopleAllowed: 3 },
    watch: guests,
  }),
  [`DELETE ${r.guest}`]: async () => ({ path: r.guest.replace(':id', await guestId()), watch: guests }),
  [`GET ${a.guestsExport}`]: async () => {
    await guestId();
    return { path: `${a.guestsExport}?format=csv` };
  },
  [`POST ${a.guestsImport}`]: async () => ({ path: a.guestsImport, upload: csv(2), watch: guests }),
  [`GET ${r.guestsImportJob}`]: async () => ({ path: r.guestsImportJob.replace(':id', await importJobId()) }),
  [`POST ${a.guestsValidateCsv}`]: async () => ({ path: a.guestsValidateCsv, upload: csv(2), watch: guests }),
  [`POST ${a.guestsBulkReplace}`]: async () => ({ path: a.guestsBulkReplace, upload: csv(2), watch: guests }),

  [`GET ${a.invitados}`]: async () => ({ path: a.invitados }),
  [`POST ${a.invitados}`]: async () => ({
    path: a.invitados,
    json: aPhoneGuestBody({ maxPersonasPermitidas: 3, acompanantesAsignados: 2 }),
    watch: invitados,
  }),
  [`PUT ${r.invitado}`]: async () => ({
    path: r.invitado.replace(':id', await invitadoId()),
    json: { estadoConfirmacion: 'confirmado', personasConfirmadas: 2 },
    watch: invitados,
  }),
  [`PATCH ${r.invitado}`]: async () => ({
    path: r.invitado.replace(':id', await invitadoId()),
    json: { nombreCompleto: 'Nombre corregido', maxPersonasPermitidas: 3 },
    watch: invitados,
  }),
  [`POST ${r.invitadoReset}`]: async () => ({
    path: r.invitadoReset.replace(':id', await invitadoId('confirmado')),
    watch: invitados,
  }),
  [`DELETE ${r.invitado}`]: async () => ({
    path: r.invitado.replace(':id', await invitadoId('confirmado')),
    watch: invitados,
  }),
  [`GET ${a.invitadosExport}`]: async () => {
    await invitadoId();
    return { path: `${a.invitadosExport}?format=csv` };
  },
  [`POST ${a.invitadosImport}`]: async () => ({
    path: a.invitadosImport,
    upload: phoneCsv(2),
    watch: invitados,
  }),

  [`GET ${a.contacts}`]: async () => ({ path: a.contacts }),
  [`PATCH ${r.contact}`]: async () => ({
    path: r.contact.replace(':id', await contactId()),
    json: { status: 'resolved', notes: 'Respondido' },
    watch: contacts,
  }),
  [`DELETE ${r.contact}`]: async () => ({
    path: r.contact.replace(':id', await contactId()),
    watch: contacts,
  }),

  [`GET ${a.rsvps}`]: async () => {
    await rsvpId();
    return { path: `${a.rsvps}?unmatched=true` };
  },
  [`POST ${r.rsvpMatch}`]: async () => ({
    path: r.rsvpMatch.replace(':id', await rsvpId()),
    json: { unifiedGuestId: await guestId() },
    watch: rsvps,
  }),
  [`DELETE ${r.rsvp}`]: async () => ({ path: r.rsvp.replace(':id', await rsvpId()), watch: rsvps }),

  [`GET ${a.reminders}`]: async () => {
    await invitadoId();
    return { path: a.reminders };
  },
  [`POST ${r.reminderSent}`]: async () => ({
    path: r.reminderSent.replace(':kind', 'phone-guest').replace(':id', await invitadoId()),
    watch: invitados,
  }),
  [`GET ${a.reminderTemplates}`]: async () => ({ path: a.reminderTemplates }),
  [`PUT ${a.reminderTemplates}`]: async () => ({
    path: a.reminderTemplates,
    json: {
      ...DEFAULT_REMINDER_TEMPLATES,
      afterDeadline: { es: `Hoy cerramos ${next()}: {link}`, en: 'Today: {link}' },
    },
    watch: reminderTemplates,
  }),
  [`GET ${a.detailsReminders}`]: async () => {
    await invitadoId();
    return { path: a.detailsReminders };
  },
  [`GET ${a.detailsReminderTemplate}`]: async () => ({ path: a.detailsReminderTemplate }),
  [`PUT ${a.detailsReminderTemplate}`]: async () => ({
    path: a.detailsReminderTemplate,
    json: { es: `¿Quién viene ${next()}? {link}`, en: 'Who is coming? {link}' },
    watch: reminderTemplates,
  }),

  [`GET ${a.siteBackup}`]: async () => {
    await guestId();
    return { path: a.siteBackup };
  },
  [`POST ${a.siteRestore}`]: async () => ({ path: a.siteRestore, upload: siteBackupFile(), watch: guests }),
};

// ─── Callers ──────────────────────────────────────────────────────────────────────────────────────

const app = makeApp();
let server: Server;
const PASSWORD = TEST_PASSWORD;
const ACCOUNTS: Record<
  Exclude<Role, 'anonymous'>,
  { username: string; adminRole: 'moderator' | 'admin' | 'super_admin' }
> = {
  moderator: { username: 'role-moderator', adminRole: 'moderator' },
  admin: { username: 'role-admin', adminRole: 'admin' },
  super_admin: { username: 'role-super', adminRole: 'super_admin' },
  deactivated: { username: 'role-gone', adminRole: 'admin' },
};
const LOGIN_TARGET = { username: 'role-login-target', password: PASSWORD };

function credentialsOf(role: Role) {
  return role === 'anonymous' ? LOGIN_TARGET : { username: ACCOUNTS[role].username, password: PASSWORD };
}

type Agent = ReturnType<typeof request.agent>;
const agents = new Map<Role, Agent>();

/** A caller of `role` with a live session (a fresh one when `fresh`: logout ends it). */
async function callerOf(role: Role, fresh = false): Promise<Agent> {
  if (role === 'anonymous') return request.agent(server);
  if (role === 'deactivated') return agents.get('deactivated')!;
  if (fresh) return loggedInAgent(server as never, ACCOUNTS[role].username, PASSWORD);
  return agents.get(role)!;
}

beforeAll(async () => {
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  for (const account of Object.values(ACCOUNTS)) await createUser({ ...account, password: PASSWORD });
  await createUser({ ...LOGIN_TARGET, adminRole: 'moderator' });
  for (const role of ['moderator', 'admin', 'super_admin', 'deactivated'] as const) {
    agents.set(role, await loggedInAgent(server as never, ACCOUNTS[role].username, PASSWORD));
  }
  // deactivated by a super admin through the API, as the users screen does: its session ends at once
  const gone = await UserModel.findOne({ username: ACCOUNTS.deactivated.username }).lean();
  const res = await agents
    .get('super_admin')!
    .delete(`${a.users}/${String(gone!._id)}`)
    .set('Origin', ORIGIN);
  if (res.status !== 200) throw new Error(`deactivation failed: ${res.status} ${res.text}`);
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
});

const snapshot = async (model?: Model<never>) =>
  model ? JSON.stringify(await model.find().sort({ _id: 1 }).lean()) : '';

// ─── The tests ────────────────────────────────────────────────────────────────────────────────────

describe('the access matrix', () => {
  it('has a row for every route svc-admin registers, and no other', () => {
    const registered = registeredRoutes(app).map(routeKey).sort();
    const rows = Object.keys(MATRIX).sort();
    expect({ withoutRow: registered.filter((key) => !rows.includes(key)) }).toEqual({ withoutRow: [] });
    expect({ notRegistered: rows.filter((key) => !registered.includes(key)) }).toEqual({ notRegistered: [] });
    expect(Object.keys(CALLS).sort()).toEqual(rows);
  });

  it('agrees with the permission table of shared-contracts, row by row', () => {
    // the least role each row lets in (public: even anonymous callers), read off the expected statuses
    // (the setup's 409 is an answer of the route itself: it is open to everyone, and over)
    const ok = (status: number) => status < 400 || status === 409;
    const minimumOf = ([anonymous, moderator, admin, superAdmin]: Row) =>
      ok(anonymous)
        ? 'public'
        : ok(moderator)
          ? 'moderator'
          : ok(admin)
            ? 'admin'
            : ok(superAdmin)
              ? 'super_admin'
              : 'nobody';
    const fromMatrix = Object.fromEntries(Object.entries(MATRIX).map(([key, row]) => [key, minimumOf(row)]));
    expect(fromMatrix).toEqual(ADMIN_ROUTE_ACCESS);
  });

  const cells = Object.entries(MATRIX).flatMap(([key, row]) =>
    ROLES.map((role, index) => [key, role, row[index]!] as const),
  );

  it.each(cells)('%s as %s → %i', async (key, role, expected) => {
    const [method, pattern] = key.split(' ') as [string, string];
    const call = await CALLS[key]!(role);
    const needsFreshSession = pattern === a.auth.logout || pattern === a.auth.login;
    const agent = await callerOf(role, needsFreshSession);
    const before = await snapshot(call.watch);

    let req = agent[method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](call.path);
    if (method !== 'GET') req = req.set('Origin', ORIGIN).set('Sec-Fetch-Site', 'same-origin');
    if (call.upload) req = req.set('Content-Type', call.upload.contentType).send(call.upload.body);
    else if (call.json) req = req.send(call.json);
    const res = await req;

    expect([key, role, res.status, res.status >= 400 ? res.body : 'ok']).toEqual([
      key,
      role,
      expected,
      expected >= 400 ? { error: expect.any(String) } : 'ok',
    ]);
    if (expected === 401) {
      const message = pattern === a.auth.login ? 'Invalid credentials' : 'Authentication required';
      expect(res.body).toEqual({ error: message });
    }
    if (expected === 403) {
      const message = pattern.startsWith(a.users) ? 'Super admin access required' : 'Admin access required';
      expect(res.body).toEqual({ error: message });
    }
    if (expected >= 400) expect(await snapshot(call.watch)).toBe(before);
  });

  // the caterer summary is a format of the export route, so the route's row is its rule too
  it.each(ROLES.map((role, index) => [role, MATRIX[`GET ${a.guestsExport}`]![index]!] as const))(
    `GET ${a.guestsExport}?format=caterer (the caterer summary) as %s → %i`,
    async (role, expected) => {
      await guestId();
      const res = await (await callerOf(role)).get(`${a.guestsExport}?format=caterer`);
      expect([role, res.status]).toEqual([role, expected]);
      if (expected === 200) {
        expect(res.headers['content-disposition']).toMatch(/^attachment; filename="wedding_caterer_summary_/);
      } else {
        expect(res.body).toEqual({ error: 'Authentication required' });
      }
    },
  );

  it('keeps a deactivated admin out: their old session and a new login both fail', async () => {
    const gone = agents.get('deactivated')!;
    expect((await gone.get(a.auth.check)).status).toBe(401);
    const login = await request(server).post(a.auth.login).send(credentialsOf('deactivated'));
    expect(login.status).toBe(401);
    expect(login.body).toEqual({ error: 'Invalid credentials' });
  });

  it('applies a role change from the very next request', async () => {
    const id = await victimId();
    const user = await UserModel.findById(id).lean();
    const caller = await loggedInAgent(server as never, user!.username);
    expect((await caller.get(a.users)).status).toBe(403);
    await UserModel.updateOne({ _id: id }, { $set: { adminRole: 'super_admin' } });
    expect((await caller.get(a.users)).status).toBe(200);
    await UserModel.updateOne({ _id: id }, { $set: { adminRole: 'moderator' } });
    expect((await caller.get(a.users)).status).toBe(403);
    expect((await caller.get(a.databaseAnalysis)).status).toBe(403);
    await UserModel.updateOne({ _id: id }, { $set: { adminRole: 'admin' } });
    expect((await caller.get(a.databaseAnalysis)).status).toBe(200);
    expect((await caller.get(a.users)).status).toBe(403);
  });
});
