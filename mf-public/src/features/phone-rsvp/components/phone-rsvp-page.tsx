import { dismissToast, toast } from '@wedding/shared-contracts/ui';
import { ApiError, serverMessageOr } from '@wedding/shared-contracts/web';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { checksResolver } from '../../../shared/forms/form-checks';
import { CHECK_ON_SUBMIT } from '../../../shared/forms/use-form-field';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { withAriaLocale } from '../../../shared/i18n/aria-locale';
import { useT } from '../../../shared/i18n/use-t';
import type { GivenAnswer } from '../../../shared/rsvp-ending/given-answer';
import { ReplyDeadline, RsvpNoForm, useRsvpWindow } from '../../../shared/rsvp-window/rsvp-window';
import { usePhoneConfirm, usePhoneDecline, usePhoneLookup } from '../api/phone-rsvp-api';
import type { PhoneSearchValues } from '../form-values';
import type { PhoneRsvpMessageId } from '../messages';
import {
  DEFAULT_PHONE_COUNTRY,
  loadedPhoneRules,
  loadPhoneRules,
  PHONE_COUNTRIES,
  prefixFor,
} from '../phone-field';
import { ConfirmStep, type FoundGuest } from './confirm-step';
import { foundGuest } from './found-guest';
import { Card, Dot, Intro, Kicker, Page, Progress, StepCount } from './page-styles';
import type { LookupCandidate, SearchProblem } from './search-help';
import { SearchStep } from './search-step';
import { type Outcome, SuccessStep } from './success-step';

type Step =
  | { name: 'search' }
  | { name: 'confirm'; guest: FoundGuest; telefono: string }
  | { name: 'success'; outcome: Outcome };

const STEP_NUMBER = { search: 1, confirm: 2, success: 3 } as const;

/** The search form at the start: the DO calling code ready. */
const START: PhoneSearchValues = { phone: prefixFor(DEFAULT_PHONE_COUNTRY), country: DEFAULT_PHONE_COUNTRY };

/** The search's checks (the spec's rule), from the module the form loads at its first use. */
const searchChecks = checksResolver(loadPhoneRules, (rules) => rules.searchResolver);

const isRateLimited = (error: unknown) => error instanceof ApiError && error.status === 429;

/**
 * `/rsvp` and `/phone-rsvp` (spec §2, §4): search by WhatsApp number → confirm (people) or decline →
 * success. The two routes differ only in spacing (`variant`).
 */
function PhoneRsvpPage({ variant = 'rsvp' }: { variant?: 'rsvp' | 'phone-rsvp' }) {
  const t = useT<PhoneRsvpMessageId>();
  const { closed } = useRsvpWindow();
  useDocumentTitle(t('phoneRsvp.pageTitle'));
  const [step, setStep] = useState<Step>({ name: 'search' });
  const searchForm = useForm<PhoneSearchValues, unknown, string>({
    ...CHECK_ON_SUBMIT,
    defaultValues: START,
    resolver: searchChecks,
  });
  const [problem, setProblem] = useState<SearchProblem | null>(null);
  const lookup = usePhoneLookup();
  const confirm = usePhoneConfirm();
  const decline = usePhoneDecline();
  const heading = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  // each new step takes the focus to its heading, so screen readers and keyboards follow along
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => {
    if (!moved.current) {
      moved.current = true;
      return;
    }
    heading.current?.focus();
  }, [step]);

  // a toast belongs to the step it was shown on: moving to another step, or leaving the page, takes it
  // away (an error about the search must not sit over the guest's name, nor one about the answer over
  // the thanks, nor either over the contact page a guest followed a link to)
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the step changes
  useEffect(() => () => dismissToast(), [step.name]);

  const limitedToast = () =>
    toast({
      variant: 'destructive',
      title: t('phoneRsvp.toast.rateLimitedTitle'),
      description: t('phoneRsvp.toast.rateLimitedBody'),
    });

  const notFound = (error: unknown) => error instanceof ApiError && error.status === 404;
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

  const lookUp = async (number: string) => {
    try {
      const { data } = await lookup.mutateAsync(number);
      setStep({ name: 'confirm', telefono: number, guest: foundGuest(data, number) });
    } catch (error) {
      searchFailed(error, number);
    }
  };

  // The number as the form read it. A number that cannot be the chosen country's is looked up as the
  // one other country it can be from (issue 38 item 3: '55 2870 5139' from Mexico with the Dominican
  // Republic selected); when several can own it ('612 34 56 78': Spain or Chile) the guest is asked.
  const search = async (telefono: string) => {
    setProblem(null);
    const { phone, country } = searchForm.getValues();
    const candidates = loadedPhoneRules()?.lookupCandidates(phone, country) ?? [];
    if (candidates.length > 1) return setProblem({ kind: 'whichCountry', telefono, choices: candidates });
    await lookUp(candidates[0]?.e164 ?? telefono);
  };

  // the country chosen: the field shows the number as that country's, and it is looked up
  const pickCountry = (choice: LookupCandidate) => {
    const rules = loadedPhoneRules();
    const country = PHONE_COUNTRIES.find((id) => id === choice.country);
    if (rules && country) {
      searchForm.setValue('country', country);
      searchForm.setValue('phone', rules.formatForDisplay(choice.e164, country));
    }
    setProblem(null);
    void lookUp(choice.e164);
  };

  const onConfirm = (telefono: string, people: number, before: GivenAnswer | null) => {
    confirm.mutate(
      { telefono, confirmedPeople: people },
      {
        onSuccess: ({ data }) =>
          setStep({
            name: 'success',
            outcome: {
              kind: 'confirmed',
              name: data.nombreCompleto,
              people: data.personasConfirmadas,
              special: data.isSpecialGuest,
              before,
            },
          }),
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

  const startOver = () => {
    searchForm.reset(START);
    setProblem(null);
    setStep({ name: 'search' });
  };

  return (
    <Page
      id="rsvp"
      aria-labelledby="phone-rsvp-title"
      data-testid={`${variant}-page`}
      $compact={variant === 'phone-rsvp'}
    >
      <Intro>
        <Kicker>{t('phoneRsvp.kicker')}</Kicker>
        <h1 id="phone-rsvp-title">{t('phoneRsvp.title')}</h1>
        <p>
          <ReplyDeadline />
        </p>
      </Intro>
      {closed ? (
        <Card>
          <RsvpNoForm />
        </Card>
      ) : (
        <Card>
          <Progress aria-hidden="true">
            {[1, 2, 3].map((n) => (
              <Dot key={n} $active={n <= STEP_NUMBER[step.name]} />
            ))}
          </Progress>
          <StepCount data-testid="phone-step">
            {t('phoneRsvp.steps', { current: STEP_NUMBER[step.name], total: 3 })}
          </StepCount>
          {step.name === 'search' && (
            <SearchStep
              form={searchForm}
              onSearch={search}
              searching={lookup.isPending}
              problem={problem}
              // the help was about the number searched; reformatting it (on blur) keeps it
              onNumberChange={() => setProblem(null)}
              onPickCountry={pickCountry}
              headingRef={heading}
            />
          )}
          {step.name === 'confirm' && (
            <ConfirmStep
              guest={step.guest}
              onConfirm={(people) => onConfirm(step.telefono, people, step.guest.answer)}
              onDecline={() => onDecline(step.telefono, step.guest.answer)}
              onBack={() => setStep({ name: 'search' })}
              busy={confirm.isPending ? 'confirm' : decline.isPending ? 'decline' : null}
              headingRef={heading}
            />
          )}
          {step.name === 'success' && (
            <SuccessStep outcome={step.outcome} onAnother={startOver} headingRef={heading} />
          )}
        </Card>
      )}
    </Page>
  );
}

export default withAriaLocale(PhoneRsvpPage);
