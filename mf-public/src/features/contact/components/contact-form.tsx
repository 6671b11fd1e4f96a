import { CONTACT_SUBJECTS, FIELD_MAX } from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { ApiError } from '@wedding/shared-contracts/web';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import {
  Button,
  FieldError,
  Form,
  Input,
  type Key,
  Label,
  Select,
  SelectValue,
  Text,
  TextArea,
  TextField,
} from 'react-aria-components';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { formatPhoneForDisplay } from '../../../shared/format/format-phone';
import { useFormChecks } from '../../../shared/forms/form-checks';
import {
  controlStyles,
  fieldStyles,
  ListOption,
  ListOptions,
  ListPopover,
} from '../../../shared/forms/form-styles';
import { LiveFieldset } from '../../../shared/forms/live-fieldset';
import { useT } from '../../../shared/i18n/use-t';
import { ChevronDownIcon } from '../../../shared/layout/icons';
import { OutcomePanel } from '../../../shared/layout/outcome-panel';
import { loadOnce } from '../../../shared/load-once';
import { colors, fonts, media, TAP_PX } from '../../../shared/theme';
import { useSubmitContact } from '../api/submit-contact';
import type { ContactMessageId } from '../messages';
import type { ContactField, FieldError as ContactFieldError, ContactValidation } from '../validation';

/** The form's checks (zod), loaded when the guest first uses the form (`useFormChecks`). */
const loadChecks = loadOnce(() => import('../validation'));

const EMPTY = { name: '', email: '', subject: '', message: '', website: '' };
const FIELDS: ContactField[] = ['name', 'email', 'subject', 'message'];

/** A phone number as a link may carry it (`/contact?subject=rsvp_question&phone=+1809…`). */
const LINKED_PHONE = /^\+?[\d\s().-]{6,24}$/;
const isSubject = (value: string | null): value is (typeof CONTACT_SUBJECTS)[number] =>
  (CONTACT_SUBJECTS as readonly (string | null)[]).includes(value);

/**
 * Name, e-mail, subject (the spec's nine) and message, validated in the browser with the same zod
 * schema the service applies, posted to POST /api/contact. `website` is a honeypot for bots: out
 * of sight, out of the tab order and hidden from assistive technology.
 */
export function ContactForm() {
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const [another, setAnother] = useState(false);
  if (sent) {
    return (
      <ThankYou
        {...sent}
        onAnother={() => {
          setSent(null);
          setAnother(true);
        }}
      />
    );
  }
  return <MessageForm onSent={setSent} focusFirst={another} />;
}

/**
 * After a message is sent, in place of the form until the guest asks for another: a lasting thank-you
 * (the spec's toast vanishes after a few seconds and the form clears, so a relative might send it twice).
 */
function ThankYou({ name, email, onAnother }: { name: string; email: string; onAnother: () => void }) {
  const t = useT<ContactMessageId>();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <OutcomePanel as="section" aria-labelledby="contact-thanks-title" data-testid="contact-thanks">
      <h2 id="contact-thanks-title" ref={heading} tabIndex={-1}>
        {t('contact.thanks.title', { name })}
      </h2>
      <p>{t('contact.thanks.body', { email })}</p>
      <Submit onPress={onAnother} data-testid="contact-another">
        {t('contact.thanks.another')}
      </Submit>
    </OutcomePanel>
  );
}

interface MessageFormProps {
  onSent: (sender: { name: string; email: string }) => void;
  /** Put the focus in the first field (when the guest asked to write another message). */
  focusFirst: boolean;
}

function MessageForm({ onSent, focusFirst }: MessageFormProps) {
  const t = useT<ContactMessageId>();
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<ContactField, ContactFieldError>>>({});
  const [attempt, setAttempt] = useState(0);
  const mutation = useSubmitContact();
  const checks = useFormChecks(loadChecks);
  const refs = {
    name: useRef<HTMLInputElement>(null),
    email: useRef<HTMLInputElement>(null),
    subject: useRef<HTMLButtonElement>(null),
    message: useRef<HTMLTextAreaElement>(null),
  };

  // a link may choose the subject and give the guest's number (the phone RSVP's "write to the couple"):
  // applied once the page is live, so that the prerendered form and the hydrating one are the same
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the form first shows
  useEffect(() => {
    if (focusFirst) refs.name.current?.focus();
    const subject = searchParams.get('subject');
    const phone = searchParams.get('phone')?.trim() ?? '';
    const message = LINKED_PHONE.test(phone)
      ? t('contact.prefill.rsvpQuestion', { phone: formatPhoneForDisplay(phone) })
      : '';
    if (!isSubject(subject) && !message) return;
    setValues((current) => ({
      ...current,
      ...(isSubject(subject) ? { subject } : {}),
      ...(message ? { message } : {}),
    }));
  }, []);

  // after a refused submit, focus the first field that needs attention
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once per submit attempt
  useEffect(() => {
    const first = FIELDS.find((field) => errors[field]);
    if (first) refs[first].current?.focus();
  }, [attempt]);

  const set = (field: keyof typeof EMPTY) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (field !== 'website' && errors[field]) setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const errorToast = () =>
    toast({
      variant: 'destructive',
      title: t('contact.toast.errorTitle'),
      description: t('contact.toast.errorBody'),
    });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (mutation.isPending) return;
    void checks.run(({ validateContact }) => send(validateContact(values)), errorToast);
  };

  const send = (result: ContactValidation) => {
    if (!result.ok) {
      setErrors(result.errors);
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    mutation.mutate(result.body, {
      onSuccess: () => {
        toast({ title: t('contact.toast.successTitle'), description: t('contact.toast.successBody') });
        onSent({ name: result.body.name, email: result.body.email });
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
  };

  const errorOf = (field: ContactField) => {
    const error = errors[field];
    return error ? t(error.id, error.values) : undefined;
  };
  const pending = mutation.isPending;

  return (
    <StyledForm
      onSubmit={onSubmit}
      validationBehavior="aria"
      aria-label={t('contact.form.label')}
      aria-busy={pending}
      data-testid="contact-form"
    >
      <LiveFieldset onFocus={checks.prefetch}>
        <Required>{t('contact.form.required')}</Required>
        <Field
          name="name"
          value={values.name}
          onChange={set('name')}
          isRequired
          isInvalid={!!errors.name}
          maxLength={FIELD_MAX.name}
        >
          <Label>{t('contact.name')}</Label>
          <Input ref={refs.name} autoComplete="name" />
          <FieldError>{errorOf('name')}</FieldError>
        </Field>
        <Field
          name="email"
          type="email"
          value={values.email}
          onChange={set('email')}
          isRequired
          isInvalid={!!errors.email}
          maxLength={FIELD_MAX.email}
        >
          <Label>{t('contact.email')}</Label>
          <Input ref={refs.email} autoComplete="email" inputMode="email" />
          <FieldError>{errorOf('email')}</FieldError>
        </Field>
        <SubjectSelect
          name="subject"
          value={values.subject || null}
          onChange={(key: Key | Key[] | null) =>
            set('subject')(key === null || Array.isArray(key) ? '' : String(key))
          }
          placeholder={t('contact.subject.placeholder')}
          isRequired
          isInvalid={!!errors.subject}
        >
          <Label>{t('contact.subject')}</Label>
          <Trigger ref={refs.subject} data-testid="contact-subject">
            <SelectValue />
            <ChevronDownIcon />
          </Trigger>
          <FieldError>{errorOf('subject')}</FieldError>
          <ListPopover>
            <ListOptions>
              {CONTACT_SUBJECTS.map((subject) => (
                <ListOption key={subject} id={subject}>
                  {t(`contact.subject.${subject}`)}
                </ListOption>
              ))}
            </ListOptions>
          </ListPopover>
        </SubjectSelect>
        <Field
          name="message"
          value={values.message}
          onChange={set('message')}
          isRequired
          isInvalid={!!errors.message}
          maxLength={FIELD_MAX.message}
        >
          <Label>{t('contact.message')}</Label>
          <TextArea ref={refs.message} rows={6} />
          <Text slot="description">{t('contact.messageHint', { max: FIELD_MAX.message })}</Text>
          <FieldError>{errorOf('message')}</FieldError>
        </Field>
        <Honeypot aria-hidden="true">
          <label>
            {t('contact.honeypot')}
            <input
              name="website"
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={values.website}
              onChange={(event) => set('website')(event.target.value)}
            />
          </label>
        </Honeypot>
        <Submit type="submit" isDisabled={pending} data-testid="contact-submit">
          {t(pending ? 'contact.sending' : 'contact.submit')}
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

const Required = styled.p`
  margin: 0;
  color: ${colors.inkSoft};
  font-size: 1rem;
`;

const Field = styled(TextField)`
  ${fieldStyles}
  input,
  textarea {
    ${controlStyles}
  }
  textarea {
    resize: vertical;
    line-height: 1.5;
  }
`;

const SubjectSelect = styled(Select)`
  ${fieldStyles}
  &[data-invalid] button {
    border-color: ${colors.danger};
  }
`;

const Trigger = styled(Button)`
  ${controlStyles}
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 8px;
  text-align: left;
  cursor: pointer;
  [data-placeholder] {
    color: ${colors.inkSoft};
  }
  svg {
    flex: none;
    color: ${colors.tealDark};
  }
  &[data-focus-visible] {
    outline: 3px solid ${colors.focus};
    outline-offset: 1px;
  }
`;

const Honeypot = styled.div`
  position: absolute;
  left: -10000px;
  top: auto;
  width: 1px;
  height: 1px;
  overflow: hidden;
`;

const Submit = styled(Button)`
  align-self: flex-start;
  min-height: ${TAP_PX + 12}px;
  min-width: 220px;
  padding: 0 30px;
  border: none;
  border-radius: 999px;
  background: ${colors.teal};
  color: ${colors.white};
  font: inherit;
  font-family: ${fonts.body};
  font-weight: 700;
  cursor: pointer;
  &[data-hovered] {
    background: ${colors.tealDark};
  }
  &[data-disabled] {
    opacity: 0.75;
    cursor: progress;
  }
  &[data-focus-visible] {
    outline: 3px solid ${colors.focus};
    outline-offset: 2px;
  }
  ${media.small} {
    align-self: stretch;
  }
`;
