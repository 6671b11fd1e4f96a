// A guest's answer-related state, read in one shape whatever list it is on, and the record lock every
// write of a guest takes, in both services (the answers: guest-answer.ts; a host's edits: guest-edit.ts).
import type { Types } from 'mongoose';
import type { ConfirmationStatus } from '../constants';
import { type PartyMember, partyWithin } from '../party';
import {
  GUEST_LISTS,
  type GuestSource,
  LAST_STATUS_CHANGE,
  PARTY,
  type StatusChangeRecord,
} from './guest-documents';
import { guestLockKey, withRecordLock } from './record-lock';

/** A guest's answer-related state, in one shape whatever list it is on. */
export interface GuestState {
  source: GuestSource;
  id: Types.ObjectId;
  name: string;
  status: ConfirmationStatus;
  maxPeople: number;
  confirmedPeople: number | null;
  category: string | null;
  /** The status change of the guest's latest answer (its audit entry may be unwritten after a crash). */
  lastChange: StatusChangeRecord | null;
  /** Who is coming, by name, as stored (read it through `partyOf`). */
  party: PartyMember[];
}

/**
 * The party a guest has: the people named, never more than confirmed, none unless confirmed. Every reader
 * takes it through here: a write that lowered the people without touching the party (an import) leaves
 * the stored one longer, and the answers trim it at their next write (guest-answer.ts).
 */
export const partyOf = (guest: Pick<GuestState, 'status' | 'confirmedPeople' | 'party'>): PartyMember[] =>
  guest.status === 'confirmado' ? partyWithin(guest.party, guest.confirmedPeople) : [];

/** The projection that reads a guest's state and nothing else. */
const stateProjection = (source: GuestSource) => {
  const list = GUEST_LISTS[source];
  return {
    [list.name]: 1,
    [list.status]: 1,
    [list.people]: 1,
    [list.max]: 1,
    [list.category]: 1,
    [LAST_STATUS_CHANGE]: 1,
    [PARTY]: 1,
  };
};

/** A stored guest document in the shape of `GuestState`. */
export function toGuestState(source: GuestSource, doc: Record<string, unknown>): GuestState {
  const list = GUEST_LISTS[source];
  return {
    source,
    id: doc._id as Types.ObjectId,
    name: doc[list.name] as string,
    status: doc[list.status] as ConfirmationStatus,
    maxPeople: doc[list.max] as number,
    confirmedPeople: (doc[list.people] as number | null | undefined) ?? null,
    category: (doc[list.category] as string | null | undefined) ?? null,
    lastChange: (doc[LAST_STATUS_CHANGE] as StatusChangeRecord | undefined) ?? null,
    party: (doc[PARTY] as PartyMember[] | undefined) ?? [],
  };
}

/** A stored guest document as a client may read it: its party within the answer, or none (`partyOf`). */
export function withPartyWithin<D extends Record<string, unknown>>(source: GuestSource, doc: D): D {
  if (!(PARTY in doc)) return doc;
  const party = partyOf(toGuestState(source, doc));
  const { [PARTY]: _stored, ...rest } = doc;
  return (party.length > 0 ? { ...rest, [PARTY]: party } : rest) as D;
}

/** The guest's state now; null when it is gone. */
export async function readGuestState(source: GuestSource, id: Types.ObjectId): Promise<GuestState | null> {
  const doc = await GUEST_LISTS[source].model
    .findById(id)
    .select(stateProjection(source))
    .lean<Record<string, unknown>>();
  return doc ? toGuestState(source, doc) : null;
}

export interface GuestLockOptions {
  /** The 409 text when the guest stays locked by another writer. */
  busyMessage: string;
}

/** Runs `work` under the guest's record lock, which every write of a guest takes, in both services. */
export function withGuestLock<T>(
  source: GuestSource,
  id: Types.ObjectId | string,
  work: () => Promise<T>,
  { busyMessage }: GuestLockOptions,
): Promise<T> {
  return withRecordLock(guestLockKey(source, id), work, { busyMessage });
}
