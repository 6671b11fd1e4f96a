// What a service runs once the database is up, before it serves a guest: the indexes, then the check that
// every dish guests chose is still on the hosts' menu.
import { weddingFacts } from '../wedding-facts';
import { ensureIndexes } from './ensure-indexes';
import { checkMenuInUse } from './menu-in-use';

export async function prepareGuestDatabase(): Promise<void> {
  await ensureIndexes();
  await checkMenuInUse(weddingFacts.meals);
}
