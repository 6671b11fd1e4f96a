// The hosts' RSVP inbox (issue 14): every e-mail answer with the guest it belongs to, and the discarding of
// one. An answer that matched no guest when it came is kept only here, so the hosts can see who wrote.
import { ADMIN_RSVP_MESSAGES, type AdminRsvp } from '@wedding/shared-contracts';
import { notFound } from '@wedding/shared-contracts/server';
import type { Types } from 'mongoose';
import { deleteRsvp, guestNames, listRsvps } from './repository';

type StoredRsvp = Awaited<ReturnType<typeof listRsvps>>[number] & {
  createdAt?: Date;
  updatedAt?: Date;
};

const iso = (date: Date | undefined): string => (date ?? new Date(0)).toISOString();

export async function list({ unmatched }: { unmatched: boolean }): Promise<AdminRsvp[]> {
  const rsvps = (await listRsvps({ unmatched })) as StoredRsvp[];
  const unified = rsvps.flatMap((rsvp) =>
    rsvp.unifiedGuestId ? [rsvp.unifiedGuestId as Types.ObjectId] : [],
  );
  const legacy = rsvps.flatMap((rsvp) => (rsvp.guestId ? [rsvp.guestId as Types.ObjectId] : []));
  const names = await guestNames(unified, legacy);
  return rsvps.map((rsvp) => {
    const guestId = rsvp.unifiedGuestId ?? rsvp.guestId;
    return {
      id: String(rsvp._id),
      name: rsvp.name,
      email: rsvp.email,
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
  });
}

/**
 * Discards one answer. A guest it was applied to keeps the answer it gave (status, people, date): the
 * guest list, not the inbox, is where a host changes that.
 */
export async function remove(id: string): Promise<void> {
  if (!(await deleteRsvp(id))) throw notFound(ADMIN_RSVP_MESSAGES.notFound);
}
