// The hosts' RSVP inbox: every e-mail answer with the guest it belongs to, and the discarding of one. An
// answer that matched no guest when it came is kept only here, so the hosts can see who wrote.
import {
  ADMIN_RSVP_MESSAGES,
  type AdminRsvp,
  type PartyMember,
  partyWithin,
} from '@wedding/shared-contracts';
import {
  answerGuest,
  closeTwin,
  type GuestTwin,
  readGuestState,
  savePartyOfGuest,
  withGuestAndTwinLocks,
  withRecordLock,
} from '@wedding/shared-contracts/domain';
import {
  badRequest,
  conflict,
  HttpError,
  isDuplicateKeyError,
  notFound,
} from '@wedding/shared-contracts/server';
import { Types } from 'mongoose';
import { assertNoReplaceRunning } from '../guests/guest-list-lock';
import {
  deleteRsvp,
  dropRsvpParty,
  findRsvp,
  guestNames,
  guestPhone,
  linkRsvp,
  listRsvps,
  setGuestMaximum,
  unlinkRsvp,
} from './repository';

type StoredRsvp = Awaited<ReturnType<typeof listRsvps>>[number] & {
  createdAt?: Date;
  updatedAt?: Date;
};

const iso = (date: Date | undefined): string => (date ?? new Date(0)).toISOString();

/** The party an answer keeps itself: an unmatched yes's, within its people (a matched one's is its guest's). */
const ownParty = (rsvp: StoredRsvp): PartyMember[] =>
  rsvp.attending && !rsvp.unifiedGuestId && !rsvp.guestId
    ? partyWithin((rsvp.party ?? []) as PartyMember[], rsvp.guestCount)
    : [];

/** An answer as the inbox lists it, with the names of the guests the answers belong to. */
function toAdminRsvp(rsvp: StoredRsvp, names: Map<string, string>): AdminRsvp {
  const guestId = rsvp.unifiedGuestId ?? rsvp.guestId;
  const party = ownParty(rsvp);
  return {
    ...(party.length > 0 ? { party } : {}),
    id: String(rsvp._id),
    name: rsvp.name,
    email: rsvp.email ?? null,
    attending: rsvp.attending,
    guestCount: rsvp.guestCount,
    message: rsvp.message ?? null,
    dietaryRestrictions: rsvp.dietaryRestrictions ?? null,
    createdAt: iso(rsvp.createdAt),
    // answers stored before updatedAt was kept have only their creation date
    updatedAt: iso(rsvp.updatedAt ?? rsvp.createdAt),
    unifiedGuestId: rsvp.unifiedGuestId ? String(rsvp.unifiedGuestId) : null,
    guestName: guestId ? (names.get(String(guestId)) ?? null) : null,
  };
}

export async function list({ unmatched }: { unmatched: boolean }): Promise<AdminRsvp[]> {
  const rsvps = (await listRsvps({ unmatched })) as StoredRsvp[];
  const unified = rsvps.flatMap((rsvp) =>
    rsvp.unifiedGuestId ? [rsvp.unifiedGuestId as Types.ObjectId] : [],
  );
  const legacy = rsvps.flatMap((rsvp) => (rsvp.guestId ? [rsvp.guestId as Types.ObjectId] : []));
  const names = await guestNames(unified, legacy);
  return rsvps.map((rsvp) => toAdminRsvp(rsvp, names));
}

const MATCH_BUSY_MESSAGE = 'The guest changed while saving. Please try again.';

/**
 * Attaches an answer that matched no guest to a guest of the invitation list and applies it, as an answer
 * that matched when it came is applied: the guest becomes confirmado with the answer's people (rechazado
 * with 0), dated when the guest answered, and a real change of status is recorded (with the host who
 * matched it). Under the answer's address's record lock, then the answer's, then the guest's (which
 * svc-public's answers and the guest edits take too): a second host matching the same answer waits, then
 * finds it matched (409). With
 * `raiseMaximum`, a guest allowed fewer people than the answer has its maximum raised to the answer's
 * people first (put back if the match then fails); without, that is a 400 naming the maximum.
 */
export async function match(
  id: string,
  unifiedGuestId: string,
  actor: { adminId?: string },
  { raiseMaximum = false }: { raiseMaximum?: boolean } = {},
): Promise<AdminRsvp> {
  // the answer's own lock, taken before the guest's: the guest's lock alone let two hosts matching one answer
  // to two different guests both succeed (on FerretDB the conditional link below can match twice)
  // one key per answer however its id is spelled (hex in either case)
  const key = Types.ObjectId.isValid(id) ? new Types.ObjectId(id).toHexString() : id;
  const locked = { busyMessage: MATCH_BUSY_MESSAGE };
  const matchIt = () =>
    withRecordLock(`rsvps:${key}`, () => matchLocked(id, unifiedGuestId, actor, raiseMaximum), locked);
  // first the lock of the answer's address, which svc-public's e-mail answers and party saves take first
  // (the same key as its rsvp/party.ts): FerretDB writes a document back whole, so an answer given during
  // the match could otherwise undo the link, or the link write the earlier answer back over the new one.
  // An unmatched answer's address never changes, so the one read before the locks is the one locked.
  const email = Types.ObjectId.isValid(id) ? (await findRsvp(id))?.email : undefined;
  return email ? withRecordLock(`rsvp-email:${email.trim().toLowerCase()}`, matchIt, locked) : matchIt();
}

async function matchLocked(
  id: string,
  unifiedGuestId: string,
  actor: { adminId?: string },
  raiseMaximum: boolean,
): Promise<AdminRsvp> {
  const rsvp = (await findRsvp(id)) as StoredRsvp | null;
  if (!rsvp) throw notFound(ADMIN_RSVP_MESSAGES.notFound);
  if (rsvp.unifiedGuestId || rsvp.guestId) throw conflict(ADMIN_RSVP_MESSAGES.alreadyMatched);
  await assertNoReplaceRunning();
  if (!Types.ObjectId.isValid(unifiedGuestId)) throw notFound(ADMIN_RSVP_MESSAGES.guestNotFound);
  // the guest's twin (the same number on the phone list) gets the answer too: one person, one answer
  const guestName = await withGuestAndTwinLocks(
    'unified_guests',
    unifiedGuestId,
    await guestPhone(unifiedGuestId),
    async (twin) => {
      const name = await applyTo(rsvp, unifiedGuestId, actor, raiseMaximum);
      if (twin) {
        await closeTwin(
          twin,
          rsvp.attending ? { attending: true, people: rsvp.guestCount } : { attending: false },
          {
            at: rsvp.updatedAt ?? rsvp.createdAt ?? new Date(),
            ...(actor.adminId && Types.ObjectId.isValid(actor.adminId)
              ? { adminUserId: new Types.ObjectId(actor.adminId) }
              : {}),
          },
        );
      }
      await carryParty(rsvp, new Types.ObjectId(unifiedGuestId), twin);
      return name;
    },
    { busyMessage: MATCH_BUSY_MESSAGE },
  );
  const guestId = new Types.ObjectId(unifiedGuestId);
  return toAdminRsvp({ ...rsvp, unifiedGuestId: guestId }, new Map([[unifiedGuestId, guestName]]));
}

/**
 * The party an unmatched answer named, carried onto the guest it is matched to, once the answer is applied:
 * on the record that keeps it (the phone twin when the two pair), through the save every channel uses,
 * within the people that record confirmed, under the locks already held. The answer then keeps none,
 * whether the guest took it or not (not confirmed after all, a no): nobody reads a matched answer's party.
 */
async function carryParty(rsvp: StoredRsvp, guestId: Types.ObjectId, twin: GuestTwin | null) {
  const party = ownParty(rsvp);
  if (party.length > 0) await savePartyOfGuest(guestId, twin, party, { within: true });
  if (rsvp.party) await dropRsvpParty(String(rsvp._id));
}

async function applyTo(
  rsvp: StoredRsvp,
  unifiedGuestId: string,
  actor: { adminId?: string },
  raiseMaximum: boolean,
): Promise<string> {
  const guestId = new Types.ObjectId(unifiedGuestId);
  const read = await readGuestState('unified_guests', guestId);
  if (!read) throw notFound(ADMIN_RSVP_MESSAGES.guestNotFound);
  let first = read;
  let raisedFrom: number | undefined;
  if (rsvp.attending && rsvp.guestCount > read.maxPeople) {
    if (!raiseMaximum) {
      throw badRequest(ADMIN_RSVP_MESSAGES.overMaximum(rsvp.guestCount, read.name, read.maxPeople));
    }
    if (!(await setGuestMaximum(guestId, read.maxPeople, rsvp.guestCount)))
      throw new HttpError(409, MATCH_BUSY_MESSAGE);
    raisedFrom = read.maxPeople;
    first = { ...read, maxPeople: rsvp.guestCount };
  }
  try {
    return await linkAndApply(rsvp, first, actor);
  } catch (error) {
    // nothing half-done: the guest keeps the maximum it had when the match does not go through
    if (raisedFrom !== undefined) await setGuestMaximum(guestId, rsvp.guestCount, raisedFrom);
    throw error;
  }
}

/** Ties the answer to the guest (read under its lock) and applies it; the answer is untied on failure. */
async function linkAndApply(
  rsvp: StoredRsvp,
  first: NonNullable<Awaited<ReturnType<typeof readGuestState>>>,
  actor: { adminId?: string },
): Promise<string> {
  const guestId = first.id;
  let linked: unknown;
  try {
    linked = await linkRsvp(String(rsvp._id), guestId);
  } catch (error) {
    if (isDuplicateKeyError(error)) throw conflict(ADMIN_RSVP_MESSAGES.guestHasAnswer);
    throw error;
  }
  if (!linked) throw conflict(ADMIN_RSVP_MESSAGES.alreadyMatched);
  try {
    let guest = first;
    for (let attempt = 0; attempt < 3; attempt++) {
      // the same write as an answer that matched when it came (shared-contracts' guest-state)
      const outcome = await answerGuest(
        guest,
        rsvp.attending ? { attending: true, people: rsvp.guestCount } : { attending: false },
        {
          declinedPeople: 0,
          at: rsvp.updatedAt ?? rsvp.createdAt ?? new Date(),
          ...(actor.adminId && Types.ObjectId.isValid(actor.adminId)
            ? { adminUserId: new Types.ObjectId(actor.adminId) }
            : {}),
          alsoSet: { saveTheDateResponse: rsvp.attending ? 'yes' : 'no', invitationStatus: 'responded' },
        },
      );
      if (outcome === 'over-maximum') {
        throw badRequest(ADMIN_RSVP_MESSAGES.overMaximum(rsvp.guestCount, guest.name, guest.maxPeople));
      }
      if (outcome !== 'moved') return guest.name;
      const again = await readGuestState('unified_guests', guestId);
      if (!again) throw notFound(ADMIN_RSVP_MESSAGES.guestNotFound);
      guest = again;
    }
    throw new HttpError(409, MATCH_BUSY_MESSAGE);
  } catch (error) {
    // the answer stays in the inbox, unmatched, rather than tied to a guest it was not applied to
    await unlinkRsvp(String(rsvp._id), guestId);
    throw error;
  }
}

/**
 * Discards one answer. A guest it was applied to keeps the answer it gave (status, people, date): the
 * guest list, not the inbox, is where a host changes that.
 */
export async function remove(id: string): Promise<void> {
  if (!(await deleteRsvp(id))) throw notFound(ADMIN_RSVP_MESSAGES.notFound);
}
