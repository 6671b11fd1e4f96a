import { type WeddingPhase, weddingPhase } from '@wedding/shared-contracts';
import { useOnClient } from '@wedding/shared-contracts/web';

/** Set by the build (scripts/mf/rspack-base.ts): the phase when the pages were prerendered. */
declare const __WEDDING_PHASE_AT_BUILD__: WeddingPhase | undefined;
const AT_BUILD = typeof __WEDDING_PHASE_AT_BUILD__ === 'string' ? __WEDDING_PHASE_AT_BUILD__ : undefined;

/**
 * Where the wedding stands in time (before the reply deadline, after it, after the wedding day) by the
 * guest's clock. The page prerendered at build time, and the live page while it hydrates that page,
 * use the phase of the build, so the two agree; the guest's clock follows in the next render.
 */
export function useWeddingPhase(): WeddingPhase {
  const onClient = useOnClient();
  return onClient || !AT_BUILD ? weddingPhase(new Date()) : AT_BUILD;
}
