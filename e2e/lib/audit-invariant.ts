// The audit invariant of the phone answers, checked on the stack's database after a reliability test.
import type { Connection } from 'mongoose';
import { guestStates } from './phone-guests';
import { modelsOf } from './stack-database';

/**
 * The audit invariant of the phone answers: for every guest, its `guest_status_changes` entries form one
 * chain from `pendiente` to the stored status (each entry starts where the previous one ended), and the
 * last entry is the stored answer itself (same moment). A change stored without its entry, an entry
 * without its change, or one change recorded twice breaks it. Returns the guests that break it.
 */
export async function auditProblems(db: Connection): Promise<string[]> {
  const { StatusChange } = modelsOf(db);
  const states = await guestStates(db);
  const changes = await StatusChange.find({})
    .sort({ changedAt: 1, _id: 1 })
    .lean<Record<string, unknown>[]>();
  const byGuest = new Map<string, Record<string, unknown>[]>();
  for (const change of changes) {
    const key = String(change.guestId);
    byGuest.set(key, [...(byGuest.get(key) ?? []), change]);
  }
  const problems: string[] = [];
  const known = new Set<string>();
  for (const guest of states.values()) {
    known.add(guest.id);
    const chain = byGuest.get(guest.id) ?? [];
    if (guest.status === 'pendiente' && guest.answeredAt === null) {
      if (chain.length) problems.push(`${guest.phone}: pending, yet ${chain.length} status change(s)`);
      continue;
    }
    const last = chain.at(-1);
    if (!last) {
      problems.push(`${guest.phone}: ${guest.status} (${guest.people}) stored without a status change`);
      continue;
    }
    let from = 'pendiente';
    for (const entry of chain) {
      if (entry.oldStatus !== from) {
        problems.push(`${guest.phone}: a change from ${entry.oldStatus} follows one ending at ${from}`);
        break;
      }
      from = String(entry.newStatus);
    }
    if (last.newStatus !== guest.status || (last.changedAt as Date).getTime() !== guest.answeredAt) {
      problems.push(
        `${guest.phone}: stored ${guest.status} at ${guest.answeredAt}, last change ${last.newStatus} at ${(last.changedAt as Date).getTime()}`,
      );
    }
  }
  for (const id of byGuest.keys())
    if (!known.has(id)) problems.push(`status changes of a missing guest ${id}`);
  return problems;
}
