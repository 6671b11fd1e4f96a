/**
 * The Spanish and English catalogs: every feature's messages merged. A new feature adds its
 * `messages.ts` to FEATURE_MESSAGES; its keys must not collide with another feature's (tested).
 */
import * as about from '../../features/about/messages';
import * as contact from '../../features/contact/messages';
import * as emailRsvp from '../../features/email-rsvp/messages';
import * as event from '../../features/event/messages';
import * as info from '../../features/info/messages';
import * as invitation from '../../features/invitation/messages';
import * as landing from '../../features/landing/messages';
import * as notFound from '../../features/not-found/messages';
import * as phoneRsvp from '../../features/phone-rsvp/messages';
import * as calendar from '../../shared/calendar/messages';
import type { Messages } from '../../shared/i18n/define-messages';
import type { Locale } from '../../shared/i18n/locale-store';
import * as party from '../../shared/party/messages';
import * as rsvpEnding from '../../shared/rsvp-ending/messages';
import * as rsvpWindow from '../../shared/rsvp-window/messages';
import * as layout from '../layout/messages';

export interface FeatureMessages {
  es: Messages;
  en: Messages;
}

export const FEATURE_MESSAGES: Readonly<Record<string, FeatureMessages>> = {
  layout,
  calendar,
  rsvpWindow,
  rsvpEnding,
  party,
  landing,
  about,
  event,
  info,
  contact,
  notFound,
  phoneRsvp,
  emailRsvp,
  invitation,
};

function merge(locale: Locale): Record<string, string> {
  return Object.assign({}, ...Object.values(FEATURE_MESSAGES).map((feature) => feature[locale]));
}

export const catalogs: Readonly<Record<Locale, Readonly<Record<string, string>>>> = {
  es: merge('es'),
  en: merge('en'),
};
