/**
 * The phone RSVP page's steps and what moves between them: the search (with its help when a number is not
 * found or could be from more than one country), the answer (confirm or decline), and the focus and
 * toasts that follow the step.
 */
import {
  DEFAULT_PHONE_COUNTRY,
  type PartyMember,
  PHONE_COUNTRIES,
  phoneInputPrefix,
} from '@wedding/shared-contracts';
import { dismissToast, toast } from '@wedding/shared-contracts/ui';
import { ApiError, serverMessageOr } from '@wedding/shared-contracts/web';
import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { checksResolver } from '../../../shared/forms/form-checks';
import { CHECK_ON_SUBMIT } from '../../../shared/forms/use-form-field';
import { useT } from '../../../shared/i18n/use-t';
import type { PartyMessageId } from '../../../shared/party/messages';
import { partyProblemMessageId } from '../../../shared/party/save-problem';
import { useKeepChosen as useKeepPartyChosen } from '../../../shared/party/use-party-drop';
import type { GivenAnswer } from '../../../shared/rsvp-ending/given-answer';
import { savePhoneParty, usePhoneConfirm, usePhoneDecline, usePhoneLookup } from '../api/phone-rsvp-api';
import type { PhoneSearchValues } from '../form-values';
import type { PhoneRsvpMessageId } from '../messages';
import { loadedPhoneRules, loadPhoneRules } from '../phone-field';
import type { FoundGuest } from './found-guest';
import { foundGuest } from './found-guest';
import type { LookupCandidate, SearchProblem } from './search-help';
import type { Outcome } from './success-step';

export type Step =
  | { name: 'search' }
  | { name: 'confirm'; guest: FoundGuest; telefono: string }
  | { name: 'success'; outcome: Outcome }
  /** A guest who confirmed before names who is coming, without answering again. */
  | { name: 'party'; guest: FoundGuest; telefono: string };

type SetStep = Dispatch<SetStateAction<Step>>;

/** The search form at the start: the DO calling code ready. */
const START: PhoneSearchValues = {
  phone: phoneInputPrefix(DEFAULT_PHONE_COUNTRY),
  country: DEFAULT_PHONE_COUNTRY,
};

/** The search's checks (the spec's rule), from the module the form loads at its first use. */
const searchChecks = checksResolver(loadPhoneRules, (rules) => rules.searchResolver);

const isRateLimited = (error: unknown) => error instanceof ApiError && error.status === 429;
const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;

/** The toast for too many tries (429), the same for a search, a confirmation and a decline. */
function useLimitedToast() {
  const t = useT<PhoneRsvpMessageId>();
  return () =>
    toast({
      variant: 'destructive',
      title: t('phoneRsvp.toast.rateLimitedTitle'),
      description: t('phoneRsvp.toast.rateLimitedBody'),
    });
}

/** Step 1: the search form, the lookup, and the help shown under the form when it does not find one guest. */
export function usePhoneSearch(setStep: SetStep) {
  const t = useT<PhoneRsvpMessageId>();
  const limitedToast = useLimitedToast();
  const form = useForm<PhoneSearchValues, unknown, string>({
    ...CHECK_ON_SUBMIT,
    defaultValues: START,
    resolver: searchChecks,
  });
  const [problem, setProblem] = useState<SearchProblem | null>(null);
  const lookup = usePhoneLookup();

  const searchFailed = (error: unknown, telefono: string) => {
    setStep({ name: 'search' });
    const missing = notFound(error);
    const limited = isRateLimited(error);
    setProblem({ kind: missing ? 'notFound' : limited ? 'limited' : 'error', telefono });
    if (limited) return limitedToast();
    toast({
      variant: 'destructive',
      title: t(missing ? 'phoneRsvp.toast.notFoundTitle' : 'phoneRsvp.toast.searchErrorTitle'),
      description: t(missing ? 'phoneRsvp.toast.notFoundBody' : 'phoneRsvp.toast.searchErrorBody'),
    });
  };

  const lookUp = async (telefono: string) => {
    try {
      const { data } = await lookup.mutateAsync(telefono);
      setStep({ name: 'confirm', telefono, guest: foundGuest(data, telefono) });
    } catch (error) {
      searchFailed(error, telefono);
    }
  };

  // The number as the form read it. A number that cannot be the chosen country's is looked up as the
  // one other country it can be from ('55 2870 5139' from Mexico with the Dominican Republic selected);
  // when several can own it ('612 34 56 78': Spain or Chile) the guest is asked.
  const search = async (telefono: string) => {
    setProblem(null);
    const { phone, country } = form.getValues();
    const candidates = loadedPhoneRules()?.phoneLookupCandidates(phone, country) ?? [];
    if (candidates.length > 1) return setProblem({ kind: 'whichCountry', telefono, choices: candidates });
    await lookUp(candidates[0]?.e164 ?? telefono);
  };

  // the country chosen: the field shows the number as that country's, and it is looked up
  const pickCountry = (choice: LookupCandidate) => {
    const rules = loadedPhoneRules();
    const country = PHONE_COUNTRIES.find((id) => id === choice.country);
    if (rules && country) {
      form.setValue('country', country);
      form.setValue('phone', rules.formatPhoneInput(choice.e164, country));
    }
    setProblem(null);
    void lookUp(choice.e164);
  };

  const clearProblem = () => setProblem(null);
  /** Back to an empty form (after an answer, for another guest). */
  const restart = () => {
    form.reset(START);
    setProblem(null);
  };

  return { form, problem, searching: lookup.isPending, search, pickCountry, clearProblem, restart };
}

/**
 * After a confirmation for fewer people than were named: stores the people the guest chose
 * (shared/party/use-party-drop.ts). Resolves with the party stored; when that fails, the service's, and the
 * guest is told (the success step's form can save the choice again).
 */
function useKeepChosen() {
  const t = useT<PartyMessageId>();
  const { keep, keeping } = useKeepPartyChosen();
  const keepFor = async (telefono: string, kept: PartyMember[], first: PartyMember[]) => {
    const outcome = await keep(
      kept,
      first,
      async (party) => (await savePhoneParty({ telefono, party })).data.party,
    );
    if (outcome.problem)
      toast({
        variant: 'destructive',
        title: t(partyProblemMessageId(outcome.problem)),
      });
    return outcome.party;
  };
  return { keep: keepFor, keeping };
}

/** Step 2: confirm (with the number of people) or decline; on success, step 3 with the outcome. */
export function usePhoneAnswer(setStep: SetStep) {
  const t = useT<PhoneRsvpMessageId>();
  const limitedToast = useLimitedToast();
  const confirm = usePhoneConfirm();
  const decline = usePhoneDecline();
  const keepChosen = useKeepChosen();

  const onConfirm = (telefono: string, people: number, guest: FoundGuest, kept?: PartyMember[]) => {
    confirm.mutate(
      { telefono, confirmedPeople: people },
      {
        onSuccess: async ({ data }) => {
          // the service kept the first ones named (partyWithin); the guest chose others
          const party = kept
            ? await keepChosen.keep(telefono, kept, guest.party.slice(0, people))
            : guest.party;
          setStep({
            name: 'success',
            outcome: {
              kind: 'confirmed',
              name: data.nombreCompleto,
              people: data.personasConfirmadas,
              special: data.isSpecialGuest,
              before: guest.answer,
              telefono,
              party,
            },
          });
        },
        onError: (error) => {
          if (isRateLimited(error)) return limitedToast();
          toast({
            variant: 'destructive',
            title: t('phoneRsvp.toast.confirmErrorTitle'),
            description: serverMessageOr(error, undefined) ?? t('phoneRsvp.toast.confirmErrorBody'),
          });
        },
      },
    );
  };

  const onDecline = (telefono: string, before: GivenAnswer | null) => {
    decline.mutate(
      { telefono },
      {
        onSuccess: ({ data }) =>
          setStep({ name: 'success', outcome: { kind: 'declined', name: data.nombreCompleto, before } }),
        onError: (error) => {
          if (isRateLimited(error)) return limitedToast();
          toast({
            variant: 'destructive',
            title: t('phoneRsvp.toast.declineErrorTitle'),
            description: t('phoneRsvp.toast.declineErrorBody'),
          });
        },
      },
    );
  };

  // the confirmation is not over while the people chosen are being stored
  const busy: 'confirm' | 'decline' | null =
    confirm.isPending || keepChosen.keeping ? 'confirm' : decline.isPending ? 'decline' : null;
  return { onConfirm, onDecline, busy };
}

/**
 * Follows the step: each new step takes the focus to its heading (the ref returned), so screen readers and
 * keyboards follow along; and a toast belongs to the step it was shown on.
 */
export function useStepFocus(step: Step) {
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (!moved.current) {
      moved.current = true;
      return;
    }
    heading.current?.focus();
  }, [step]);

  // moving to another step, or leaving the page, takes the toast away (an error about the search must
  // not sit over the guest's name, nor one about the answer over the thanks, nor either over the contact
  // page a guest followed a link to)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => () => dismissToast(), [step.name]);

  return heading;
}
