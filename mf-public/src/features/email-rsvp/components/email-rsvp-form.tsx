import { FIELD_MAX, LIMITS, weddingFacts } from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  Button,
  FieldError,
  Form,
  Group,
  Input,
  Label,
  Radio,
  RadioGroup,
  Text,
  TextArea,
} from 'react-aria-components';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { useFormChecks } from '../../../shared/forms/form-checks';
import { CountField, FormTextField, fieldStyles } from '../../../shared/forms/form-styles';
import { LiveFieldset } from '../../../shared/forms/live-fieldset';
import { withAriaLocale } from '../../../shared/i18n/aria-locale';
import { useT } from '../../../shared/i18n/use-t';
import { formatLongDate } from '../../../shared/i18n/wedding-dates';
import { loadOnce } from '../../../shared/load-once';
import { colors, fonts, media, TAP_PX } from '../../../shared/theme';
import { useRsvpCheck, useSubmitRsvp } from '../api/email-rsvp-api';
import type { EmailRsvpMessageId } from '../messages';
import type { RsvpField, FieldError as RsvpFieldError, RsvpFormValues, RsvpValidation } from '../validation';

/** The form's checks (zod), loaded when the guest first uses the form (`useFormChecks`). */
const loadChecks = loadOnce(() => import('../validation'));

const FIELDS: RsvpField[] = ['name', 'email', 'attending', 'guestCount', 'message', 'dietaryRestrictions'];

type Done = { updated: boolean; name: string; attending: boolean; guestCount: number };

/**
 * The email RSVP form (spec §2): full name, e-mail, attending, guest count including the guest,
 * optional message and dietary restrictions. When the e-mail already has a response, the form
 * switches to "update confirmation" and shows what was sent.
 */
function EmailRsvpForm() {
  const t = useT<EmailRsvpMessageId>();
  const intl = useIntl();
  const [values, setValues] = useState<RsvpFormValues>({
    name: '',
    email: '',
    attending: null,
    guestCount: 1,
    message: '',
    dietaryRestrictions: '',
  });
  const [errors, setErrors] = useState<Partial<Record<RsvpField, RsvpFieldError>>>({});
  const [attempt, setAttempt] = useState(0);
  const [checkedEmail, setCheckedEmail] = useState<string | null>(null);
  const [prefilledFor, setPrefilledFor] = useState<string | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  /** The address this form has already sent a response for (a new submission updates it). */
  const [savedEmail, setSavedEmail] = useState<string | null>(null);
  const submit = useSubmitRsvp();
  const checks = useFormChecks(loadChecks);
  const check = useRsvpCheck(checkedEmail);
  const typedEmail = values.email.trim().toLowerCase();
  const existing = (check.data?.exists === true && checkedEmail === typedEmail) || savedEmail === typedEmail;
  const refs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    attending: useRef<HTMLDivElement>(null),
    guestCount: useRef<HTMLInputElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
    dietaryRestrictions: useRef<HTMLInputElement>(null),
  };
  const resultHeading = useRef<HTMLHeadingElement>(null);

  // after a refused submit, focus the first field that needs attention
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per submit attempt
  useEffect(() => {
    const first = FIELDS.find((field) => errors[field]);
    if (!first) return;
    const target = refs[first].current;
    if (target instanceof HTMLDivElement) target.querySelector<HTMLInputElement>('input')?.focus();
    else target?.focus();
  }, [attempt]);

  // an earlier response for this address: show it, once, so the guest changes rather than repeats it
  useEffect(() => {
    const found = check.data?.data;
    if (!check.data?.exists || !found || !checkedEmail || prefilledFor === checkedEmail) return;
    setPrefilledFor(checkedEmail);
    setValues((current) => ({
      ...current,
      name: current.name.trim() ? current.name : found.name,
      attending: found.attending ? 'yes' : 'no',
      guestCount: found.attending ? found.guestCount : current.guestCount,
      message: found.message ?? '',
      dietaryRestrictions: found.dietaryRestrictions ?? '',
    }));
  }, [check.data, checkedEmail, prefilledFor]);

  useEffect(() => {
    if (done) resultHeading.current?.focus();
  }, [done]);

  const set =
    <K extends keyof RsvpFormValues>(field: K) =>
    (value: RsvpFormValues[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      if (errors[field]) setErrors(({ [field]: _dropped, ...rest }) => rest);
    };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submit.isPending) return;
    void checks.run(
      ({ validateRsvp }) => send(validateRsvp(values)),
      () =>
        toast({
          variant: 'destructive',
          title: t('emailRsvp.toast.errorTitle'),
          description: t('emailRsvp.toast.errorBody'),
        }),
    );
  };

  const send = (result: RsvpValidation) => {
    if (!result.ok) {
      setErrors(result.errors);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    const { body } = result;
    submit.mutate(body, {
      onSuccess: (answer) => {
        if (!answer.success) {
          // 429: wait; 409: this e-mail answered for another invitation (trying again cannot help)
          const kind = answer.status === 429 ? 'rateLimited' : answer.status === 409 ? 'conflict' : 'error';
          toast({
            variant: 'destructive',
            title: t(`emailRsvp.toast.${kind}Title`),
            description: t(`emailRsvp.toast.${kind}Body`),
          });
          return;
        }
        const title = t(
          answer.updated ? 'emailRsvp.success.updatedTitle' : 'emailRsvp.success.receivedTitle',
        );
        toast({ title });
        setSavedEmail(body.email);
        setPrefilledFor(body.email);
        setDone({
          updated: answer.updated,
          name: body.name,
          attending: body.attending,
          guestCount: body.guestCount,
        });
      },
    });
  };

  if (done) {
    return (
      <Result role="status" data-testid="email-rsvp-done">
        <h2 ref={resultHeading} tabIndex={-1}>
          {t(done.updated ? 'emailRsvp.success.updatedTitle' : 'emailRsvp.success.receivedTitle')}
        </h2>
        <p>
          {done.attending
            ? t('emailRsvp.success.attending', {
                name: done.name,
                count: done.guestCount,
                date: formatLongDate(intl, weddingFacts.weddingDate),
              })
            : t('emailRsvp.success.notAttending', { name: done.name })}
        </p>
        <SecondaryButton onPress={() => setDone(null)} data-testid="email-rsvp-change">
          {t('emailRsvp.success.change')}
        </SecondaryButton>
      </Result>
    );
  }

  const validationErrors = Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, t(error.id, error.values)]),
  );
  const pending = submit.isPending;
  const optional = <Optional>{t('emailRsvp.form.optional')}</Optional>;

  return (
    <StyledForm
      onSubmit={onSubmit}
      validationBehavior="aria"
      validationErrors={validationErrors}
      aria-label={t('emailRsvp.form.label')}
      aria-busy={pending}
      data-testid="email-rsvp-form"
    >
      <LiveFieldset onFocus={checks.prefetch}>
        {existing && (
          <Notice role="status" data-testid="email-rsvp-existing">
            {t('emailRsvp.existing')}
          </Notice>
        )}
        <FormTextField
          name="name"
          value={values.name}
          onChange={set('name')}
          isRequired
          maxLength={FIELD_MAX.name}
        >
          <Label>{t('emailRsvp.name')}</Label>
          <Input ref={refs.name} autoComplete="name" />
          <FieldError />
        </FormTextField>
        <FormTextField
          name="email"
          type="email"
          value={values.email}
          onChange={set('email')}
          onBlur={() => {
            const email = values.email.trim().toLowerCase();
            loadChecks().then(
              ({ isCheckableEmail }) => isCheckableEmail(email) && setCheckedEmail(email),
              () => undefined,
            );
          }}
          isRequired
          maxLength={FIELD_MAX.email}
        >
          <Label>{t('emailRsvp.email')}</Label>
          <Input ref={refs.email} autoComplete="email" inputMode="email" />
          <Text slot="description">{t('emailRsvp.emailHint')}</Text>
          <FieldError />
        </FormTextField>
        <Choice
          name="attending"
          value={values.attending ?? ''}
          onChange={(value) => set('attending')(value === 'yes' ? 'yes' : 'no')}
          isRequired
          ref={refs.attending}
          data-testid="email-rsvp-attending"
        >
          <Label>{t('emailRsvp.attending')}</Label>
          <Options>
            <Option value="yes">{t('emailRsvp.attending.yes')}</Option>
            <Option value="no">{t('emailRsvp.attending.no')}</Option>
          </Options>
          <FieldError />
        </Choice>
        {values.attending === 'yes' && (
          <>
            <CountField
              name="guestCount"
              value={values.guestCount}
              onChange={set('guestCount')}
              minValue={LIMITS.guestCount.min}
              maxValue={LIMITS.guestCount.max}
              isRequired
            >
              <Label>{t('emailRsvp.guestCount')}</Label>
              <Group>
                <Button slot="decrement" aria-label={t('emailRsvp.decrease')}>
                  −
                </Button>
                <Input ref={refs.guestCount} data-testid="email-rsvp-count" />
                <Button slot="increment" aria-label={t('emailRsvp.increase')}>
                  +
                </Button>
              </Group>
              <Text slot="description">{t('emailRsvp.guestCountHint')}</Text>
              <FieldError />
            </CountField>
            <FormTextField
              name="dietaryRestrictions"
              value={values.dietaryRestrictions}
              onChange={set('dietaryRestrictions')}
              maxLength={FIELD_MAX.dietaryRestrictions}
            >
              <Label>
                {t('emailRsvp.dietary')} {optional}
              </Label>
              <Input ref={refs.dietaryRestrictions} />
              <Text slot="description">{t('emailRsvp.dietaryHint')}</Text>
              <FieldError />
            </FormTextField>
          </>
        )}
        <FormTextField
          name="message"
          value={values.message}
          onChange={set('message')}
          maxLength={FIELD_MAX.rsvpMessage}
        >
          <Label>
            {t('emailRsvp.message')} {optional}
          </Label>
          <TextArea ref={refs.message} rows={4} />
          <FieldError />
        </FormTextField>
        <Submit type="submit" isDisabled={pending} data-testid="email-rsvp-submit">
          {t(pending ? 'emailRsvp.submitting' : existing ? 'emailRsvp.update' : 'emailRsvp.submit')}
        </Submit>
      </LiveFieldset>
    </StyledForm>
  );
}

const StyledForm = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: 20px;
`;

const Optional = styled.span`
  color: ${colors.inkSoft};
  font-weight: 400;
`;

const Choice = styled(RadioGroup)`
  ${fieldStyles}
`;

const Options = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 10px;
  ${media.xsmall} {
    grid-template-columns: 1fr;
  }
`;

const Option = styled(Radio)`
  position: relative;
  display: flex;
  align-items: center;
  gap: 12px;
  min-height: ${TAP_PX + 12}px;
  padding: 10px 16px;
  border: 1.5px solid #8a9a9f;
  border-radius: 14px;
  background: ${colors.white};
  font-weight: 600;
  cursor: pointer;
  &::before {
    content: '';
    flex: none;
    width: 22px;
    height: 22px;
    border-radius: 50%;
    border: 2px solid ${colors.inkSoft};
    background: ${colors.white};
    box-sizing: border-box;
  }
  &[data-selected] {
    border-color: ${colors.teal};
    background: ${colors.seaGlassSoft};
    color: ${colors.tealDark};
  }
  &[data-selected]::before {
    border: 7px solid ${colors.teal};
  }
  &[data-focus-visible] {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  &[data-invalid] {
    border-color: ${colors.danger};
  }
`;

const Notice = styled.p`
  margin: 0;
  padding: 12px 16px;
  border-radius: 12px;
  border-left: 5px solid ${colors.gold};
  background: ${colors.sandDeep};
  color: ${colors.ink};
`;

const pill = `
  min-height: ${TAP_PX + 12}px;
  padding: 0 30px;
  border-radius: 999px;
  font: inherit;
  font-family: ${fonts.body};
  font-weight: 700;
  cursor: pointer;
  &[data-focus-visible] {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
`;

const Submit = styled(Button)`
  ${pill}
  align-self: flex-start;
  min-width: 240px;
  border: none;
  background: ${colors.teal};
  color: ${colors.white};
  &[data-hovered] {
    background: ${colors.tealDark};
  }
  &[data-disabled] {
    opacity: 0.75;
    cursor: progress;
  }
  ${media.small} {
    align-self: stretch;
  }
`;

const SecondaryButton = styled(Button)`
  ${pill}
  border: 2px solid ${colors.teal};
  background: ${colors.white};
  color: ${colors.tealDark};
  &[data-hovered] {
    background: ${colors.seaGlassSoft};
  }
`;

const Result = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 12px;
  h2 {
    margin: 0;
    font-size: clamp(1.75rem, 6vw, 2.25rem);
    &:focus {
      outline: none;
    }
  }
  p {
    margin: 0;
    font-size: 1.125rem;
  }
`;

export default withAriaLocale(EmailRsvpForm);
