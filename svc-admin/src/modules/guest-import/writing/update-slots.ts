// How many guest updates an import sends at once, whatever import sends them.
//
// Why: FerretDB 1.24 holds one backend connection per statement of an update command until it ends, and runs
// the statements one after another (below), so imports send small commands, a few side by side.
// On MongoDB: a bulkWrite of thousands of updates is one command on one connection.
// On a replica set: can be dropped: an import's updates can go in a few large bulkWrites, one after the
// other. Both lists' imports (guest-import/ and invitados/spreadsheet-import.ts) take these slots.

/**
 * Updates per bulkWrite, and bulkWrites in flight at once. FerretDB 1.24 holds one backend connection per
 * statement of an update command until the whole command ends, so a command (or commands at once) with as
 * many statements as its pool has connections never answers: 100 on SQLite (the import hung until the
 * gateway gave up; seen in the database-fault browser test), 50 on PostgreSQL with FerretDB's default pool
 * (scripts/db/postgres.ts raises it to 150). It also runs each statement as a read and a transaction of its
 * own, one after the other, so commands side by side are what makes it faster (measured on 10,000
 * guests: 4.0 ms an update with one command of 25 at a time, 1.1 ms with 6–8 commands of 10). At most
 * UPDATE_CHUNK × UPDATE_PARALLEL = 60 connections per process, however many imports run (they share the
 * slots: updateSlot), which leaves room for other requests.
 */
export const UPDATE_CHUNK = 10;
export const UPDATE_PARALLEL = 6;

/**
 * The process's update commands in flight, whatever import sends them: two imports at once share the
 * UPDATE_PARALLEL slots, so together they stay below FerretDB's pool (see UPDATE_CHUNK).
 */
let updatesInFlight = 0;
const waitingForSlot: (() => void)[] = [];
export async function updateSlot(): Promise<() => void> {
  if (updatesInFlight >= UPDATE_PARALLEL) await new Promise<void>((resolve) => waitingForSlot.push(resolve));
  else updatesInFlight++;
  return () => {
    const next = waitingForSlot.shift();
    // the slot passes straight to the next waiter, or is freed
    if (next) next();
    else updatesInFlight--;
  };
}
