import { type WeddingPhase, weddingPhase } from '@wedding/shared-contracts';
import { useOnClient } from '@wedding/shared-contracts/web';

/** Set by the build (scripts/mf/rspack-base.ts): the phase when the pages were prerendered. */
declare const __WEDDING_PHASE_AT_BUILD__: WeddingPhase | undefined;
const AT_BUILD = typeof __WEDDING_PHASE_AT_BUILD__ === 'string' ? __WEDDING_PHASE_AT_BUILD__ : undefined;

/**
 * Where the wedding stands in time by the guest's clock, days being the venue's (shared-contracts'
 * `weddingPhase`): 'replying' (to the end of the reply deadline's day), 'past-deadline', 'wedding-day'
 * (the venue's calendar day of the wedding, midnight to midnight) and 'after-wedding'. What a page says
 * in each: no calendar offer and no "te esperamos" once it is 'after-wedding'; "today" on 'wedding-day'.
 * Whether the RSVP forms give way to a thank-you after the wedding is `useRsvpWindow().over` (a facts
 * setting), not the phase alone. The page prerendered at build time, and the live page while it hydrates
 * that page, use the phase of the build, so the two agree; the guest's clock follows in the next render
 * (a page left open across the venue's midnight changes at its next render, not at the stroke).
 */
export function useWeddingPhase(): WeddingPhase {
  const onClient = useOnClient();
  return onClient || !AT_BUILD ? weddingPhase(new Date()) : AT_BUILD;
}
