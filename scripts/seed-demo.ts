/**
 * `npm run seed:demo`: fills the database with a small, realistic guest list so the site can be
 * tried at once (phone guests to look up on /rsvp, invitations with codes, a few contact messages, and an
 * e-mail answer from someone on no list, for the hosts' RSVP inbox).
 * Idempotent: existing records (same phone number or invitation code) are left as they are.
 * Writes where `npm start`'s services read: MONGODB_URI's server, else the embedded database on DB_PORT
 * (27027), database `wedding` (scripts/lib/start-settings.ts).
 * No admin account is created: the first visit to /admin walks through the setup.
 */

import { GUEST_CATEGORIES } from '@wedding/shared-contracts';
import {
  ContactModel,
  ensureIndexes,
  InvitadoModel,
  RsvpModel,
  UnifiedGuestModel,
} from '@wedding/shared-contracts/domain';
import { configureMongoose, FAST_FAIL_OPTIONS } from '@wedding/shared-contracts/server';
import mongoose from 'mongoose';
import { startDatabaseUri } from './lib/start-settings';

const [friendsBride, friendsGroom, familyBride, familyGroom, parentsBride, parentsGroom] = GUEST_CATEGORIES;

export const DEMO_PHONE_GUESTS = [
  {
    nombreCompleto: 'Carmen Rodríguez',
    telefonoWhatsapp: '+18095550101',
    categoria: familyBride,
    maxPersonasPermitidas: 2,
  },
  {
    nombreCompleto: 'José Martínez',
    telefonoWhatsapp: '+18295550102',
    categoria: friendsGroom,
    maxPersonasPermitidas: 1,
  },
  {
    nombreCompleto: 'Ana y Luis Pérez',
    telefonoWhatsapp: '+18495550103',
    categoria: parentsBride,
    maxPersonasPermitidas: 2,
  },
  {
    nombreCompleto: 'María Fernández',
    telefonoWhatsapp: '+34612345678',
    categoria: friendsBride,
    maxPersonasPermitidas: 3,
  },
  {
    nombreCompleto: 'Roberto Gómez',
    telefonoWhatsapp: '+13055550104',
    categoria: familyGroom,
    maxPersonasPermitidas: 4,
  },
  {
    nombreCompleto: 'Elena y Manuel Díaz',
    telefonoWhatsapp: '+18095550105',
    categoria: parentsGroom,
    maxPersonasPermitidas: 2,
  },
];

export const DEMO_INVITATIONS = [
  {
    name: 'Lucía Herrera',
    email: 'lucia@example.com',
    phone: '+18095550201',
    invitationCode: 'LUCIA2025',
    category: friendsBride,
    maxPeopleAllowed: 2,
    expectedAttendees: 2,
  },
  {
    name: 'Familia Santos',
    email: 'santos@example.com',
    phone: '+18095550202',
    invitationCode: 'SANTOS2025',
    category: familyGroom,
    maxPeopleAllowed: 4,
    expectedAttendees: 4,
  },
  {
    name: 'Pablo Ortega',
    email: 'pablo@example.com',
    phone: '+17875550203',
    invitationCode: 'PABLO2025',
    category: friendsGroom,
    maxPeopleAllowed: 1,
    expectedAttendees: 1,
  },
];

const DEMO_CONTACTS = [
  {
    name: 'Lucía Herrera',
    email: 'lucia@example.com',
    subject: 'travel_accommodation',
    message: '¿Hay transporte desde el aeropuerto de Punta Cana?',
  },
  {
    name: 'Pablo Ortega',
    email: 'pablo@example.com',
    subject: 'dress_code',
    message: 'Is linen OK for Coastal Glam?',
  },
];

async function createUnlessExists(create: () => Promise<unknown>): Promise<boolean> {
  try {
    await create();
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === 11000) return false;
    throw error;
  }
}

/** An e-mail answer from someone on neither list: what the hosts' RSVP inbox is for. */
const DEMO_RSVPS = [
  {
    name: 'Marisol Peña',
    email: 'marisol@example.com',
    attending: true,
    guestCount: 2,
    message: '¡Muchas felicidades! Vamos con mi esposo.',
    dietaryRestrictions: 'Vegetariana',
  },
];

export async function seedDemo(
  uri: string,
): Promise<{ phoneGuests: number; invitations: number; contacts: number; rsvps: number }> {
  configureMongoose();
  await mongoose.connect(uri, FAST_FAIL_OPTIONS);
  try {
    await ensureIndexes();
    // create() applies every schema default; the unique indexes keep a second run from duplicating
    let phoneGuests = 0;
    for (const guest of DEMO_PHONE_GUESTS) {
      if (await createUnlessExists(() => InvitadoModel.create(guest))) phoneGuests += 1;
    }
    let invitations = 0;
    for (const guest of DEMO_INVITATIONS) {
      if (await createUnlessExists(() => UnifiedGuestModel.create(guest))) invitations += 1;
    }
    let contacts = 0;
    if ((await ContactModel.estimatedDocumentCount()) === 0) {
      contacts = (await ContactModel.insertMany(DEMO_CONTACTS)).length;
    }
    let rsvps = 0;
    for (const rsvp of DEMO_RSVPS) {
      if (await createUnlessExists(() => RsvpModel.create(rsvp))) rsvps += 1;
    }
    return { phoneGuests, invitations, contacts, rsvps };
  } finally {
    await mongoose.disconnect();
  }
}

if (require.main === module) {
  let uri: string;
  try {
    uri = startDatabaseUri();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  seedDemo(uri).then(
    (added) => {
      console.log(
        `demo data in ${uri.replace(/\/\/[^@]*@/, '//')}: added ${added.phoneGuests} phone guests, ${added.invitations} invitations, ${added.contacts} contact messages, ${added.rsvps} e-mail answers`,
      );
      console.log(
        `try /rsvp with ${DEMO_PHONE_GUESTS[0]?.telefonoWhatsapp}, or /invitation/${DEMO_INVITATIONS[0]?.invitationCode}`,
      );
    },
    (error: unknown) => {
      console.error(`seeding failed: ${(error as Error).message}`);
      console.error('Is the database running? Start the product with `npm start` first, or set MONGODB_URI.');
      process.exit(1);
    },
  );
}
