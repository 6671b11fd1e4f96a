// The values a choice cell may hold, by their key (headerKey): the stored value, or a spelling of it in
// Spanish or English.
import {
  CONFIRMATION_STATUSES,
  type ConfirmationStatus,
  GUEST_CATEGORIES,
  GUEST_LANGUAGES,
  type GuestLanguage,
  INVITATION_STATUSES,
  type InvitationStatus,
  SAVE_THE_DATE_RESPONSES,
  type SaveTheDateResponse,
} from '@wedding/shared-contracts';
import { headerKey } from './header-key';

export const CATEGORY_BY_KEY = new Map<string, string>(
  GUEST_CATEGORIES.map((category) => [headerKey(category), category]),
);

export const STATUS_BY_KEY = new Map<string, ConfirmationStatus>([
  ...CONFIRMATION_STATUSES.map((status) => [status, status] as const),
  ['pending', 'pendiente'],
  ['confirmed', 'confirmado'],
  ['declined', 'rechazado'],
  ['confirmada', 'confirmado'],
  ['rechazada', 'rechazado'],
  ['si', 'confirmado'],
  ['yes', 'confirmado'],
  ['no', 'rechazado'],
]);

export const INVITATION_STATUS_BY_KEY = new Map<string, InvitationStatus>([
  ...INVITATION_STATUSES.map((status) => [status, status] as const),
  ['pendiente', 'pending'],
  ['enviada', 'sent'],
  ['abierta', 'opened'],
  ['respondida', 'responded'],
]);

/** A language cell, compared after `headerKey`: the code, or the language's name in Spanish or English. */
export const LANGUAGE_BY_KEY = new Map<string, GuestLanguage>([
  ...GUEST_LANGUAGES.map((language) => [language, language] as const),
  ['espanol', 'es'],
  ['castellano', 'es'],
  ['spanish', 'es'],
  ['ingles', 'en'],
  ['english', 'en'],
]);

export const SAVE_THE_DATE_BY_KEY = new Map<string, SaveTheDateResponse>([
  ...SAVE_THE_DATE_RESPONSES.map((response) => [response, response] as const),
  ['si', 'yes'],
  ['pendiente', 'pending'],
]);
