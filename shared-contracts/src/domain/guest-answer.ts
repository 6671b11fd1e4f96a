// The guests' answers, whatever the channel: a phone answer (svc-public /api/phone/*), an e-mail RSVP
// (svc-public /api/rsvp) and an e-mail answer a host matches to a guest (svc-admin
// /api/admin/rsvps/:id/match) all set a guest's answer here, with one crash-safety scheme.
//
// Every write is one single-document atomic update (FerretDB 1.24 has no transactions): the update's
// filter states what must still be true (the status and people read just before), and the document as it
// was before the update tells the caller whether it matched. Callers hold the guest's record lock
// (`withGuestLock`), which every write of a guest takes, in both services.
//
// The answer and its audit entry are two documents, so a process killed (or a database lost) between the
// two writes would keep the answer without its entry. The answer's update therefore also records the
// change inside the guest (`lastStatusChange`, carrying the id its entry gets); the entry is written next
// under that id, so it can never be written twice (a repeat is a duplicate key). An entry left unwritten
// by a crash is written by the guest's next answer, or by the sweep (`completePendingStatusChanges`). The
// record stays in the guest (no second update to clear it: on FerretDB every update reads the whole
// collection under the write lock, and that second update made wedding-day confirms markedly slower).
//
// Why: FerretDB 1.24 has no multi-document transactions, so an answer and its audit entry are two writes,
// made crash-safe by the record kept in the guest and the sweep (status-change-sweep.ts); it refuses a
// projection on findAndModify.
// On MongoDB: on a replica set the answer's update and the entry's insert can share one transaction (both
// or neither), and findAndModify takes a projection.
// On a replica set: simplify. The conditional update stays: it is what decides a race there. The completion
// of an earlier answer's entry (completeEarlierAnswer) can go once the two writes share a transaction;
// `lastStatusChange` itself stays as long as the imports' updates use its id as their condition.
import mongoose, { Types } from 'mongoose';
import type { ConfirmationStatus } from '../constants';
import { partyWithin } from '../party';
import { GUEST_LISTS, LAST_STATUS_CHANGE, PARTY, type StatusChangeRecord } from './guest-documents';
import { type GuestState, partyOf, readGuestState } from './guest-state';
import { auditStatusChange, statusChangeWritten, writeStatusChange } from './status-changes';

/** An answer: attending with a number of people, or not attending. */
export type GuestAnswer = { attending: true; people: number } | { attending: false };

export interface AnswerOptions {
  /**
   * The people a declined guest keeps: null for a phone answer (spec §5: the phone decline clears them),
   * 0 for an e-mail answer (its guest count when not attending).
   */
  declinedPeople: 0 | null;
  /** When the guest answered (default now): the guest's confirmation date. */
  at?: Date;
  /** The host who applied it (a matched e-mail answer), kept in the audit entry. */
  adminUserId?: Types.ObjectId;
  /** Further fields set with the answer, in the same update (the save-the-date answer of an invitation). */
  alsoSet?: Record<string, unknown>;
}

/**
 * applied: the guest now has the answer (one audit entry for the change); unchanged: it had it already
 * (a repeat: nothing written but `alsoSet`); over-maximum: more people than the guest may bring; moved:
 * the guest is gone or changed since it was read (the caller reads it again and retries).
 */
export type AnswerOutcome = 'applied' | 'unchanged' | 'over-maximum' | 'moved';

const { trusted } = mongoose;

const statusOf = (answer: GuestAnswer): ConfirmationStatus => (answer.attending ? 'confirmado' : 'rechazado');
const peopleOf = (answer: GuestAnswer, { declinedPeople }: AnswerOptions) =>
  answer.attending ? answer.people : declinedPeople;

/**
 * Sets the answer, only if the guest is still as read, still allows that many people, and the stored
 * answer differs (a repeated identical answer changes nothing); `change` is stored with it. True when
 * the guest matched and was updated.
 */
export async function applyAnswer(
  guest: Pick<GuestState, 'source' | 'id' | 'status' | 'confirmedPeople' | 'party'>,
  answer: GuestAnswer,
  options: AnswerOptions,
  change: StatusChangeRecord,
): Promise<boolean> {
  const list = GUEST_LISTS[guest.source];
  const status = statusOf(answer);
  const people = peopleOf(answer, options);
  // the party goes with a decline, and keeps its first people when fewer are confirmed; it starts from the
  // party the guest has (partyOf), so a party left stored by an import is never brought back
  const party = answer.attending ? partyWithin(partyOf(guest), answer.people) : [];
  const trimmed = party.length < guest.party.length;
  const partySet = trimmed && party.length > 0 ? { [PARTY]: party } : {};
  const partyUnset = trimmed && party.length === 0 ? { $unset: { [PARTY]: 1 } } : {};
  const before = await list.model
    .findOneAndUpdate(
      {
        _id: guest.id,
        [list.status]: guest.status,
        [list.people]: guest.confirmedPeople,
        ...(answer.attending ? { [list.max]: trusted({ $gte: answer.people }) } : {}),
        $or: [{ [list.status]: trusted({ $ne: status }) }, { [list.people]: trusted({ $ne: people }) }],
      },
      {
        ...partyUnset,
        $set: {
          ...options.alsoSet,
          ...partySet,
          [list.status]: status,
          [list.people]: people,
          [list.date]: change.changedAt,
          [LAST_STATUS_CHANGE]: change,
        },
      },
      // no projection: FerretDB 1.24 refuses one on findAndModify
      { returnDocument: 'before', runValidators: true },
    )
    .lean();
  return before !== null;
}

/**
 * Gives `guest` (as read under its record lock) the answer: completes an earlier answer's audit entry a
 * crash left unwritten, refuses more people than the guest's maximum, writes the answer and one audit
 * entry when it changes something. The only way an answer reaches a guest, whatever the channel.
 */
export async function answerGuest(
  guest: GuestState,
  answer: GuestAnswer,
  options: AnswerOptions,
): Promise<AnswerOutcome> {
  await completeEarlierAnswer(guest);
  if (answer.attending && answer.people > guest.maxPeople) return 'over-maximum';
  const change: StatusChangeRecord = {
    _id: new Types.ObjectId(),
    oldStatus: guest.status,
    newStatus: statusOf(answer),
    changedAt: options.at ?? new Date(),
    ...(options.adminUserId ? { adminUserId: options.adminUserId } : {}),
  };
  if (await applyAnswer(guest, answer, options, change)) {
    await auditStatusChange(guest, change);
    return 'applied';
  }
  // Nothing matched: already this answer (a repeat), or the guest changed since it was read.
  const current = await readGuestState(guest.source, guest.id);
  if (!current) return 'moved';
  if (current.status === statusOf(answer) && current.confirmedPeople === peopleOf(answer, options)) {
    if (options.alsoSet)
      await GUEST_LISTS[guest.source].model.updateOne({ _id: guest.id }, { $set: options.alsoSet });
    return 'unchanged';
  }
  if (answer.attending && answer.people > current.maxPeople) return 'over-maximum';
  return 'moved';
}

/**
 * The previous answer's entry, if a crash left it unwritten, goes first. Looked up before it is written:
 * a guest answering again is common (a changed mind, a double tap), a crash between the two writes is not.
 */
async function completeEarlierAnswer(guest: GuestState): Promise<void> {
  if (guest.lastChange && !(await statusChangeWritten(guest.lastChange))) {
    await writeStatusChange(guest.source, guest.id, guest.lastChange);
  }
}
