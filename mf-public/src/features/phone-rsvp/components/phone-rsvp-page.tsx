import { useState } from 'react';
import { useDocumentTitle } from '../../../shared/hooks/use-document-title';
import { withAriaLocale } from '../../../shared/i18n/aria-locale';
import { useT } from '../../../shared/i18n/use-t';
import { ReplyDeadline, RsvpNoForm, useRsvpWindow } from '../../../shared/rsvp-window/rsvp-window';
import type { PhoneRsvpMessageId } from '../messages';
import { ConfirmStep } from './confirm-step';
import { Card, Dot, Intro, Kicker, Page, Progress, StepCount } from './page-styles';
import { PartyStep } from './party-step';
import { SearchStep } from './search-step';
import { SuccessStep } from './success-step';
import { type Step, usePhoneAnswer, usePhoneSearch, useStepFocus } from './use-phone-rsvp';

const STEP_NUMBER = { search: 1, confirm: 2, success: 3, party: 3 } as const;

/** The three dots and "Step N of 3". */
function StepProgress({ step }: { step: Step }) {
  const t = useT<PhoneRsvpMessageId>();
  return (
    <>
      <Progress aria-hidden="true">
        {[1, 2, 3].map((n) => (
          <Dot key={n} $active={n <= STEP_NUMBER[step.name]} />
        ))}
      </Progress>
      <StepCount data-testid="phone-step">
        {t('phoneRsvp.steps', { current: STEP_NUMBER[step.name], total: 3 })}
      </StepCount>
    </>
  );
}

/** The search, the answer and the step they are at (kept while the reply window opens or closes). */
function usePhoneRsvp() {
  const [step, setStep] = useState<Step>({ name: 'search' });
  const search = usePhoneSearch(setStep);
  const answer = usePhoneAnswer(setStep);
  const heading = useStepFocus(step);
  const startOver = () => {
    search.restart();
    setStep({ name: 'search' });
  };
  return { step, setStep, search, answer, heading, startOver };
}

/** The form's card while answers are taken: the progress and the current step. */
function PhoneRsvpSteps({ flow }: { flow: ReturnType<typeof usePhoneRsvp> }) {
  const { step, setStep, search, answer, heading, startOver } = flow;
  return (
    <Card>
      <StepProgress step={step} />
      {step.name === 'search' && (
        <SearchStep
          form={search.form}
          onSearch={search.search}
          searching={search.searching}
          problem={search.problem}
          // the help was about the number searched; reformatting it (on blur) keeps it
          onNumberChange={search.clearProblem}
          onPickCountry={search.pickCountry}
          headingRef={heading}
        />
      )}
      {step.name === 'confirm' && (
        <ConfirmStep
          guest={step.guest}
          onConfirm={(people, kept) => answer.onConfirm(step.telefono, people, step.guest, kept)}
          onEditParty={() => setStep({ name: 'party', guest: step.guest, telefono: step.telefono })}
          onDecline={() => answer.onDecline(step.telefono, step.guest.answer)}
          onBack={() => setStep({ name: 'search' })}
          busy={answer.busy}
          headingRef={heading}
        />
      )}
      {step.name === 'party' && (
        <PartyStep
          guest={step.guest}
          telefono={step.telefono}
          onBack={(party) =>
            setStep({ name: 'confirm', guest: { ...step.guest, party }, telefono: step.telefono })
          }
          headingRef={heading}
        />
      )}
      {step.name === 'success' && (
        <SuccessStep outcome={step.outcome} onAnother={startOver} headingRef={heading} />
      )}
    </Card>
  );
}

/**
 * `/rsvp` and `/phone-rsvp` (spec §2, §4): search by WhatsApp number → confirm (people) or decline →
 * success. The two routes differ only in spacing (`variant`).
 */
function PhoneRsvpPage({ variant = 'rsvp' }: { variant?: 'rsvp' | 'phone-rsvp' }) {
  const t = useT<PhoneRsvpMessageId>();
  const { closed } = useRsvpWindow();
  useDocumentTitle(t('phoneRsvp.pageTitle'));
  const flow = usePhoneRsvp();
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
        <PhoneRsvpSteps flow={flow} />
      )}
    </Page>
  );
}

export default withAriaLocale(PhoneRsvpPage);
