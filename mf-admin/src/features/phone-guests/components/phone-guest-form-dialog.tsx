/**
 * One dialog for adding a phone guest and for editing one (spec §2, §5): add-phone-guest-dialog.tsx and
 * edit-phone-guest-dialog.tsx.
 */
import type { Invitado } from '@wedding/shared-contracts';
import { AddPhoneGuestDialog } from './add-phone-guest-dialog';
import { EditPhoneGuestDialog } from './edit-phone-guest-dialog';

export interface PhoneGuestFormDialogProps {
  /** The guest to edit; absent to add one. */
  guest?: Invitado;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

export function PhoneGuestFormDialog({ guest, isOpen, onOpenChange }: PhoneGuestFormDialogProps) {
  return guest ? (
    <EditPhoneGuestDialog guest={guest} isOpen={isOpen} onOpenChange={onOpenChange} />
  ) : (
    <AddPhoneGuestDialog isOpen={isOpen} onOpenChange={onOpenChange} />
  );
}
