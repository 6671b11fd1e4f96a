// How guest values read on screen.
import {
  CONFIRMATION_STATUSES,
  type ConfirmationStatus,
  GUEST_CATEGORIES,
  INVITATION_STATUSES,
  type InvitationStatus,
  SAVE_THE_DATE_RESPONSES,
  type SaveTheDateResponse,
  type UnifiedGuest,
} from '@wedding/shared-contracts';
import type { BadgeTone } from '../components/badge';
import { msg } from './i18n/use-t';

/** English labels (`msg()`): shown with `t()`, or through a select's or a table's `t.known`. */
export const STATUS_LABELS: Record<ConfirmationStatus, string> = {
  pendiente: msg('Pending'),
  confirmado: msg('Confirmed'),
  rechazado: msg('Declined'),
};

export const STATUS_TONES: Record<ConfirmationStatus, BadgeTone> = {
  pendiente: 'warning',
  confirmado: 'success',
  rechazado: 'danger',
};

export const STATUS_OPTIONS = CONFIRMATION_STATUSES.map((id) => ({ id, label: STATUS_LABELS[id] }));

const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  pending: msg('Pending'),
  sent: msg('Sent'),
  opened: msg('Opened'),
  responded: msg('Responded'),
};

export const INVITATION_STATUS_OPTIONS: { id: InvitationStatus; label: string }[] = INVITATION_STATUSES.map(
  (id) => ({ id, label: INVITATION_STATUS_LABELS[id] }),
);

export const SAVE_THE_DATE_OPTIONS: { id: SaveTheDateResponse; label: string }[] =
  SAVE_THE_DATE_RESPONSES.map((id) => ({
    id,
    label: { yes: msg('Yes'), no: msg('No'), pending: msg('Pending') }[id],
  }));

export const CATEGORY_OPTIONS = GUEST_CATEGORIES.map((id) => ({ id: id as string, label: id as string }));

/** The invitation page a guest's QR code opens: the stored link, else one built from this site. */
export function invitationLink(guest: Pick<UnifiedGuest, 'qrCode' | 'invitationCode'>): string {
  if (guest.qrCode && /^https?:\/\//.test(guest.qrCode)) return guest.qrCode;
  return `${window.location.origin}/invitation/${encodeURIComponent(guest.invitationCode)}`;
}
