import { FIELD_MAX, LIMITS, type RsvpBody } from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { useState } from 'react';
import { Button, FieldError, Group, Input, Label, Text, TextArea } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { checksResolver, prefetchChecks } from '../../../shared/forms/form-checks';
import { EARLY_FORM, FormFields } from '../../../shared/forms/form-fields';
import { CountField, FormTextField, RadioCards } from '../../../shared/forms/form-styles';
import { useErrorText } from '../../../shared/forms/use-error-text';
import { CHECK_ON_SUBMIT, useFormField } from '../../../shared/forms/use-form-field';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { withAriaLocale } from '../../../shared/i18n/aria-locale';
import { useT } from '../../../shared/i18n/use-t';
import { loadOnce } from '../../../shared/load-once';
import { echoAnswer } from '../../../shared/rsvp-ending/given-answer';
import type { RsvpEndingMessageId } from '../../../shared/rsvp-ending/messages';
import { useSubmitRsvp } from '../api/email-rsvp-api';
import { EMPTY_RSVP, type RsvpFormValues } from '../form-values';
import type { EmailRsvpMessageId } from '../messages';
import { type Done, EmailRsvpDone } from './email-rsvp-done';
import { Choice, Notice, Option, Optional, StyledForm, Submit } from './email-rsvp-styles';
import { useEarlierAnswer } from './use-earlier-answer';
import { useRefusal } from './use-refusal';

/** The form's checks (zod), loaded when the guest first uses the form. */
const loadChecks = loadOnce(() => import('../validation'));
const resolver = checksResolver(loadChecks, (checks) => checks.rsvpResolver);
const prefetch = prefetchChecks(loadChecks);

/**
 * The email RSVP form (spec §2): full name, e-mail, attending, guest count including the guest,
 * optional message and dietary restrictions. When the e-mail already has a response, the form
 * switches to "update confirmation" and shows who answered and for how many (useEarlierAnswer). After a refused submit the first field
 * that needs attention has the focus (the fields are bound in that order).
 */
function EmailRsvpForm() {
  const t = useT<EmailRsvpMessageId>();
  const say = useT<RsvpEndingMessageId>();
  const intl = useIntl();
  const errorText = useErrorText<EmailRsvpMessageId>();
  const form = useForm<RsvpFormValues, unknown, RsvpBody>({
    ...CHECK_ON_SUBMIT,
    defaultValues: EMPTY_RSVP,
    resolver,
  });
  const name = useFormField(form, 'name');
  const email = useFormField(form, 'email');
  const attending = useFormField(form, 'attending');
  const guestCount = useFormField(form, 'guestCount');
  const message = useFormField(form, 'message');
  const dietary = useFormField(form, 'dietaryRestrictions');
  const [done, setDone] = useState<Done | null>(null);
  const submit = useSubmitRsvp();
  const earlier = useEarlierAnswer(form, email.props.value);
  const refuse = useRefusal(form, loadChecks);

  const send = (body: RsvpBody) => {
    const before = earlier.answer;
    submit.mutate(earlier.bodyFor(body), {
      onSuccess: (answer) => {
        if (!answer.success) {
          refuse(answer);
          return;
        }
        const title = t(
          answer.updated ? 'emailRsvp.success.updatedTitle' : 'emailRsvp.success.receivedTitle',
        );
        toast({ title });
        earlier.remember(
          body.email,
          body.attending
            ? { attending: true, people: body.guestCount, at: new Date().toISOString() }
            : { attending: false, at: new Date().toISOString() },
        );
        setDone({
          updated: answer.updated,
          name: body.name,
          email: body.email,
          attending: body.attending,
          guestCount: body.guestCount,
          before,
        });
      },
    });
  };

  const pending = submit.isPending;
  const onSubmit = useFormSubmit({
    submit: form.handleSubmit(send),
    onUnavailable: () =>
      toast({
        variant: 'destructive',
        title: t('emailRsvp.toast.errorTitle'),
        description: t('emailRsvp.toast.errorBody'),
      }),
    busy: pending,
  });

  if (done) return <EmailRsvpDone done={done} onChange={() => setDone(null)} />;

  const optional = <Optional>{t('emailRsvp.form.optional')}</Optional>;
  return (
    <StyledForm
      {...EARLY_FORM}
      onSubmit={onSubmit}
      validationBehavior="aria"
      aria-label={t('emailRsvp.form.label')}
      aria-busy={pending}
      data-testid="email-rsvp-form"
    >
      <FormFields onFocus={prefetch}>
        {earlier.existing && (
          <Notice role="status" data-testid="email-rsvp-existing">
            {t('emailRsvp.existing')}
            {earlier.answer && <> {echoAnswer(say, intl, earlier.answer)}</>}
          </Notice>
        )}
        <FormTextField {...name.props} isRequired maxLength={FIELD_MAX.name}>
          <Label>{t('emailRsvp.name')}</Label>
          <Input ref={name.ref} autoComplete="name" />
          <FieldError>{errorText(name.error)}</FieldError>
        </FormTextField>
        <FormTextField
          {...email.props}
          type="email"
          onBlur={() => {
            email.props.onBlur();
            const typed = email.props.value.trim().toLowerCase();
            loadChecks().then(
              ({ isCheckableEmail }) => isCheckableEmail(typed) && earlier.checkEmail(typed),
              () => undefined,
            );
          }}
          isRequired
          maxLength={FIELD_MAX.email}
        >
          <Label>{t('emailRsvp.email')}</Label>
          <Input ref={email.ref} autoComplete="email" inputMode="email" />
          <Text slot="description">{t('emailRsvp.emailHint')}</Text>
          <FieldError>{errorText(email.error)}</FieldError>
        </FormTextField>
        <Choice
          {...attending.props}
          value={attending.props.value ?? ''}
          onChange={(value) => attending.props.onChange(value === 'yes' ? 'yes' : 'no')}
          isRequired
          data-testid="email-rsvp-attending"
        >
          <Label>{t('emailRsvp.attending')}</Label>
          <RadioCards>
            <Option value="yes" inputRef={attending.ref}>
              {t('emailRsvp.attending.yes')}
            </Option>
            <Option value="no">{t('emailRsvp.attending.no')}</Option>
          </RadioCards>
          <FieldError>{errorText(attending.error)}</FieldError>
        </Choice>
        {attending.props.value === 'yes' && (
          <>
            <CountField
              {...guestCount.props}
              minValue={LIMITS.guestCount.min}
              maxValue={LIMITS.guestCount.max}
              isRequired
            >
              <Label>{t('emailRsvp.guestCount')}</Label>
              <Group>
                <Button slot="decrement" aria-label={t('emailRsvp.decrease')}>
                  −
                </Button>
                <Input ref={guestCount.ref} data-testid="email-rsvp-count" />
                <Button slot="increment" aria-label={t('emailRsvp.increase')}>
                  +
                </Button>
              </Group>
              <Text slot="description">{t('emailRsvp.guestCountHint')}</Text>
              <FieldError>{errorText(guestCount.error)}</FieldError>
            </CountField>
            <FormTextField {...dietary.props} maxLength={FIELD_MAX.dietaryRestrictions}>
              <Label>
                {t('emailRsvp.dietary')} {optional}
              </Label>
              <Input ref={dietary.ref} />
              <Text slot="description">{t('emailRsvp.dietaryHint')}</Text>
              <FieldError>{errorText(dietary.error)}</FieldError>
            </FormTextField>
          </>
        )}
        <FormTextField {...message.props} maxLength={FIELD_MAX.rsvpMessage}>
          <Label>
            {t('emailRsvp.message')} {optional}
          </Label>
          <TextArea ref={message.ref} rows={4} />
          <FieldError>{errorText(message.error)}</FieldError>
        </FormTextField>
        <Submit type="submit" isDisabled={pending} data-testid="email-rsvp-submit">
          {t(pending ? 'emailRsvp.submitting' : earlier.existing ? 'emailRsvp.update' : 'emailRsvp.submit')}
        </Submit>
      </FormFields>
    </StyledForm>
  );
}

export default withAriaLocale(EmailRsvpForm);
