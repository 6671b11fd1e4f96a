// insertMany that keeps going past duplicate keys (the guest list's import, and the phone guests').
import { UnifiedGuestModel } from '@wedding/shared-contracts/domain';
import type { mongo } from 'mongoose';

interface WriteErrorLike {
  index: number;
  code?: number;
}

function writeErrorsOf(error: unknown): WriteErrorLike[] | null {
  const writeErrors = (error as { writeErrors?: unknown })?.writeErrors;
  if (!writeErrors) return null;
  const list = Array.isArray(writeErrors) ? writeErrors : [writeErrors];
  return list.map((item: { index?: number; code?: number; err?: { index?: number; code?: number } }) => ({
    index: item.index ?? item.err?.index ?? -1,
    code: item.code ?? item.err?.code,
  }));
}

/**
 * insertMany that keeps going past duplicates; returns the indexes that failed on a duplicate key (a code
 * of the guest list, a phone of the phone guests').
 */
export async function insertKeepingGoing<T extends object>(
  docs: T[],
  collection: Pick<mongo.Collection, 'insertMany'> = UnifiedGuestModel.collection,
): Promise<Set<number>> {
  if (docs.length === 0) return new Set();
  try {
    await collection.insertMany(docs as never, { ordered: false });
    return new Set();
  } catch (error) {
    const failures = writeErrorsOf(error);
    if (!failures || failures.some((failure) => failure.code !== 11000 || failure.index < 0)) throw error;
    return new Set(failures.map((failure) => failure.index));
  }
}
