import type { RsvpBody, RsvpCheckAnswer } from '@wedding/shared-contracts';
import { useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { GivenAnswer } from '../../../shared/rsvp-ending/given-answer';
import { useRsvpCheck } from '../api/email-rsvp-api';

const givenAnswer = (found: RsvpCheckAnswer): GivenAnswer =>
  found.attending
    ? { attending: true, people: found.guestCount, at: found.answeredAt }
    : { attending: false, at: found.answeredAt };

import type { RsvpFormValues } from '../form-values';

/**
 * An earlier response for the typed address (asked when the guest leaves the e-mail field): shown in
 * the form, once per address, so the guest changes rather than repeats it; `existing` switches the form
 * to "update confirmation". `remember` notes the address this form has just sent a response for.
 * The check shows only the name, the attendance and the party (anyone may ask about any address): the
 * message and the dietary note are not shown, and an update that leaves them empty keeps them (`bodyFor`).
 */
export function useEarlierAnswer(
  form: Pick<UseFormReturn<RsvpFormValues>, 'getValues' | 'setValue'>,
  typed: string,
) {
  const [checkedEmail, setCheckedEmail] = useState<string | null>(null);
  const [prefilledFor, setPrefilledFor] = useState<string | null>(null);
  /** The address this form has already sent a response for (a new submission updates it). */
  const [savedEmail, setSavedEmail] = useState<string | null>(null);
  const check = useRsvpCheck(checkedEmail);
  const typedEmail = typed.trim().toLowerCase();
  const existing = (check.data?.exists === true && checkedEmail === typedEmail) || savedEmail === typedEmail;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the form's methods do not change
  useEffect(() => {
    const found = check.data?.data;
    if (!check.data?.exists || !found || !checkedEmail || prefilledFor === checkedEmail) return;
    setPrefilledFor(checkedEmail);
    if (!form.getValues('name').trim()) form.setValue('name', found.name);
    form.setValue('attending', found.attending ? 'yes' : 'no');
    if (found.attending) form.setValue('guestCount', found.guestCount);
  }, [check.data, checkedEmail, prefilledFor]);

  const found = check.data?.exists && checkedEmail === typedEmail ? check.data.data : null;
  const [saved, setSaved] = useState<GivenAnswer | null>(null);
  return {
    existing,
    /** The earlier answer for the typed address: the one this form sent, else the check's. */
    answer: savedEmail === typedEmail && saved ? saved : found ? givenAnswer(found) : null,
    /** What to send: for an update, an empty message or dietary note is left out, so it stays as it was. */
    bodyFor: (body: RsvpBody): RsvpBody => {
      if (!existing) return body;
      const { message, dietaryRestrictions, ...rest } = body;
      return {
        ...rest,
        ...(message ? { message } : {}),
        ...(dietaryRestrictions ? { dietaryRestrictions } : {}),
      };
    },
    /** Ask about this address (a syntactically valid one). */
    checkEmail: setCheckedEmail,
    remember: (email: string, answer: GivenAnswer) => {
      setSavedEmail(email);
      setSaved(answer);
      setPrefilledFor(email);
    },
  };
}
