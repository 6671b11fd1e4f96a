import type { PartyMember } from '@wedding/shared-contracts';
import { lazy, Suspense } from 'react';
import { useT } from '../i18n/use-t';
import { loadOnce } from '../load-once';
import type { PartyMessageId } from './messages';
import type { PartyDropProps } from './party-drop';
import type { PartyFormProps } from './party-form';

/** The form and its rules (zod, the menu's checks): loaded once a guest has confirmed, never before. */
const load = loadOnce(() => import('./party-form'));
const Form = lazy(load);
const EchoLine = lazy(() => load().then((module) => ({ default: module.PartyEchoLine })));

/** "Who's coming", with a line while its code arrives. */
export function LazyPartyForm(props: PartyFormProps) {
  const t = useT<PartyMessageId>();
  return (
    <Suspense fallback={<p data-testid="party-loading">{t('party.loading')}</p>}>
      <Form {...props} />
    </Suspense>
  );
}

/** The party given, read back: "You confirmed 3: Ana (fish), …" (nothing while its code arrives). */
export function LazyPartyEcho(props: { party: readonly PartyMember[]; people: number }) {
  return (
    <Suspense fallback={null}>
      <EchoLine {...props} />
    </Suspense>
  );
}

/**
 * "Who is still coming?" (party-drop.tsx) for a page that loads it only for a guest who named people: the
 * invitation page's first load holds none of it. `preloadPartyDrop` starts it early, so that the question is
 * there at once when the count goes down.
 */
export const preloadPartyDrop = loadOnce(() => import('./party-drop'));
const Drop = lazy(() => preloadPartyDrop().then((module) => ({ default: module.PartyDrop })));

/** The question, nothing while its code arrives. */
export function LazyPartyDrop(props: PartyDropProps) {
  return (
    <Suspense fallback={null}>
      <Drop {...props} />
    </Suspense>
  );
}
