import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { LandingPage } from '../features/landing/components/landing-page';
import { LanguageProvider } from './i18n/language-provider';
import { PublicLayout } from './layout/public-layout';

// The landing page is in the first chunk (it is the page most guests open first); every other
// page is its own chunk, loaded when visited.
const AboutPage = lazy(() => import('../features/about/components/about-page'));
const EventPage = lazy(() => import('../features/event/components/event-page'));
const InfoPage = lazy(() => import('../features/info/components/info-page'));
const ContactPage = lazy(() => import('../features/contact/components/contact-page'));
const NotFoundPage = lazy(() => import('../features/not-found/components/not-found-page'));
// The RSVP pages carry libphonenumber-js (phone RSVP) and forms: their own chunks, never the landing's.
const PhoneRsvpPage = lazy(() => import('../features/phone-rsvp/components/phone-rsvp-page'));
const EmailRsvpPage = lazy(() => import('../features/email-rsvp/components/email-rsvp-page'));
const InvitationPage = lazy(() => import('../features/invitation/components/invitation-page'));

/** Every public route of the spec (§2 route table), rendered inside the host's router. */
export default function PublicRoutes() {
  return (
    <LanguageProvider>
      <Routes>
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
        </Route>
      </Routes>
    </LanguageProvider>
  );
}
