// Issue 36 item 3, "a backup restores everything": the whole-site backup (GET /api/admin/site-backup)
// restored (POST /api/admin/site-backup/restore) into an emptied database, or over one that changed since,
// gives back every field of every document of every collection it holds, exactly: the same ids, dates
// (reminders, answers, status changes, creation and last change), e-mails and notes. Not compared, because
// they are not in the backup on purpose: `users` (admin accounts: their password hashes never leave the
// database in a file, and a restore must not lock out the admin restoring) and `sessions` (the restoring
// admin's own session is live and must stay so), plus runtime state (locks, rate-limit counters, import
// jobs). A file that is not an intact backup is refused with a 400 and writes nothing.
import {
  API_PATHS,
  type ConfirmationStatus,
  SITE_BACKUP_COLLECTIONS,
  SITE_BACKUP_MESSAGES,
  type SiteBackupCollection,
} from '@wedding/shared-contracts';
import {
  ContactModel,
  GuestStatusChangeModel,
  LegacyGuestModel,
  REMINDER_TEMPLATES_ID,
  ReminderTemplatesModel,
  RsvpModel,
  UnifiedGuestModel,
  UserModel,
} from '@wedding/shared-contracts/domain';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { insertGuest, insertPhoneGuest } from '../../scripts/testing/builders';
import { useTestDatabase } from '../../scripts/testing/database';
import { clearUsers, createUser, loggedInAgent, makeApp, ORIGIN, sessions } from './helpers';

useTestDatabase();
jest.setTimeout(60_000);

const { siteBackup: BACKUP, siteRestore: RESTORE } = API_PATHS.admin;
const app: Express = makeApp();
let agent: Awaited<ReturnType<typeof loggedInAgent>>;
let adminId: mongoose.Types.ObjectId;

const collection = (name: SiteBackupCollection) => mongoose.connection.db!.collection(name);

beforeEach(async () => {
  await clearUsers();
  await Promise.all(SITE_BACKUP_COLLECTIONS.map((name) => collection(name).deleteMany({})));
  adminId = new mongoose.Types.ObjectId((await createUser({ username: 'host', adminRole: 'admin' })).id);
  agent = await loggedInAgent(app, 'host');
});

/** Every document of every collection the backup holds, as stored. */
async function everything() {
  const entries = await Promise.all(
    SITE_BACKUP_COLLECTIONS.map(
      async (name) =>
        [
          name,
          await collection(name)
            .find({}, { sort: { _id: 1 } })
            .toArray(),
        ] as const,
    ),
  );
  return Object.fromEntries(entries);
}

const at = (iso: string) => new Date(iso);
const statusChange = (
  oldStatus: ConfirmationStatus,
  newStatus: ConfirmationStatus,
  changedAt: string,
  admin?: mongoose.Types.ObjectId,
) => ({
  _id: new mongoose.Types.ObjectId(),
  oldStatus,
  newStatus,
  changedAt: at(changedAt),
  ...(admin ? { adminUserId: admin } : {}),
});

/** Every collection filled with varied documents: each optional field both present and absent somewhere. */
async function seedEverything() {
  const ana = await insertGuest({
    email: 'ana@example.com',
    phone: '+18095550101',
    category: 'Amigos Sofía',
    notes: 'Celíaca; mesa 4',
    language: 'en',
    qrCode: 'data:image/png;base64,AAAA',
    maxPeopleAllowed: 3,
    invitationStatus: 'responded',
    saveTheDateResponse: 'yes',
    confirmationStatus: 'confirmado',
    confirmedPeople: 2,
    confirmationDate: at('2025-06-10T18:30:05.123Z'),
    lastRemindedAt: at('2025-06-01T10:00:00.001Z'),
    adminModified: 2,
    lastStatusChange: statusChange('pendiente', 'confirmado', '2025-06-10T18:30:05.123Z', adminId),
    // the hosts' own fields (guest-fields.ts) come back too
    tableNumber: 4,
  });
  const bea = await insertGuest({
    confirmationStatus: 'rechazado',
    confirmedPeople: 0,
    confirmationDate: at('2025-06-11T09:00:00Z'),
  });
  await insertGuest({ lastRemindedAt: at('2025-06-02T11:11:11.111Z') });
  const carlos = await insertPhoneGuest({
    categoria: 'Familia Mateo',
    mesa: 12,
    notas: 'Llega tarde',
    language: 'es',
    estadoConfirmacion: 'confirmado',
    personasConfirmadas: 1,
    fechaConfirmacion: at('2025-06-12T12:00:00.500Z'),
    lastRemindedAt: at('2025-06-03T08:00:00Z'),
    lastStatusChange: statusChange('pendiente', 'confirmado', '2025-06-12T12:00:00.500Z'),
  });
  await insertPhoneGuest({ lastRemindedAt: at('2025-06-04T09:30:00Z') });
  await insertPhoneGuest({
    estadoConfirmacion: 'rechazado',
    personasConfirmadas: 0,
    fechaConfirmacion: at('2025-06-13T00:00:00Z'),
  });
  const legacy = await LegacyGuestModel.create({
    invitationCode: 'OLD-1',
    name: 'Dora Vieja',
    email: 'dora@example.com',
    guestGroup: 'Padres Novia',
  });
  await LegacyGuestModel.create({ invitationCode: 'OLD-2', name: 'Eva Vieja', saveTheDateResponse: 'no' });
  await RsvpModel.create([
    {
      unifiedGuestId: ana._id,
      name: 'Ana',
      email: 'ana.rsvp@example.com',
      attending: true,
      guestCount: 2,
      message: '¡Felicidades!',
      dietaryRestrictions: 'Sin gluten',
    },
    { unifiedGuestId: bea._id, name: 'Bea', attending: false, guestCount: 0 },
    { guestId: legacy._id, name: 'Dora', attending: true, guestCount: 1 },
    // the inbox's unmatched answers: by e-mail alone
    {
      name: 'Fede',
      email: 'fede@example.com',
      attending: true,
      guestCount: 4,
      message: 'Vamos todos',
      // an unmatched answer's own party (PUT /api/rsvp/party)
      party: [
        { name: 'Fede', child: false, meal: 'fish', dietary: ['vegan'], dietaryNote: 'sin soja' },
        { name: 'Lía', child: true, meal: 'children', dietary: [] },
      ],
    },
    {
      name: 'Gala',
      email: 'gala@example.com',
      attending: false,
      guestCount: 0,
      dietaryRestrictions: 'Vegana',
    },
  ]);
  await GuestStatusChangeModel.create([
    {
      guestId: ana._id,
      adminUserId: adminId,
      oldStatus: 'pendiente',
      newStatus: 'confirmado',
      changedAt: at('2025-06-10T18:30:05.123Z'),
    },
    {
      guestId: carlos._id,
      oldStatus: 'pendiente',
      newStatus: 'confirmado',
      changedAt: at('2025-06-12T12:00:00.500Z'),
    },
    { guestId: bea._id, newStatus: 'rechazado', changedAt: at('2025-06-11T09:00:00Z') },
  ]);
  await ContactModel.create([
    {
      name: 'Hugo',
      email: 'hugo@example.com',
      subject: 'general',
      message: '¿Hay parking?',
      status: 'resolved',
      notes: 'Sí',
    },
    { name: 'Inés', email: 'ines@example.com', subject: 'rsvp', message: 'No encuentro mi código' },
  ]);
  // the reminder messages the hosts wrote: one settings document
  await ReminderTemplatesModel.create({
    _id: REMINDER_TEMPLATES_ID,
    beforeDeadline: {
      es: 'Hola {name}, ¿vienes? Responde antes del {deadline}: {link}',
      en: 'Hi {name}: {link}',
    },
    afterDeadline: {
      es: '{name}, cerramos la lista hoy: {link}',
      en: '{name}, we close the list today: {link}',
    },
  });
  // dates from the past (creation and last change), not the moment of the seed or of the restore
  for (const name of SITE_BACKUP_COLLECTIONS) {
    const docs = await collection(name).find({}).toArray();
    for (const [index, doc] of docs.entries()) {
      if (name === 'guest_status_changes') continue;
      const day = String(index + 1).padStart(2, '0');
      await collection(name).updateOne(
        { _id: doc._id },
        {
          $set: {
            createdAt: at(`2025-05-${day}T07:00:00.007Z`),
            updatedAt: at(`2025-05-${day}T08:00:00.008Z`),
          },
        },
      );
    }
  }
}

async function download(): Promise<Buffer> {
  const res = await agent
    .get(BACKUP)
    .buffer(true)
    .parse((stream, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(Buffer.from(chunk)));
      stream.on('end', () => done(null, Buffer.concat(chunks)));
    });
  expect(res.status).toBe(200);
  expect(res.headers['content-disposition']).toMatch(
    /^attachment; filename="wedding_site_backup_\d{4}-\d{2}-\d{2}\.json"$/,
  );
  return res.body as Buffer;
}

const restore = (file: Buffer | string, name = 'backup.json') =>
  agent.post(RESTORE).set('Origin', ORIGIN).attach('file', Buffer.from(file), name);

const wipe = () => Promise.all(SITE_BACKUP_COLLECTIONS.map((name) => collection(name).deleteMany({})));

describe('the whole-site backup', () => {
  it('restored into an emptied database gives back every field of every document of every collection', async () => {
    await seedEverything();
    const before = await everything();
    // two documents or more of each (the reminder messages are one settings document)
    for (const name of SITE_BACKUP_COLLECTIONS) {
      expect(before[name]!.length).toBeGreaterThanOrEqual(name === 'reminder_templates' ? 1 : 2);
    }
    const backup = await download();
    const sessionsBefore = await sessions().find({}).toArray();

    await wipe();
    const res = await restore(backup);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      message: SITE_BACKUP_MESSAGES.restored,
      restored: {
        unified_guests: 3,
        invitados: 3,
        guests: 2,
        rsvps: 5,
        guest_status_changes: 3,
        contacts: 2,
        reminder_templates: 1,
      },
    });
    expect(await everything()).toEqual(before);
    // the reminder dates, the inbox's e-mails and dates, the status history: spelled out
    const ana = (await UnifiedGuestModel.collection.findOne({ email: 'ana@example.com' }))!;
    expect(ana.lastRemindedAt).toEqual(at('2025-06-01T10:00:00.001Z'));
    expect(
      (await RsvpModel.collection.find({ email: { $exists: true } }).toArray()).map((r) => r.email).sort(),
    ).toEqual(['ana.rsvp@example.com', 'fede@example.com', 'gala@example.com']);
    expect((await RsvpModel.collection.findOne({ email: 'fede@example.com' }))?.party).toEqual([
      { name: 'Fede', child: false, meal: 'fish', dietary: ['vegan'], dietaryNote: 'sin soja' },
      { name: 'Lía', child: true, meal: 'children', dietary: [] },
    ]);
    expect(await GuestStatusChangeModel.countDocuments()).toBe(3);
    // not in the backup, and untouched: the admin accounts and the restoring admin's session
    expect(await UserModel.countDocuments()).toBe(1);
    expect(await sessions().find({}).toArray()).toEqual(sessionsBefore);
    expect((await agent.get(API_PATHS.admin.auth.check)).status).toBe(200);
    // a backup of the restored site holds the same documents
    const again = JSON.parse((await download()).toString('utf8'));
    expect(again.collections).toEqual(JSON.parse(backup.toString('utf8')).collections);
  });

  it('restored over a site that changed since, gives back the backup exactly (later documents go)', async () => {
    await seedEverything();
    const before = await everything();
    const backup = await download();
    await UnifiedGuestModel.collection.updateMany(
      {},
      { $set: { notes: 'cambiada', lastRemindedAt: new Date() } },
    );
    await RsvpModel.collection.deleteMany({ email: 'fede@example.com' });
    await insertGuest({ name: 'Llegó después' });
    await ContactModel.create({
      name: 'Nuevo',
      email: 'nuevo@example.com',
      subject: 'general',
      message: 'Hola',
    });

    expect((await restore(backup)).status).toBe(200);
    expect(await everything()).toEqual(before);
  });
});

/** The backup file as JSON: its envelope, and each collection's documents. */
interface BackupJson {
  format: string;
  collections: Record<string, Record<string, unknown>[]>;
}
/** Document `index` of `name` in the file. */
const doc = (file: BackupJson, name: SiteBackupCollection, index: number) => file.collections[name]![index]!;

describe('a file that is not an intact backup', () => {
  /** The backup, changed by `edit`, refused with a 400 whose message starts with `message`. */
  async function refused(edit: (file: BackupJson) => void, message: string) {
    await wipe();
    await seedEverything();
    const file = JSON.parse((await download()).toString('utf8'));
    edit(file);
    // the site changed since: a write of any part of the file would show
    await insertGuest({ name: 'Sigue aquí' });
    await ContactModel.collection.updateMany({}, { $set: { notes: 'después' } });
    const now = await everything();
    const res = await restore(JSON.stringify(file));
    expect(res.status).toBe(400);
    expect(res.body.error.startsWith(message)).toBe(true);
    expect(await everything()).toEqual(now);
    return res.body.error as string;
  }

  it('refuses a changed value in the last collection, naming it, and writes nothing', async () => {
    const error = await refused((file) => {
      doc(file, 'contacts', 1).status = 'hacked';
    }, SITE_BACKUP_MESSAGES.invalid);
    expect(error).toContain('contacts, document 2');
  });

  it('refuses a field no model has, a missing id, an invalid answer and a repeated invitation code', async () => {
    await refused((file) => {
      doc(file, 'invitados', 0).isAdmin = true;
    }, SITE_BACKUP_MESSAGES.invalid);
    await refused((file) => {
      delete doc(file, 'rsvps', 0)._id;
    }, SITE_BACKUP_MESSAGES.invalid);
    await refused((file) => {
      doc(file, 'rsvps', 3).guestCount = 0;
    }, SITE_BACKUP_MESSAGES.invalid);
    const error = await refused((file) => {
      doc(file, 'unified_guests', 1).invitationCode = doc(file, 'unified_guests', 0).invitationCode;
    }, SITE_BACKUP_MESSAGES.invalid);
    expect(error).toContain('appears twice');
  });

  it('refuses a file without every collection, another export, and a file that is not JSON', async () => {
    await refused((file) => {
      delete file.collections.contacts;
    }, SITE_BACKUP_MESSAGES.notABackup);
    await refused((file) => {
      file.format = 'something-else';
    }, SITE_BACKUP_MESSAGES.notABackup);
    const res = await restore('Name,Invitation Code\nAna,X-1\n', 'guests.csv');
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(SITE_BACKUP_MESSAGES.notJson);
  });

  it('is for admins only: a moderator may neither download nor restore', async () => {
    await createUser({ username: 'helper', adminRole: 'moderator' });
    const helper = await loggedInAgent(app, 'helper');
    expect((await helper.get(BACKUP)).status).toBe(403);
    const res = await helper.post(RESTORE).set('Origin', ORIGIN).attach('file', Buffer.from('{}'), 'b.json');
    expect(res.status).toBe(403);
  });
});
