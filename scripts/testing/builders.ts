// The tests' one way to make a valid guest, phone guest or admin (every suite: the services' tests, the
// browser tests' and the benchmarks' seeds). Each builder takes the fields a test cares about as overrides
// and fills the rest with valid values; names, codes, phone numbers and usernames come from one counter,
// so two built in the same process never collide on a unique index.
import {
  type AdminRole,
  DEFAULT_ADMIN_ROLE,
  DEFAULT_CONFIRMATION_STATUS,
  DEFAULT_GUEST_CATEGORY,
  DEFAULT_INVITATION_STATUS,
  DEFAULT_SAVE_THE_DATE_RESPONSE,
  type GuestCreateBody,
  type InvitadoCreateBody,
  LIMITS,
} from '@wedding/shared-contracts';
import {
  InvitadoModel,
  type InvitadoRaw,
  UnifiedGuestModel,
  type UnifiedGuestRaw,
} from '@wedding/shared-contracts/domain';
import { Types } from 'mongoose';

let serial = 0;
/** The next number of this process's builders. */
const nextSerial = (): number => ++serial;

/** A valid WhatsApp number in E.164 for `n` (Dominican Republic, +1 849 2nn nnnn, a range tests leave alone). */
export const testPhone = (n: number = nextSerial()): string => `+1849${2_000_000 + (n % 1_000_000)}`;

/** The body of POST /api/admin/invitados (the admin's "new phone guest" form) for a new phone guest. */
export function aPhoneGuestBody<T extends Partial<InvitadoCreateBody>>(overrides: T = {} as T) {
  const n = nextSerial();
  return {
    nombreCompleto: `Invitado ${n}`,
    telefonoWhatsapp: testPhone(n),
    categoria: DEFAULT_GUEST_CATEGORY as string,
    maxPersonasPermitidas: LIMITS.maxPeople.default as number,
    acompanantesAsignados: LIMITS.companions.default as number,
    ...overrides,
  };
}

/** A phone guest (`invitados`) as its model stores it, pending, its defaults written out. */
export function aPhoneGuest<T extends Partial<InvitadoRaw>>(overrides: T = {} as T) {
  return {
    ...aPhoneGuestBody(),
    estadoConfirmacion: DEFAULT_CONFIRMATION_STATUS,
    personasConfirmadas: null as number | null,
    fechaConfirmacion: null as Date | null,
    ...overrides,
  };
}

/**
 * A guest of the invitation list (`unified_guests`) as its model stores it, pending, with no phone, e-mail
 * or category (an imported row may have none; the import matches a row by name within its category).
 */
export function aGuest<T extends Partial<UnifiedGuestRaw>>(overrides: T = {} as T) {
  const n = nextSerial();
  return {
    name: `Huésped ${n}`,
    invitationCode: `TEST-${n}`,
    maxPeopleAllowed: LIMITS.maxPeople.default as number,
    expectedAttendees: LIMITS.expectedAttendees.default as number,
    invitationStatus: DEFAULT_INVITATION_STATUS,
    saveTheDateResponse: DEFAULT_SAVE_THE_DATE_RESPONSE,
    confirmationStatus: DEFAULT_CONFIRMATION_STATUS,
    confirmedPeople: null as number | null,
    confirmationDate: null as Date | null,
    adminModified: 0,
    ...overrides,
  };
}

/** Stores a built phone guest through its model (validation, defaults, hooks). */
export const insertPhoneGuest = <T extends Partial<InvitadoRaw>>(overrides: T = {} as T) =>
  InvitadoModel.create(aPhoneGuest(overrides));

/** Stores a built guest of the invitation list through its model. */
export const insertGuest = <T extends Partial<UnifiedGuestRaw>>(overrides: T = {} as T) =>
  UnifiedGuestModel.create(aGuest(overrides));

/** A built guest as the driver stores one (the guest import writes them so): with its id, dates and version. */
export function aStoredGuest<T extends Partial<UnifiedGuestRaw>>(overrides: T = {} as T) {
  const now = new Date();
  return { _id: new Types.ObjectId(), ...aGuest({ createdAt: now, updatedAt: now, ...overrides }), __v: 0 };
}

/** Stores a built guest through the driver, as the guest import does (no mongoose casting); its id. */
export async function insertStoredGuest<T extends Partial<UnifiedGuestRaw>>(overrides: T = {} as T) {
  const doc = aStoredGuest(overrides);
  await UnifiedGuestModel.collection.insertOne(doc as never);
  return doc._id;
}

/** The body of POST /api/admin/guests (the admin's "new guest" form) for a new guest. */
export function aGuestBody<T extends Partial<GuestCreateBody>>(overrides: T = {} as T) {
  const n = nextSerial();
  return {
    name: `Huésped ${n}`,
    category: DEFAULT_GUEST_CATEGORY as string,
    maxPeopleAllowed: LIMITS.maxPeople.default as number,
    phone: testPhone(n),
    ...overrides,
  };
}

/** The password of every built admin unless a test gives one. */
export const TEST_PASSWORD = 'secret123';

export interface TestAdmin {
  username: string;
  /** In clear: whoever stores the admin hashes it (svc-admin's tests: test/helpers.ts `createUser`). */
  password: string;
  adminRole: AdminRole;
  isActive: boolean;
  phoneNumber?: string;
}

/** An admin account, active, with the default role. */
export function anAdmin(overrides: Partial<TestAdmin> = {}): TestAdmin {
  return {
    username: `admin-${nextSerial()}`,
    password: TEST_PASSWORD,
    adminRole: DEFAULT_ADMIN_ROLE,
    isActive: true,
    ...overrides,
  };
}
