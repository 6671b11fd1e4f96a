/** What the contact form holds while the guest fills it in (`website`: the honeypot). */
export interface ContactFormValues {
  name: string;
  email: string;
  subject: string;
  message: string;
  website: string;
}

export const EMPTY_CONTACT: ContactFormValues = {
  name: '',
  email: '',
  subject: '',
  message: '',
  website: '',
};
