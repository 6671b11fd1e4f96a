// One person, one record: the same WhatsApp number on both lists, the phone guests
// (`invitados.telefonoWhatsapp`) and the invitation list (`unified_guests.phone`), both stored in E.164, is
// one person. The record on the other list is the guest's "twin" (on the invitation list, several guests of
// one household may share a number: the oldest, the one the phone lookup finds, is the twin).
//
// The rule, for every channel that gives a guest an answer (svc-public's phone confirm and decline, the
// e-mail RSVP, the invitation-page answer; svc-admin's status change of either list):
// - an answer (confirmado, rechazado) on either list closes both: the twin gets the same attending status,
//   attending with the same people cut to its own maximum, through guest-answer.ts like any answer (one
//   audit entry when it changes; a phone guest declining keeps no people, an invitation-list guest 0);
// - a return to pendiente (a host's reset or edit) is not an answer and leaves the twin as it is;
// - both records' locks are held for the whole write (`withGuestAndTwinLocks`), always taken in the same
//   order (sorted keys), so two answers arriving on the two lists at once wait for each other instead of
//   each holding one lock. Nothing is written before both locks are held and the twin is read; the guest's
//   own answer is written first, the twin's next. FerretDB 1.x has no transactions: if the process or the
//   database stops between the two writes, the twin keeps its old answer until the guest's next answer or
//   retry (a repeated answer changes nothing on the guest and still closes the twin).
//
// Why: FerretDB 1.x has no multi-document transactions, so the guest's answer and the twin's are two writes
// under two record locks taken in key order (above).
// On MongoDB: on a replica set both answers can be written in one transaction: both or neither.
// On a replica set: simplify: the rule stays; the pair of locks can become one transaction (retried on a
// write conflict), which also closes the gap a crash between the two writes leaves.
import mongoose, { type Types } from 'mongoose';
import { LIMITS } from '../constants';
import { type AnswerOutcome, answerGuest, type GuestAnswer } from './guest-answer';
import { GUEST_LISTS, type GuestSource } from './guest-documents';
import { toGuestState } from './guest-state';
import { guestLockKey, withRecordLock } from './record-lock';

/** Where each list keeps the WhatsApp number (E.164). */
export const PHONE_FIELD = { invitados: 'telefonoWhatsapp', unified_guests: 'phone' } as const;

/** The list a guest's twin is on. */
export const otherList = (source: GuestSource): GuestSource =>
  source === 'invitados' ? 'unified_guests' : 'invitados';

/** A guest's twin: the record with the same number on the other list. */
export interface GuestTwin {
  source: GuestSource;
  id: Types.ObjectId;
  name: string;
  /** The number both share (E.164). */
  phone: string;
}

const twinOf = (source: GuestSource, doc: Record<string, unknown>): GuestTwin => ({
  source,
  id: doc._id as Types.ObjectId,
  name: String(doc[GUEST_LISTS[source].name] ?? ''),
  phone: String(doc[PHONE_FIELD[source]]),
});

/** The twin of a guest of `source` whose number is `phone` (E.164); null without a number or a twin. */
export async function findTwin(
  source: GuestSource,
  phone: string | null | undefined,
): Promise<GuestTwin | null> {
  if (!phone) return null;
  const other = otherList(source);
  const doc = await GUEST_LISTS[other].model
    .findOne({ [PHONE_FIELD[other]]: phone })
    .sort({ _id: 1 })
    .select({ _id: 1, [GUEST_LISTS[other].name]: 1, [PHONE_FIELD[other]]: 1 })
    .lean<Record<string, unknown>>();
  return doc ? twinOf(other, doc) : null;
}

/** The twins of many guests of `source` at once, by number (a list's rows). */
export async function findTwins(
  source: GuestSource,
  phones: readonly (string | null | undefined)[],
): Promise<Map<string, GuestTwin>> {
  const wanted = [...new Set(phones.filter((phone): phone is string => Boolean(phone)))];
  const twins = new Map<string, GuestTwin>();
  if (wanted.length === 0) return twins;
  const other = otherList(source);
  const docs = await GUEST_LISTS[other].model
    .find({ [PHONE_FIELD[other]]: mongoose.trusted({ $in: wanted }) })
    .sort({ _id: 1 })
    .select({ _id: 1, [GUEST_LISTS[other].name]: 1, [PHONE_FIELD[other]]: 1 })
    .lean<Record<string, unknown>[]>();
  for (const doc of docs) {
    const twin = twinOf(other, doc);
    if (!twins.has(twin.phone)) twins.set(twin.phone, twin); // the oldest of a household
  }
  return twins;
}

/** How the API names a twin (`alsoOn`): the other list and its record. */
export const alsoOnOf = (twin: GuestTwin | null | undefined) =>
  twin
    ? {
        list: twin.source === 'invitados' ? ('invitados' as const) : ('guests' as const),
        id: twin.id.toString(),
        name: twin.name,
      }
    : undefined;

/**
 * Runs `work` holding the record locks of the guest and of its twin (the record with `phone` on the other
 * list, if any), taken in sorted order (see the top of this file). `work` is given the twin found.
 */
export async function withGuestAndTwinLocks<T>(
  source: GuestSource,
  id: Types.ObjectId | string,
  phone: string | null | undefined,
  work: (twin: GuestTwin | null) => Promise<T>,
  { busyMessage }: { busyMessage: string },
): Promise<T> {
  const twin = await findTwin(source, phone);
  const keys = [guestLockKey(source, id), ...(twin ? [guestLockKey(twin.source, twin.id)] : [])].sort();
  const locked = keys.reduceRight<() => Promise<T>>(
    (inner, key) => () => withRecordLock(key, inner, { busyMessage }),
    () => work(twin),
  );
  return locked();
}

/** Who closed the twin, for its audit entry. */
export interface TwinAnswerOptions {
  at?: Date;
  adminUserId?: Types.ObjectId;
}

/**
 * Gives the twin (its lock held: withGuestAndTwinLocks) the answer its guest just gave, cut to its own
 * maximum. Nothing when the twin is gone or no longer has the number; otherwise guest-answer.ts's outcome.
 */
export async function closeTwin(
  twin: GuestTwin,
  answer: GuestAnswer,
  options: TwinAnswerOptions = {},
): Promise<AnswerOutcome | 'none'> {
  const doc = await GUEST_LISTS[twin.source].model
    .findOne({ _id: twin.id, [PHONE_FIELD[twin.source]]: twin.phone })
    .lean<Record<string, unknown>>();
  if (!doc) return 'none';
  const state = toGuestState(twin.source, doc);
  const maxPeople = typeof state.maxPeople === 'number' ? state.maxPeople : LIMITS.maxPeople.max;
  const given: GuestAnswer = answer.attending
    ? { attending: true, people: Math.max(1, Math.min(answer.people, maxPeople)) }
    : answer;
  return answerGuest({ ...state, maxPeople }, given, {
    declinedPeople: twin.source === 'invitados' ? null : 0,
    ...options,
  });
}

/** The answer a guest holds now, if it holds one (pendiente is none). */
export function answerHeld(status: string, people: number | null | undefined): GuestAnswer | null {
  if (status === 'rechazado') return { attending: false };
  if (status === 'confirmado') return { attending: true, people: people ?? 1 };
  return null;
}
