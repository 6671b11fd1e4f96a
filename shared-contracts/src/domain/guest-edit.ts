// A host's edit of a guest (svc-admin's guest dialogs, a reset), with the crash safety of an answer
// (guest-answer.ts) when it changes the guest's status.
import { Types } from 'mongoose';
import type { ConfirmationStatus } from '../constants';
import { type PartyMember, partyWithin } from '../party';
import { GUEST_LISTS, type GuestSource, LAST_STATUS_CHANGE, PARTY } from './guest-documents';
import { partyOf, toGuestState } from './guest-state';
import { auditStatusChange, statusChangeOf } from './status-changes';

/** A host's edit of a guest (svc-admin's guest dialogs, a reset). */
export interface GuestEdit {
  /** The status the guest had when read: the edit applies only while it still has it. */
  expectedStatus: ConfirmationStatus;
  /** Further conditions that must still hold (a maximum that still allows the people set). */
  filter?: Record<string, unknown>;
  update: {
    $set?: Record<string, unknown>;
    $unset?: Record<string, 1>;
    $inc?: Record<string, number>;
  };
  /**
   * Who is coming, as the host names them (checked by the caller against the menu and the people after the
   * edit): replaces the guest's party, empty clears it; absent keeps the party within the answer.
   */
  party?: readonly PartyMember[];
  /** The status the edit sets, when it changes it: stored with the edit and audited with the host. */
  newStatus?: ConfirmationStatus;
  /** The host who made it (absent or malformed: an entry without one). */
  adminUserId?: string;
  /** When (default now). */
  at?: Date;
}

/**
 * Applies a host's edit, only while the guest's status is still the one read (so the recorded old status
 * is the true one); a change of status is stored with the edit and audited, with the same crash safety as
 * an answer. Returns the guest as stored after the edit, or null when it is gone or its status moved (the
 * caller reads it again). Callers hold the guest's record lock.
 */
export async function editGuest(
  source: GuestSource,
  id: Types.ObjectId | string,
  edit: GuestEdit,
): Promise<Record<string, unknown> | null> {
  const list = GUEST_LISTS[source];
  const guestId = new Types.ObjectId(String(id));
  const change =
    edit.newStatus !== undefined && edit.newStatus !== edit.expectedStatus
      ? statusChangeOf(edit.expectedStatus, edit.newStatus, edit)
      : null;
  const named = edit.party?.length ? { [PARTY]: edit.party } : {};
  const $set = { ...edit.update.$set, ...named, ...(change ? { [LAST_STATUS_CHANGE]: change } : {}) };
  const $unset =
    edit.party?.length === 0 ? { ...edit.update.$unset, [PARTY]: 1 as const } : edit.update.$unset;
  const update = {
    ...edit.update,
    ...(Object.keys($set).length ? { $set } : {}),
    ...($unset && Object.keys($unset).length ? { $unset } : {}),
  };
  const before = await list.model
    .findOneAndUpdate({ ...edit.filter, _id: guestId, [list.status]: edit.expectedStatus }, update, {
      returnDocument: 'before',
      runValidators: true,
    })
    .lean();
  if (!before) return null;
  if (change) await auditStatusChange(toGuestState(source, before), change);
  // FerretDB refuses a projection on findAndModify: the stored guest is read again
  const stored = await list.model.findById(guestId).lean<Record<string, unknown>>();
  const party = edit.party ?? partyOf(toGuestState(source, before as Record<string, unknown>));
  return stored && keepPartyWithin(source, party, stored);
}

/**
 * An edit that lowered the people or took back the answer keeps the party within it (guest-state.ts):
 * `party`, the one the host set or else the one the guest had before the edit (none unless confirmed, so a
 * party an import left is never brought back), within the people after it.
 */
async function keepPartyWithin(
  source: GuestSource,
  party: readonly PartyMember[],
  stored: Record<string, unknown>,
): Promise<Record<string, unknown>> {
  const state = toGuestState(source, stored);
  const kept = state.status === 'confirmado' ? partyWithin(party, state.confirmedPeople) : [];
  if (kept.length === state.party.length) return stored;
  await GUEST_LISTS[source].model.updateOne(
    { _id: state.id },
    kept.length > 0 ? { $set: { [PARTY]: kept } } : { $unset: { [PARTY]: 1 } },
  );
  const { [PARTY]: _stale, ...rest } = stored;
  return kept.length > 0 ? { ...rest, [PARTY]: kept } : rest;
}
