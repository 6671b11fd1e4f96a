import { CONTACT_SUBJECTS, type ContactSubmitBody, FIELD_MAX } from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { ApiError } from '@wedding/shared-contracts/web';
import { useEffect } from 'react';
import { FieldError, Input, type Key, Label, SelectValue, Text, TextArea } from 'react-aria-components';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { formatPhoneForDisplay } from '../../../shared/format/format-phone';
import { checksResolver, prefetchChecks } from '../../../shared/forms/form-checks';
import { EARLY_FORM, FormFields } from '../../../shared/forms/form-fields';
import { FormTextField, ListOption, ListOptions, ListPopover } from '../../../shared/forms/form-styles';
import { useErrorText } from '../../../shared/forms/use-error-text';
import { CHECK_ON_SUBMIT, useFormField } from '../../../shared/forms/use-form-field';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { useT } from '../../../shared/i18n/use-t';
import { ChevronDownIcon } from '../../../shared/layout/icons';
import { loadOnce } from '../../../shared/load-once';
import { useSubmitContact } from '../api/submit-contact';
import { type ContactFormValues, EMPTY_CONTACT } from '../form-values';
import type { ContactMessageId } from '../messages';
import { Honeypot, Required, StyledForm, SubjectSelect, Submit, Trigger } from './contact-form-styles';

/** The form's checks (zod), loaded when the guest first uses the form. */
const loadChecks = loadOnce(() => import('../validation'));
const resolver = checksResolver(loadChecks, (checks) => checks.contactResolver);
const prefetch = prefetchChecks(loadChecks);

/** A phone number as a link may carry it (`/contact?subject=rsvp_question&phone=+1809…`). */
const LINKED_PHONE = /^\+?[\d\s().-]{6,24}$/;
const isSubject = (value: string | null): value is (typeof CONTACT_SUBJECTS)[number] =>
  (CONTACT_SUBJECTS as readonly (string | null)[]).includes(value);

interface MessageFormProps {
  onSent: (sender: { name: string; email: string }) => void;
  /** Put the focus in the first field (when the guest asked to write another message). */
  focusFirst: boolean;
}

/**
 * The message itself. `website` is a honeypot for bots: out of sight, out of the tab order and hidden
 * from assistive technology. After a refused submit the first field that needs attention has the focus.
 */
export function MessageForm({ onSent, focusFirst }: MessageFormProps) {
  const t = useT<ContactMessageId>();
  const errorText = useErrorText<ContactMessageId>();
  const [searchParams] = useSearchParams();
  const mutation = useSubmitContact();
  const form = useForm<ContactFormValues, unknown, ContactSubmitBody>({
    ...CHECK_ON_SUBMIT,
    defaultValues: EMPTY_CONTACT,
    resolver,
  });
  const name = useFormField(form, 'name');
  const email = useFormField(form, 'email');
  const subject = useFormField(form, 'subject');
  const message = useFormField(form, 'message');

  // a link may choose the subject and give the guest's number (the phone RSVP's "write to the couple"):
  // applied once the page is live, so that the prerendered form and the hydrating one are the same
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the form first shows
  useEffect(() => {
    if (focusFirst) form.setFocus('name');
    const linked = searchParams.get('subject');
    const phone = searchParams.get('phone')?.trim() ?? '';
    if (isSubject(linked)) form.setValue('subject', linked);
    if (LINKED_PHONE.test(phone)) {
      form.setValue('message', t('contact.prefill.rsvpQuestion', { phone: formatPhoneForDisplay(phone) }));
    }
  }, []);

  const errorToast = () =>
    toast({
      variant: 'destructive',
      title: t('contact.toast.errorTitle'),
      description: t('contact.toast.errorBody'),
    });

  const send = (body: ContactSubmitBody) =>
    mutation.mutate(body, {
      onSuccess: () => {
        toast({ title: t('contact.toast.successTitle'), description: t('contact.toast.successBody') });
        onSent({ name: body.name, email: body.email });
      },
      onError: (error) => {
        if (!(error instanceof ApiError && error.status === 429)) return errorToast();
        toast({
          variant: 'destructive',
          title: t('contact.toast.rateLimitedTitle'),
          description: t('contact.toast.rateLimitedBody'),
        });
      },
    });

  const pending = mutation.isPending;
  const onSubmit = useFormSubmit({
    submit: form.handleSubmit(send),
    onUnavailable: errorToast,
    busy: pending,
  });

  return (
    <StyledForm
      {...EARLY_FORM}
      onSubmit={onSubmit}
      validationBehavior="aria"
      aria-label={t('contact.form.label')}
      aria-busy={pending}
      data-testid="contact-form"
    >
      <FormFields onFocus={prefetch}>
        <Required>{t('contact.form.required')}</Required>
        <FormTextField {...name.props} isRequired maxLength={FIELD_MAX.name}>
          <Label>{t('contact.name')}</Label>
          <Input ref={name.ref} autoComplete="name" />
          <FieldError>{errorText(name.error)}</FieldError>
        </FormTextField>
        <FormTextField {...email.props} type="email" isRequired maxLength={FIELD_MAX.email}>
          <Label>{t('contact.email')}</Label>
          <Input ref={email.ref} autoComplete="email" inputMode="email" />
          <FieldError>{errorText(email.error)}</FieldError>
        </FormTextField>
        <SubjectSelect
          {...subject.props}
          value={subject.props.value || null}
          onChange={(key: Key | Key[] | null) =>
            subject.props.onChange(key === null || Array.isArray(key) ? '' : String(key))
          }
          placeholder={t('contact.subject.placeholder')}
          isRequired
        >
          <Label>{t('contact.subject')}</Label>
          <Trigger ref={subject.ref} data-testid="contact-subject" data-replay-tap="subject">
            <SelectValue />
            <ChevronDownIcon />
          </Trigger>
          <FieldError>{errorText(subject.error)}</FieldError>
          <ListPopover>
            <ListOptions>
              {CONTACT_SUBJECTS.map((id) => (
                <ListOption key={id} id={id}>
                  {t(`contact.subject.${id}`)}
                </ListOption>
              ))}
            </ListOptions>
          </ListPopover>
        </SubjectSelect>
        <FormTextField {...message.props} isRequired maxLength={FIELD_MAX.message}>
          <Label>{t('contact.message')}</Label>
          <TextArea ref={message.ref} rows={6} />
          <Text slot="description">{t('contact.messageHint', { max: FIELD_MAX.message })}</Text>
          <FieldError>{errorText(message.error)}</FieldError>
        </FormTextField>
        <Honeypot aria-hidden="true">
          <label>
            {t('contact.honeypot')}
            <input {...form.register('website')} type="text" tabIndex={-1} autoComplete="off" />
          </label>
        </Honeypot>
        <Submit type="submit" isDisabled={pending} data-testid="contact-submit">
          {t(pending ? 'contact.sending' : 'contact.submit')}
        </Submit>
      </FormFields>
    </StyledForm>
  );
}
