// Phone guests (spec §2 admin phone guests, §3 invitados, §4 phone guest reset, §5 phone guest
// create/edit, §7 /api/admin/invitados). The public phone RSVP (svc-public) writes the same documents.
import {
  guestFieldChanges,
  guestFieldValues,
  INVITADO_MESSAGES,
  type Invitado,
  type InvitadoCreateBody,
  type InvitadoPatchBody,
  LIMITS,
  phoneGuestPatchSchema,
} from '@wedding/shared-contracts';
import {
  alsoOnOf,
  answerHeld,
  closeTwin,
  editGuest,
  findTwin,
  findTwins,
  GuestStatusChangeModel,
  guestLockKey,
  toApi,
  withGuestAndTwinLocks,
  withPartyWithin,
  withRecordLock,
} from '@wedding/shared-contracts/domain';
import { normalizePhone } from '@wedding/shared-contracts/phone';
import {
  badRequest,
  conflict,
  type HttpError,
  isDuplicateKeyError,
  notFound,
  parseOr400,
} from '@wedding/shared-contracts/server';
import { Types } from 'mongoose';
import { partyOfEdit } from '../guests/party-edit';
import {
  deleteInvitado,
  findInvitado,
  findInvitadoByPhone,
  type InvitadoChanges,
  insertInvitado,
  listInvitados,
  peopleFit,
  type StoredInvitado,
} from './repository';

export const INVITADO_SERVER_MESSAGES = {
  created: 'Phone guest created successfully',
  updated: 'Phone guest updated successfully',
  reset: 'Phone guest reset to pending',
  deleted: 'Phone guest deleted successfully',
  notFound: 'Phone guest not found',
  /** Names who has the number (admins only see this; the number itself stays out of logs). */
  phoneTaken: (name: string) => `This phone number is already on the phone guest list (${name}).`,
  phoneTakenUnknown: 'This phone number is already on the phone guest list.',
  resetOnlyConfirmed: 'Only confirmed guests can be reset',
  busy: 'The guest changed while saving. Please try again.',
} as const;

/** A phone guest as the API answers it: its party within its answer (shared-contracts' guest-state.ts). */
const asApi = (invitado: StoredInvitado): Invitado =>
  toApi(withPartyWithin('invitados', invitado as unknown as Record<string, unknown>)) as unknown as Invitado;

/**
 * Writes to one guest run under its record lock, which svc-public's phone answers take too: FerretDB 1.x
 * runs an update as a read followed by a write of the whole document, so two processes writing one guest
 * would otherwise lose one write. On MongoDB the conditional update is atomic by itself.
 */
const perGuest = <T>(id: string, work: () => Promise<T>): Promise<T> =>
  withRecordLock(guestLockKey('invitados', id), work, { busyMessage: INVITADO_SERVER_MESSAGES.busy });

/** The host as an audit entry names them (absent or malformed: none). */
export const adminObjectId = (adminId: string | undefined) =>
  adminId && Types.ObjectId.isValid(adminId) ? new Types.ObjectId(adminId) : undefined;

/** Attempts of read → conditional update before giving up (the guest keeps changing under us). */
const MAX_ATTEMPTS = 3;

/** The guest as the API answers, with its record on the invitation list if it has one. */
async function withAlsoOn(invitado: StoredInvitado): Promise<Invitado> {
  const alsoOn = alsoOnOf(await findTwin('invitados', invitado.telefonoWhatsapp));
  return { ...asApi(invitado), ...(alsoOn ? { alsoOn } : {}) };
}

export async function list(): Promise<Invitado[]> {
  const invitados = await listInvitados();
  const twins = await findTwins(
    'invitados',
    invitados.map((invitado) => invitado.telefonoWhatsapp),
  );
  return invitados.map((invitado) => {
    const alsoOn = alsoOnOf(twins.get(invitado.telefonoWhatsapp));
    return { ...asApi(invitado), ...(alsoOn ? { alsoOn } : {}) };
  });
}

function e164OrBadRequest(phone: string): string {
  const e164 = normalizePhone(phone);
  if (!e164) throw badRequest(INVITADO_MESSAGES.phoneInvalid);
  return e164;
}

async function phoneTakenError(e164: string): Promise<HttpError> {
  const holder = await findInvitadoByPhone(e164);
  return conflict(
    holder
      ? INVITADO_SERVER_MESSAGES.phoneTaken(holder.nombreCompleto)
      : INVITADO_SERVER_MESSAGES.phoneTakenUnknown,
  );
}

export async function create(body: InvitadoCreateBody): Promise<Invitado> {
  const telefonoWhatsapp = e164OrBadRequest(body.telefonoWhatsapp);
  if (await findInvitadoByPhone(telefonoWhatsapp)) throw await phoneTakenError(telefonoWhatsapp);
  try {
    const created = await insertInvitado({
      nombreCompleto: body.nombreCompleto,
      telefonoWhatsapp,
      categoria: body.categoria,
      maxPersonasPermitidas: body.maxPersonasPermitidas,
      acompanantesAsignados: body.acompanantesAsignados,
      ...(body.notas ? { notas: body.notas } : {}),
      ...(body.language ? { language: body.language } : {}),
      ...guestFieldValues('invitados', body),
    });
    return await withAlsoOn(created.toObject());
  } catch (error) {
    // another request added the same number between the check and the insert: the unique index says so
    if (isDuplicateKeyError(error)) throw await phoneTakenError(telefonoWhatsapp);
    throw error;
  }
}

async function existing(id: string): Promise<StoredInvitado> {
  const invitado = await findInvitado(id);
  if (!invitado) throw notFound(INVITADO_SERVER_MESSAGES.notFound);
  return invitado;
}

/** The guest's own maximum, 10 when absent (spec §5). */
const maxOf = (invitado: StoredInvitado): number =>
  typeof invitado.maxPersonasPermitidas === 'number' ? invitado.maxPersonasPermitidas : LIMITS.maxPeople.max;

/** What an edit writes, given the guest as it is now; `phone` is the number it will have (E.164). */
function changesFor(
  current: StoredInvitado,
  body: InvitadoPatchBody,
  at: Date,
  phone: string,
): InvitadoChanges {
  const changes: InvitadoChanges = {};
  if (body.estadoConfirmacion !== undefined) {
    changes.estadoConfirmacion = body.estadoConfirmacion;
    if (body.estadoConfirmacion !== current.estadoConfirmacion) {
      // an answer (confirmado / rechazado) is dated now; back to pendiente there is no answer to date
      changes.fechaConfirmacion = body.estadoConfirmacion === 'pendiente' ? null : at;
    }
  }
  if (body.personasConfirmadas !== undefined) changes.personasConfirmadas = body.personasConfirmadas;
  if (body.notas !== undefined) changes.notas = body.notas;
  if (body.language !== undefined) changes.language = body.language;
  if (body.nombreCompleto !== undefined) changes.nombreCompleto = body.nombreCompleto;
  if (body.categoria !== undefined) changes.categoria = body.categoria;
  if (body.maxPersonasPermitidas !== undefined) changes.maxPersonasPermitidas = body.maxPersonasPermitidas;
  if (phone !== current.telefonoWhatsapp) changes.telefonoWhatsapp = phone;
  return changes;
}

/** 400 when the edit lowers the maximum below the people the guest has confirmed. */
function refuseMaxBelowConfirmed(current: StoredInvitado, changes: InvitadoChanges): void {
  if (changes.maxPersonasPermitidas === undefined) return;
  const status = changes.estadoConfirmacion ?? current.estadoConfirmacion;
  const people =
    changes.personasConfirmadas !== undefined ? changes.personasConfirmadas : current.personasConfirmadas;
  if (status === 'confirmado' && typeof people === 'number' && people > changes.maxPersonasPermitidas) {
    throw badRequest(INVITADO_MESSAGES.maxBelowConfirmed);
  }
}

/** The edit, under the guest's lock: read, check against the guest's own (or new) maximum, write. */
async function updateLocked(
  adminId: string | undefined,
  id: string,
  body: InvitadoPatchBody,
  phone: string,
): Promise<{ before: StoredInvitado; after: StoredInvitado }> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
    const current = await existing(id);
    const checked = parseOr400(phoneGuestPatchSchema(body.maxPersonasPermitidas ?? maxOf(current)), body);
    const at = new Date();
    const changes = changesFor(current, checked, at, phone);
    refuseMaxBelowConfirmed(current, changes);
    const after = { ...current, ...changes };
    const party = partyOfEdit(checked.party, after.estadoConfirmacion, after.personasConfirmadas);
    const fields = guestFieldChanges('invitados', checked);
    let updated: Record<string, unknown> | null;
    try {
      // a change of status is recorded with the host, as every write of a guest's state (guest-state)
      updated = await editGuest('invitados', id, {
        expectedStatus: current.estadoConfirmacion,
        // a new maximum was checked against the people just above: the stored one no longer matters
        filter: changes.maxPersonasPermitidas === undefined ? peopleFit(changes) : {},
        update: {
          $set: { ...changes, ...fields.set },
          ...(fields.unset.length
            ? { $unset: Object.fromEntries(fields.unset.map((name) => [name, 1])) }
            : {}),
        },
        party,
        newStatus: changes.estadoConfirmacion,
        adminUserId: adminId,
        at,
      });
    } catch (error) {
      // the number was added to another phone guest since it was checked: the unique index says so
      if (isDuplicateKeyError(error)) throw await phoneTakenError(phone);
      throw error;
    }
    if (!updated) continue; // gone, or changed since it was read: read it again
    return { before: current, after: updated as StoredInvitado };
  }
  await existing(id);
  throw conflict(INVITADO_SERVER_MESSAGES.busy);
}

const answerChanged = (before: StoredInvitado, after: StoredInvitado) =>
  before.estadoConfirmacion !== after.estadoConfirmacion ||
  (before.personasConfirmadas ?? null) !== (after.personasConfirmadas ?? null);

/**
 * PUT: status, people (0..the guest's maximum, empty → null), notes; PATCH also the name, number, category
 * and maximum, checked as create checks them (409 when another phone guest has the number; 400
 * when the maximum would go below the people confirmed). The body was checked against the default
 * maximum by the route; here again against the guest's own. A status change writes one audit entry. When
 * the edit changes the guest's answer, the same number's record on the invitation list gets it too, under
 * both records' locks (shared-contracts' domain/guest-twin.ts).
 */
export async function update(
  adminId: string | undefined,
  id: string,
  body: InvitadoPatchBody,
): Promise<Invitado> {
  const stored = await existing(id);
  const phone =
    body.telefonoWhatsapp !== undefined ? e164OrBadRequest(body.telefonoWhatsapp) : stored.telefonoWhatsapp;
  if (phone !== stored.telefonoWhatsapp) {
    const holder = await findInvitadoByPhone(phone);
    if (holder && String(holder._id) !== id) throw await phoneTakenError(phone);
  }
  const answers = body.estadoConfirmacion !== undefined || body.personasConfirmadas !== undefined;
  const updated = await withGuestAndTwinLocks(
    'invitados',
    id,
    answers ? phone : null,
    async (twin) => {
      const { before, after } = await updateLocked(adminId, id, body, phone);
      const held = answerHeld(after.estadoConfirmacion, after.personasConfirmadas);
      if (twin && held && answerChanged(before, after)) {
        await closeTwin(twin, held, { adminUserId: adminObjectId(adminId) });
      }
      return after;
    },
    { busyMessage: INVITADO_SERVER_MESSAGES.busy },
  );
  return withAlsoOn(updated);
}

const RESET: Required<
  Pick<InvitadoChanges, 'estadoConfirmacion' | 'personasConfirmadas' | 'fechaConfirmacion'>
> = { estadoConfirmacion: 'pendiente', personasConfirmadas: null, fechaConfirmacion: null };

/** Reset (spec §4): only from confirmado; back to pendiente, people null, date cleared, notes kept. */
export function reset(adminId: string | undefined, id: string): Promise<Invitado> {
  return perGuest(id, async () => {
    const updated = await editGuest('invitados', id, {
      expectedStatus: 'confirmado',
      update: { $set: RESET },
      newStatus: RESET.estadoConfirmacion,
      adminUserId: adminId,
    });
    if (!updated) {
      await existing(id);
      throw conflict(INVITADO_SERVER_MESSAGES.resetOnlyConfirmed);
    }
    return asApi(updated as StoredInvitado);
  });
}

/** DELETE: the guest and its status changes (no cascade in MongoDB), under its record lock. */
export async function remove(id: string): Promise<Invitado> {
  const deleted = await perGuest(id, async () => {
    const guest = await deleteInvitado(id);
    if (guest) await GuestStatusChangeModel.deleteMany({ guestId: guest._id });
    return guest;
  });
  if (!deleted) throw notFound(INVITADO_SERVER_MESSAGES.notFound);
  return asApi(deleted);
}
