import { lookupMaxPeople } from '@wedding/shared-contracts';
import { dismissToast, toast } from '@wedding/shared-contracts/ui';
import { ApiError, serverMessageOr } from '@wedding/shared-contracts/web';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { checksResolver } from '../../../shared/forms/form-checks';
import { CHECK_ON_SUBMIT } from '../../../shared/forms/use-form-field';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { withAriaLocale } from '../../../shared/i18n/aria-locale';
import { useT } from '../../../shared/i18n/use-t';
import { ReplyDeadline, RsvpClosed, useRsvpWindow } from '../../../shared/rsvp-window/rsvp-window';
import { colors, media } from '../../../shared/theme';
import { usePhoneConfirm, usePhoneDecline, usePhoneLookup } from '../api/phone-rsvp-api';
import type { PhoneSearchValues } from '../form-values';
import type { PhoneRsvpMessageId } from '../messages';
import { DEFAULT_PHONE_COUNTRY, loadedPhoneRules, loadPhoneRules, prefixFor } from '../phone-field';
import { ConfirmStep, type FoundGuest } from './confirm-step';
import { type SearchProblem, SearchStep } from './search-step';
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

  // The number as the form read it; a number that cannot be the chosen country's is looked up as each
  // other country it may be from, in turn, until one is on the list (issue 38 item 3: '612 34 56 78'
  // from Spain with the Dominican Republic selected).
  const search = async (telefono: string) => {
    setProblem(null);
    const { phone, country } = searchForm.getValues();
    const candidates = loadedPhoneRules()?.lookupCandidates(phone, country) ?? [];
    const numbers = candidates.length > 0 ? candidates : [telefono];
    for (const [index, number] of numbers.entries()) {
      try {
        const { data } = await lookup.mutateAsync(number);
        const guest = {
          name: data.nombreCompleto,
          status: data.estadoConfirmacion,
          maxPeople: lookupMaxPeople(data),
        };
        setStep({ name: 'confirm', telefono: number, guest });
        return;
      } catch (error) {
        if (notFound(error) && index < numbers.length - 1) continue;
        searchFailed(error, numbers.length > 1 ? telefono : number);
        return;
      }
    }
  };

  const onConfirm = (telefono: string, people: number) => {
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

  const onDecline = (telefono: string) => {
    decline.mutate(
      { telefono },
      {
        onSuccess: ({ data }) =>
          setStep({ name: 'success', outcome: { kind: 'declined', name: data.nombreCompleto } }),
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
          <RsvpClosed />
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
              headingRef={heading}
            />
          )}
          {step.name === 'confirm' && (
            <ConfirmStep
              guest={step.guest}
              onConfirm={(people) => onConfirm(step.telefono, people)}
              onDecline={() => onDecline(step.telefono)}
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

const Page = styled.section<{ $compact: boolean }>`
  max-width: 720px;
  margin: 0 auto;
  padding: ${(p) => (p.$compact ? '28px 20px 48px' : '56px 24px 80px')};
  ${media.narrow} {
    padding: ${(p) => (p.$compact ? '16px 12px 32px' : '8px 14px 48px')};
  }
`;

const Intro = styled.header`
  margin-bottom: 24px;
  text-align: center;
  h1 {
    margin: 0 0 8px;
    font-size: clamp(2.25rem, 7vw, 3.25rem);
  }
  p {
    margin: 0;
    color: ${colors.inkSoft};
  }
  /* on a phone the number field and Buscar fit in the first screen, above the bottom bar (issue 37) */
  ${media.small} {
    margin-bottom: 10px;
    h1 {
      margin-bottom: 4px;
      font-size: 1.9rem;
    }
    p {
      font-size: 0.9375rem;
      line-height: 1.4;
    }
  }
`;

const Kicker = styled.div`
  margin-bottom: 6px;
  color: ${colors.goldText};
  font-size: 0.9rem;
  font-weight: 700;
  letter-spacing: 0.22em;
  text-transform: uppercase;
  ${media.small} {
    margin-bottom: 0;
    line-height: 1.3;
  }
`;

const Card = styled.div`
  padding: 32px;
  border-radius: 24px;
  background: ${colors.shell};
  border: 1px solid ${colors.line};
  box-shadow: 0 20px 50px rgba(38, 50, 56, 0.08);
  ${media.small} {
    padding: 16px 14px;
  }
`;

const Progress = styled.div`
  display: flex;
  gap: 6px;
  margin-bottom: 8px;
`;

const Dot = styled.span<{ $active: boolean }>`
  flex: 1;
  height: 6px;
  border-radius: 3px;
  background: ${(p) => (p.$active ? colors.teal : colors.line)};
`;

const StepCount = styled.p`
  margin: 0 0 16px;
  color: ${colors.inkSoft};
  font-size: 0.9375rem;
  font-weight: 600;
  ${media.small} {
    margin-bottom: 6px;
  }
`;

export default withAriaLocale(PhoneRsvpPage);
