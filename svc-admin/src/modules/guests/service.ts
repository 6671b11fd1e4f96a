// The admin guest list (spec §2 admin guest management, §5 guest create/edit, §7 /api/admin/guests).
import {
  FIELD_MAX,
  type GuestCreateBody,
  type GuestUpdateBody,
  guestCreateBodySchema,
  guestFieldChanges,
  guestFieldValues,
  guestUpdateBodySchema,
  INVITATION_CODE_OR_BLANK_PATTERN,
  type PartyMember,
  type UnifiedGuest,
} from '@wedding/shared-contracts';
import {
  alsoOnOf,
  answerHeld,
  closeTwin,
  editGuest,
  findTwin,
  findTwins,
  type GuestState,
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
  HttpError,
  isDuplicateKeyError,
  notFound,
} from '@wedding/shared-contracts/server';
import type { Types } from 'mongoose';
import { z } from 'zod';
import { adminObjectId } from '../invitados/service';
import { confirmationDateFor } from './guest-docs';
import { assertNoReplaceRunning } from './guest-list-lock';
import { readWholeGuestList } from './guest-list-version';
import { generateInvitationCode, invitationUrl } from './invitation-code';
import { checkKeptParty, keeperOf, keptParties, keptPartyOf, saveKeptParty, withKept } from './pair-party';
import { partyOfEdit } from './party-edit';
import { codeTaken, deleteGuestAndDependents, findGuest, insertGuest, listGuests } from './repository';
import { readRsvpNotes, withRsvpNotes } from './rsvp-notes';

export const GUEST_SERVICE_MESSAGES = {
  notFound: 'Guest not found',
  codeTaken: 'A guest with this invitation code already exists',
  codeInvalid: `Invitation code may only hold letters, digits, - and _ (at most ${FIELD_MAX.invitationCode})`,
  created: 'Guest created successfully',
  updated: 'Guest updated successfully',
  deleted: 'Guest deleted successfully',
  phoneInvalid: 'Invalid phone number',
} as const;

/** Blank means "generate one" (create) or "keep it" (edit). */
const invitationCodeField = z
  .string({ error: 'Invalid input: expected text' })
  .trim()
  .max(FIELD_MAX.invitationCode, { error: GUEST_SERVICE_MESSAGES.codeInvalid })
  // a regex check, not a refine: the rule reaches the OpenAPI document (blank is allowed: see above)
  .regex(INVITATION_CODE_OR_BLANK_PATTERN, {
    error: GUEST_SERVICE_MESSAGES.codeInvalid,
  })
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/** POST body: the shared create schema plus an optional invitation code. */
export const createBodySchema = guestCreateBodySchema.extend({ invitationCode: invitationCodeField });
export type CreateBody = GuestCreateBody & { invitationCode?: string };
/** PUT body: the shared edit schema plus an optional new invitation code. */
export const updateBodySchema = guestUpdateBodySchema.extend({ invitationCode: invitationCodeField });
export type UpdateBody = GuestUpdateBody & { invitationCode?: string };

type StoredGuest = NonNullable<Awaited<ReturnType<typeof findGuest>>>;
/** A guest as the API answers it: its party within its answer (shared-contracts' guest-state.ts). */
export const asApiGuest = (guest: object): UnifiedGuest =>
  toApi(withPartyWithin('unified_guests', guest as Record<string, unknown>)) as unknown as UnifiedGuest;

export interface Actor {
  adminId?: string;
}

export interface GuestServiceOptions {
  /** Origin of the public site, for the QR code link. */
  publicOrigin: string;
}

function e164OrBadRequest(phone: string): string {
  const e164 = normalizePhone(phone);
  if (!e164) throw badRequest(GUEST_SERVICE_MESSAGES.phoneInvalid);
  return e164;
}

/**
 * Every guest, all from one list (never part of a list a bulk replace swapped out meanwhile), each with
 * its RSVP's message and dietary note (read in the same consistent read: a replace deletes the RSVPs too).
 */
export async function list(): Promise<UnifiedGuest[]> {
  const [guests, notes] = await readWholeGuestList(() => Promise.all([listGuests(), readRsvpNotes()]));
  const twins = await findTwins(
    'unified_guests',
    guests.map((guest) => guest.phone),
  );
  // a pair's party is on its phone record (pair-party.ts): one more read for the whole list
  const kept = await keptParties(guests, twins);
  return guests.map((guest) => {
    const alsoOn = alsoOnOf(guest.phone ? twins.get(guest.phone) : undefined);
    const answered = withKept(asApiGuest(withRsvpNotes(guest, notes)), kept.get(String(guest._id)));
    return { ...answered, ...(alsoOn ? { alsoOn } : {}) };
  });
}

export async function get(id: string): Promise<UnifiedGuest> {
  const guest = await findGuest(id);
  if (!guest) throw notFound(GUEST_SERVICE_MESSAGES.notFound);
  const alsoOn = alsoOnOf(await findTwin('unified_guests', guest.phone));
  const answered = asApiGuest(withRsvpNotes(guest, await readRsvpNotes(guest._id)));
  return { ...withKept(answered, await keptPartyOf(guest)), ...(alsoOn ? { alsoOn } : {}) };
}

export async function create(body: CreateBody, { publicOrigin }: GuestServiceOptions): Promise<UnifiedGuest> {
  await assertNoReplaceRunning();
  const phone = body.phone ? e164OrBadRequest(body.phone) : undefined;
  if (body.invitationCode && (await codeTaken(body.invitationCode))) {
    throw conflict(GUEST_SERVICE_MESSAGES.codeTaken);
  }
  // a generated code is retried on the (rare) repeat; a given one is the admin's choice: 409
  for (let attempt = 0; ; attempt++) {
    const invitationCode = body.invitationCode ?? generateInvitationCode();
    try {
      const guest = await insertGuest({
        name: body.name,
        email: body.email,
        phone,
        category: body.category,
        maxPeopleAllowed: body.maxPeopleAllowed,
        expectedAttendees: body.maxPeopleAllowed,
        notes: body.notes || undefined,
        language: body.language,
        invitationCode,
        qrCode: invitationUrl(publicOrigin, invitationCode),
        ...guestFieldValues('unified_guests', body),
      });
      return await withAlsoOn(guest.toObject());
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      if (body.invitationCode || attempt >= 4) throw conflict(GUEST_SERVICE_MESSAGES.codeTaken);
    }
  }
}

function changesOf(guest: StoredGuest, body: UpdateBody, publicOrigin: string) {
  const $set: Record<string, unknown> = {};
  const $unset: Record<string, 1> = {};
  if (body.name !== undefined) $set.name = body.name;
  if (body.email === null) $unset.email = 1;
  else if (body.email !== undefined) $set.email = body.email;
  if (body.phone === null) $unset.phone = 1;
  else if (body.phone !== undefined) $set.phone = e164OrBadRequest(body.phone);
  if (body.category !== undefined) $set.category = body.category;
  if (body.maxPeopleAllowed !== undefined) {
    $set.maxPeopleAllowed = body.maxPeopleAllowed;
    $set.expectedAttendees = body.maxPeopleAllowed;
  }
  if (body.notes !== undefined) {
    if (body.notes === '') $unset.notes = 1;
    else $set.notes = body.notes;
  }
  if (body.language !== undefined) $set.language = body.language;
  if (body.invitationStatus !== undefined) $set.invitationStatus = body.invitationStatus;
  if (body.saveTheDateResponse !== undefined) $set.saveTheDateResponse = body.saveTheDateResponse;
  if (body.confirmedPeople !== undefined) $set.confirmedPeople = body.confirmedPeople;
  const fields = guestFieldChanges('unified_guests', body);
  Object.assign($set, fields.set);
  for (const name of fields.unset) $unset[name] = 1;
  if (body.invitationCode !== undefined && body.invitationCode !== guest.invitationCode) {
    $set.invitationCode = body.invitationCode;
    $set.qrCode = invitationUrl(publicOrigin, body.invitationCode);
  }
  const statusChanged =
    body.confirmationStatus !== undefined && body.confirmationStatus !== guest.confirmationStatus;
  if (statusChanged && body.confirmationStatus) {
    $set.confirmationStatus = body.confirmationStatus;
    $set.confirmationDate = confirmationDateFor(body.confirmationStatus, new Date());
  }
  const update: Record<string, unknown> = { $inc: { adminModified: 1 } };
  if (Object.keys($set).length) update.$set = $set;
  if (Object.keys($unset).length) update.$unset = $unset;
  return { update, statusChanged };
}

/** An admin edit: counts in adminModified; a status change is recorded in guest_status_changes. */
export async function update(
  id: string,
  body: UpdateBody,
  actor: Actor,
  { publicOrigin }: GuestServiceOptions,
): Promise<UnifiedGuest> {
  await assertNoReplaceRunning();
  if (body.invitationCode && (await codeTaken(body.invitationCode, id))) {
    throw conflict(GUEST_SERVICE_MESSAGES.codeTaken);
  }
  const stored = await findGuest(id);
  if (!stored) throw notFound(GUEST_SERVICE_MESSAGES.notFound);
  const phone = body.phone === null ? null : body.phone ? e164OrBadRequest(body.phone) : stored.phone;
  const answers = body.confirmationStatus !== undefined || body.confirmedPeople !== undefined;
  // under the guest's record lock (svc-public's answers take it too), conditional on the status read just
  // before, so the recorded old status is the real one; with the lock of the same number's phone guest
  // when the edit may change the answer, which that record then gets too (guest-twin.ts), or the party,
  // which that record keeps for the pair (pair-party.ts)
  const updated = await withGuestAndTwinLocks(
    'unified_guests',
    id,
    answers || body.party !== undefined ? phone : null,
    async (twin) => {
      const keeper = body.party === undefined ? null : await keeperOf(twin, stored._id);
      const { before, after, party } = await updateNow(id, body, actor, publicOrigin, keeper);
      const held = answerHeld(after.confirmationStatus, after.confirmedPeople);
      const changed =
        before.confirmationStatus !== after.confirmationStatus ||
        (before.confirmedPeople ?? null) !== (after.confirmedPeople ?? null);
      if (twin && held && changed) await closeTwin(twin, held, { adminUserId: adminObjectId(actor.adminId) });
      if (!keeper || !twin || !party) return after;
      await saveKeptParty(twin, stored._id, party, GUEST_BUSY_MESSAGE);
      return (await findGuest(id)) ?? after; // without the party it kept before
    },
    { busyMessage: GUEST_BUSY_MESSAGE },
  );
  return withAlsoOn(updated);
}

/** The guest as the API answers, with its record on the phone list if it has one. */
async function withAlsoOn(guest: { _id: Types.ObjectId; phone?: string | null }): Promise<UnifiedGuest> {
  const alsoOn = alsoOnOf(await findTwin('unified_guests', guest.phone));
  return { ...withKept(asApiGuest(guest), await keptPartyOf(guest)), ...(alsoOn ? { alsoOn } : {}) };
}

const GUEST_BUSY_MESSAGE = 'The guest changed while saving. Please try again.';

async function updateNow(
  id: string,
  body: UpdateBody,
  actor: Actor,
  publicOrigin: string,
  keeper: GuestState | null,
): Promise<{ before: StoredGuest; after: StoredGuest; party: PartyMember[] | undefined }> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const guest = await findGuest(id);
    if (!guest) throw notFound(GUEST_SERVICE_MESSAGES.notFound);
    const { update: changes, statusChanged } = changesOf(guest, body, publicOrigin);
    const after = {
      status: body.confirmationStatus ?? guest.confirmationStatus,
      people: body.confirmedPeople !== undefined ? body.confirmedPeople : guest.confirmedPeople,
    };
    const party = partyOfEdit(body.party, after.status, after.people);
    // a pair's party is written on the phone record once it has the edit's answer (update)
    if (keeper)
      checkKeptParty(
        party,
        keeper,
        { status: guest.confirmationStatus, people: guest.confirmedPeople },
        after,
      );
    let updated: Record<string, unknown> | null;
    try {
      // a change of status is recorded with the host, as every write of a guest's state (guest-state)
      updated = await editGuest('unified_guests', id, {
        expectedStatus: guest.confirmationStatus,
        update: changes,
        party: keeper ? undefined : party,
        ...(statusChanged ? { newStatus: body.confirmationStatus } : {}),
        adminUserId: actor.adminId,
      });
    } catch (error) {
      if (isDuplicateKeyError(error)) throw conflict(GUEST_SERVICE_MESSAGES.codeTaken);
      throw error;
    }
    if (!updated) continue;
    return { before: guest, after: updated as StoredGuest, party };
  }
  throw new HttpError(409, GUEST_BUSY_MESSAGE);
}

export async function remove(id: string): Promise<UnifiedGuest> {
  await assertNoReplaceRunning();
  const deleted = await withRecordLock(
    guestLockKey('unified_guests', id),
    () => deleteGuestAndDependents(id),
    {
      busyMessage: GUEST_BUSY_MESSAGE,
    },
  );
  if (!deleted) throw notFound(GUEST_SERVICE_MESSAGES.notFound);
  return asApiGuest(deleted);
}
