import { type ComponentType, lazy } from 'react';
import { createRoutesFromElements, matchRoutes, Route, type RouteObject, useRoutes } from 'react-router-dom';
import { loadOnce } from '../shared/load-once';
import { LanguageProvider } from './i18n/language-provider';
import { PublicLayout } from './layout/public-layout';

type PageModule<P> = Promise<{ default: ComponentType<P> }>;

/** A lazy page that can also be loaded ahead of its first render (`preload`), with one download. */
function lazyPage<P extends object>(load: () => PageModule<P>) {
  const once = loadOnce(load);
  return Object.assign(lazy(once), { preload: once });
}

// Every page is its own chunk, loaded when visited, named so that the build lists its files
// (scripts/mf/script-groups.ts) and the gateway names them in the page's HTML (prerender.tsx): the
// first page a guest opens costs no round trip more for being apart, and no other page carries it.
const LandingPage = lazyPage(async () => {
  const { LandingPage: page } = await import(
    /* webpackChunkName: "page-landing" */ '../features/landing/components/landing-page'
  );
  return { default: page };
});
const AboutPage = lazyPage(
  () => import(/* webpackChunkName: "page-about" */ '../features/about/components/about-page'),
);
const EventPage = lazyPage(
  () => import(/* webpackChunkName: "page-event" */ '../features/event/components/event-page'),
);
const InfoPage = lazyPage(
  () => import(/* webpackChunkName: "page-info" */ '../features/info/components/info-page'),
);
const ContactPage = lazyPage(
  () => import(/* webpackChunkName: "page-contact" */ '../features/contact/components/contact-page'),
);
const NotFoundPage = lazyPage(
  () => import(/* webpackChunkName: "page-not-found" */ '../features/not-found/components/not-found-page'),
);
// The RSVP pages carry libphonenumber-js (phone RSVP) and forms: their own chunks, never the landing's.
const PhoneRsvpPage = lazyPage(
  () => import(/* webpackChunkName: "page-phone-rsvp" */ '../features/phone-rsvp/components/phone-rsvp-page'),
);
const EmailRsvpPage = lazyPage(
  () => import(/* webpackChunkName: "page-email-rsvp" */ '../features/email-rsvp/components/email-rsvp-page'),
);
const InvitationPage = lazyPage(
  () => import(/* webpackChunkName: "page-invitation" */ '../features/invitation/components/invitation-page'),
);

/** Every public route of the spec (§2 route table). */
export const PUBLIC_ROUTES: RouteObject[] = createRoutesFromElements(
  <Route element={<PublicLayout />}>
    <Route index element={<LandingPage />} />
    <Route path="about" element={<AboutPage />} />
    <Route path="event" element={<EventPage />} />
    <Route path="info" element={<InfoPage />} />
    <Route path="contact" element={<ContactPage />} />
    <Route path="rsvp" element={<PhoneRsvpPage variant="rsvp" />} />
    <Route path="rsvp/email" element={<EmailRsvpPage />} />
    <Route path="phone-rsvp" element={<PhoneRsvpPage variant="phone-rsvp" />} />
    <Route path="invitation/:code" element={<InvitationPage />} />
    <Route path="*" element={<NotFoundPage />} />
  </Route>,
);

/**
 * Loads the page of `pathname` (its own chunk) ahead of the first render. The shell waits for it
 * before hydrating a prerendered page, so the page hydrates in the same pass as the header around
 * it, never left as server markup while its chunk is still on the way.
 */
export async function preloadPage(pathname: string): Promise<void> {
  const page = matchRoutes(PUBLIC_ROUTES, pathname)?.at(-1)?.route.element;
  const type = (page as { type?: { preload?: () => Promise<unknown> } } | undefined)?.type;
  await type?.preload?.();
}

/** Every public route, rendered inside the host's router. */
export default function PublicRoutes() {
  return <LanguageProvider>{useRoutes(PUBLIC_ROUTES)}</LanguageProvider>;
}
