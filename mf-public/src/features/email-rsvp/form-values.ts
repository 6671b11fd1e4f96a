/** What the e-mail RSVP form holds while the guest fills it in. */
export interface RsvpFormValues {
  name: string;
  email: string;
  attending: 'yes' | 'no' | null;
  /** NaN while the field is empty. */
  guestCount: number;
  message: string;
  dietaryRestrictions: string;
}

export const EMPTY_RSVP: RsvpFormValues = {
  name: '',
  email: '',
  attending: null,
  guestCount: 1,
  message: '',
  dietaryRestrictions: '',
};
