// The bulk replace's options, its steps (where a test can stop it) and its journal (the commit point of the
// staging swap).
//
// Why: the journal is the commit point of the staging swap (replace-swap.ts), there because FerretDB 1.24
// has no multi-document transactions; the steps let tests stop a replace, either way, where a crash would.
// On MongoDB: a replica set replaces the list in one transaction, which needs no journal.
// On a replica set: simplify: Journal and the swap's steps go with the swap; ReplaceOptions stays.
import type { Logger } from 'pino';

/** Points a test can stop at (the hook may throw, or kill the process, to play a crash there). */
export type ReplaceStep =
  | 'locked'
  | 'staged'
  | 'journaled'
  | 'old-moved'
  | 'swapped'
  | 'answers-cleared'
  | 'done';

export interface ReplaceOptions {
  logger?: Logger;
  /** 'auto' (default): a transaction when the server has them, else the staging swap. */
  strategy?: 'auto' | 'transaction' | 'swap';
  afterStep?(step: ReplaceStep): void | Promise<void>;
}

export interface Journal extends Record<string, unknown> {
  _id: string;
  phase: 'swap';
  /** RSVPs from before this moment belong to the old list. */
  swapAt: Date;
  expected: number;
}
