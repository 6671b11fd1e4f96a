// Phone guests (spec §2 admin phone guests, §3 invitados, §4 phone guest reset, §5 phone guest
// create/edit, §7 /api/admin/invitados). The public phone RSVP (svc-public) writes the same documents.
import {
  INVITADO_MESSAGES,
  type Invitado,
  type InvitadoCreateBody,
  type InvitadoUpdateBody,
  LIMITS,
  phoneGuestUpdateSchema,
} from '@wedding/shared-contracts';
import { GuestStatusChangeModel, toApi } from '@wedding/shared-contracts/node';
import { normalizePhone } from '@wedding/shared-contracts/phone';
import {
  badRequest,
  conflict,
  editGuest,
  guestLockKey,
  type HttpError,
  isDuplicateKeyError,
  notFound,
  parseOr400,
  withRecordLock,
} from '@wedding/shared-contracts/server';
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

const asApi = (invitado: StoredInvitado): Invitado => toApi(invitado) as unknown as Invitado;

/**
 * Writes to one guest run under its record lock, which svc-public's phone answers take too: FerretDB 1.x
 * runs an update as a read followed by a write of the whole document, so two processes writing one guest
 * would otherwise lose one write. On MongoDB the conditional update is atomic by itself.
 */
const perGuest = <T>(id: string, work: () => Promise<T>): Promise<T> =>
  withRecordLock(guestLockKey('invitados', id), work, { busyMessage: INVITADO_SERVER_MESSAGES.busy });

/** Attempts of read → conditional update before giving up (the guest keeps changing under us). */
const MAX_ATTEMPTS = 3;

export async function list(): Promise<Invitado[]> {
  return (await listInvitados()).map(asApi);
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
    });
    return asApi(created.toObject());
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

/** What an edit writes, given the guest as it is now. */
function changesFor(current: StoredInvitado, body: InvitadoUpdateBody, at: Date): InvitadoChanges {
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
  return changes;
}

/**
 * PUT: status, people (0..the guest's maximum, empty → null) and notes. The body was checked against the
 * default maximum by the route; here again against the guest's own. A status change writes one audit entry.
 */
export function update(adminId: string | undefined, id: string, body: InvitadoUpdateBody): Promise<Invitado> {
  return perGuest(id, async () => {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const current = await existing(id);
      const checked = parseOr400(phoneGuestUpdateSchema(maxOf(current)), body);
      const at = new Date();
      const changes = changesFor(current, checked, at);
      // a change of status is recorded with the host, as every write of a guest's state (guest-state)
      const updated = await editGuest('invitados', id, {
        expectedStatus: current.estadoConfirmacion,
        filter: peopleFit(changes),
        update: { $set: { ...changes } },
        newStatus: changes.estadoConfirmacion,
        adminUserId: adminId,
        at,
      });
      if (!updated) continue; // gone, or changed since it was read: read it again
      return asApi(updated as StoredInvitado);
    }
    await existing(id);
    throw conflict(INVITADO_SERVER_MESSAGES.busy);
  });
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

/** DELETE (issue 16): the guest and its status changes (no cascade in MongoDB), under its record lock. */
export async function remove(id: string): Promise<Invitado> {
  const deleted = await perGuest(id, async () => {
    const guest = await deleteInvitado(id);
    if (guest) await GuestStatusChangeModel.deleteMany({ guestId: guest._id });
    return guest;
  });
  if (!deleted) throw notFound(INVITADO_SERVER_MESSAGES.notFound);
  return asApi(deleted);
}
