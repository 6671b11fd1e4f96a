// Process-wide mongoose settings every service applies once, before connecting.
import mongoose from 'mongoose';

/**
 * - `sanitizeFilter`: a filter value that is an object with `$` keys (e.g. `{"$ne": null}` from a
 *   request) is wrapped in `$eq`, so it can only match literally. Operators a service writes on purpose
 *   must be marked with `mongoose.trusted({...})` (e.g. `{ status: mongoose.trusted({ $in: [...] }) }`);
 *   `$and` / `$or` / `$nor` at the top level keep working; `$where`, `$expr`, `$text` throw.
 * - `strictQuery`: filter paths that are not in the schema are dropped.
 * - `strict`: unknown paths in documents and updates are dropped.
 */
export function configureMongoose(instance: typeof mongoose = mongoose): typeof mongoose {
  instance.set('sanitizeFilter', true);
  instance.set('strictQuery', true);
  instance.set('strict', true);
  return instance;
}
