/**
 * The one guest form (spec §2): 'Add New Guest' to create, 'Edit Guest' to edit. Editing loads the guest
 * fresh by id (a phone confirmation may have arrived since the list was fetched) and adds the statuses and
 * Confirmed People. Checked with the shared schemas before sending (spec §5).
 */
import {
  type ConfirmationStatus,
  DEFAULT_GUEST_LANGUAGE,
  FIELD_MAX,
  type GuestLanguage,
  guestCreateBodySchema,
  guestUpdateBodySchema,
  INVITATION_CODE_PATTERN,
  type InvitationStatus,
  LIMITS,
  type SaveTheDateResponse,
  type UnifiedGuest,
} from '@wedding/shared-contracts';
import { formatPhoneInternational } from '@wedding/shared-contracts/phone';
import { toast } from '@wedding/shared-contracts/ui';
import { isAnswered } from '@wedding/shared-contracts/web';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { TextField as AriaTextField, TextArea } from 'react-aria-components';
import styled from 'styled-components';
import { useCreateGuest, useGuest, useUpdateGuest } from '../../../api/guests/use-guests';
import { Button } from '../../../components/button';
import { Dialog, DialogActions, DialogDescription } from '../../../components/dialog';
import {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  inputStyle,
} from '../../../components/form-field-styles';
import { FieldRow, FormStack } from '../../../components/form-layout';
import { LanguageField } from '../../../components/language-field';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { colors, radii } from '../../../components/theme';
import { isUnauthorized } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/field-errors';
import {
  CATEGORY_OPTIONS,
  INVITATION_STATUS_OPTIONS,
  SAVE_THE_DATE_OPTIONS,
  STATUS_OPTIONS,
} from '../../../lib/guest-labels';
import { msg, type Translate, useT } from '../../../lib/i18n/use-t';

interface FormValues {
  name: string;
  email: string;
  phone: string;
  category: string;
  maxPeopleAllowed: string;
  invitationCode: string;
  notes: string;
  invitationStatus: InvitationStatus;
  saveTheDateResponse: SaveTheDateResponse;
  confirmationStatus: ConfirmationStatus;
  confirmedPeople: string;
  language: GuestLanguage;
}

const valuesOf = (guest?: UnifiedGuest): FormValues => ({
  name: guest?.name ?? '',
  email: guest?.email ?? '',
  // as the lists show it ('+1 809 555 1234'); the service normalises what is sent back to E.164
  phone: formatPhoneInternational(guest?.phone),
  category: guest?.category ?? '',
  maxPeopleAllowed: guest ? String(guest.maxPeopleAllowed) : '',
  invitationCode: guest?.invitationCode ?? '',
  notes: guest?.notes ?? '',
  invitationStatus: guest?.invitationStatus ?? 'pending',
  saveTheDateResponse: guest?.saveTheDateResponse ?? 'pending',
  confirmationStatus: guest?.confirmationStatus ?? 'pendiente',
  confirmedPeople: guest?.confirmedPeople == null ? '' : String(guest.confirmedPeople),
  language: guest?.language ?? DEFAULT_GUEST_LANGUAGE,
});

function codeError(code: string, t: Translate): string | undefined {
  const trimmed = code.trim();
  if (trimmed === '') return undefined;
  return trimmed.length > FIELD_MAX.invitationCode || !INVITATION_CODE_PATTERN.test(trimmed)
    ? t('Invitation code may only hold letters, digits, - and _ (at most {max})', {
        max: FIELD_MAX.invitationCode,
      })
    : undefined;
}

const Notes = styled(AriaTextField)`
  display: flex;
  flex-direction: column;
  textarea {
    ${inputStyle}
    min-height: 5rem;
    resize: vertical;
  }
`;

/** What the guest wrote in its e-mail RSVP: shown, never edited here. */
const RsvpNotes = styled.dl`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  margin: 0;
  padding: 0.75rem 0.9rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surfaceMuted};
  dt {
    font-size: 0.85rem;
    font-weight: 600;
    color: ${colors.textMuted};
  }
  dd {
    margin: 0.15rem 0 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

function GuestRsvpNotes({ guest }: { guest: UnifiedGuest }) {
  const t = useT();
  if (!guest.rsvpMessage && !guest.dietaryRestrictions) return null;
  return (
    <RsvpNotes>
      {guest.rsvpMessage ? (
        <div>
          <dt>{t("Guest's message")}</dt>
          <dd>{guest.rsvpMessage}</dd>
        </div>
      ) : null}
      {guest.dietaryRestrictions ? (
        <div>
          <dt>{t('Dietary restrictions')}</dt>
          <dd>{guest.dietaryRestrictions}</dd>
        </div>
      ) : null}
    </RsvpNotes>
  );
}

/** What the three statuses mean (issue 16 item 7), under them in the edit dialog. */
const StatusHelp = styled.details`
  font-size: 0.85rem;
  color: ${colors.textMuted};
  summary {
    cursor: pointer;
    min-height: 44px;
    display: flex;
    align-items: center;
    color: ${colors.text};
    font-weight: 600;
  }
  dl {
    margin: 0.25rem 0 0;
  }
  dt {
    font-weight: 700;
    color: ${colors.text};
  }
  dd {
    margin: 0 0 0.5rem;
  }
`;

function StatusExplanations() {
  const t = useT();
  return (
    <StatusHelp>
      <summary>{t('What do the statuses mean?')}</summary>
      <dl>
        <dt>{t('Confirmation Status: the one that counts')}</dt>
        <dd>
          {t(
            'Only a Confirmed guest counts in the headcount, with their Confirmed People. Declined counts as an answer with nobody coming; Pending means no answer yet. It changes when the guest answers (phone, e-mail or invitation page) or when you set it here.',
          )}
        </dd>
        <dt>{t('Invitation Status: how far the invitation got')}</dt>
        <dd>
          {t(
            'Pending: not sent yet. Sent: you sent it. Opened: the guest opened their invitation link. Responded: the guest answered. Set by the site as the guest goes, or by you.',
          )}
        </dd>
        <dt>{t('Save the Date')}</dt>
        <dd>
          {t(
            "The guest's first yes or no on their invitation page, before the RSVP. It does not count in the headcount: only the confirmation does.",
          )}
        </dd>
      </dl>
    </StatusHelp>
  );
}

const Loading = styled.p`
  margin: -0.6rem 0 1rem;
  font-size: 0.85rem;
  color: ${colors.textMuted};
`;

export interface GuestFormDialogProps {
  /** The guest to edit (from the list); absent to create one. */
  guest?: UnifiedGuest;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

export function GuestFormDialog({ guest, isOpen, onOpenChange }: GuestFormDialogProps) {
  return guest ? (
    <EditGuest guest={guest} isOpen={isOpen} onOpenChange={onOpenChange} />
  ) : (
    <GuestForm isOpen={isOpen} onOpenChange={onOpenChange} />
  );
}

function EditGuest({
  guest,
  ...props
}: Required<Pick<GuestFormDialogProps, 'guest'>> & Omit<GuestFormDialogProps, 'guest'>) {
  const fresh = useGuest(guest.id);
  return <GuestForm {...props} guest={guest} fresh={fresh.data} loadingFresh={fresh.isPending} />;
}

function GuestForm({
  guest,
  fresh,
  loadingFresh = false,
  isOpen,
  onOpenChange,
}: GuestFormDialogProps & { fresh?: UnifiedGuest; loadingFresh?: boolean }) {
  const t = useT();
  const editing = guest !== undefined;
  const [values, setValues] = useState<FormValues>(() => valuesOf(guest));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const touched = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const create = useCreateGuest();
  const update = useUpdateGuest();
  const pending = create.isPending || update.isPending;

  // the fresh copy replaces the list's copy, unless the admin already started typing
  useEffect(() => {
    if (fresh && !touched.current) setValues(valuesOf(fresh));
  }, [fresh]);

  // after a refused submit, the first field to fix gets the focus (the dialog may have scrolled past it)
  const showErrors = (next: Record<string, string>) => {
    setErrors(next);
    requestAnimationFrame(() => {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
    });
  };

  const set =
    <K extends keyof FormValues>(field: K) =>
    (value: FormValues[K]) => {
      touched.current = true;
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: '' }));
    };

  const fail = (error: unknown, fallback: string) => {
    if (isUnauthorized(error)) return; // the session shows its own toast and logs out
    const description = isAnswered(error)
      ? t.known(error.serverMessage ?? fallback)
      : t('Failed to create or update guest. Please try again.');
    toast({ title: t('Error'), description, variant: 'destructive' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const codeProblem = codeError(values.invitationCode, t);
    const common = {
      name: values.name,
      email: values.email,
      phone: values.phone,
      category: values.category,
      maxPeopleAllowed: values.maxPeopleAllowed,
      notes: values.notes,
      language: values.language,
    };
    if (editing) {
      const parsed = guestUpdateBodySchema.safeParse({
        ...common,
        invitationStatus: values.invitationStatus,
        saveTheDateResponse: values.saveTheDateResponse,
        confirmationStatus: values.confirmationStatus,
        confirmedPeople: values.confirmedPeople,
      });
      if (!parsed.success || codeProblem) {
        return showErrors({
          ...(parsed.success ? {} : fieldErrors(parsed.error)),
          ...(codeProblem ? { invitationCode: codeProblem } : {}),
        });
      }
      const code = values.invitationCode.trim();
      try {
        await update.mutateAsync({
          id: guest.id,
          body: {
            ...parsed.data,
            ...(code && code !== guest.invitationCode ? { invitationCode: code } : {}),
          },
        });
        toast({ title: t('Success'), description: t('Guest updated successfully') });
        onOpenChange(false);
      } catch (error) {
        fail(error, msg('Failed to update guest'));
      }
      return;
    }
    const parsed = guestCreateBodySchema.safeParse(common);
    if (!parsed.success || codeProblem) {
      return showErrors({
        ...(parsed.success ? {} : fieldErrors(parsed.error)),
        ...(codeProblem ? { invitationCode: codeProblem } : {}),
      });
    }
    try {
      const code = values.invitationCode.trim();
      await create.mutateAsync({ ...parsed.data, ...(code ? { invitationCode: code } : {}) });
      toast({ title: t('Success'), description: t('Guest created successfully') });
      onOpenChange(false);
    } catch (error) {
      fail(error, msg('Failed to create guest'));
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={editing ? t('Edit Guest') : t('Add New Guest')}
      isDismissable={!pending}
      width={640}
    >
      <DialogDescription>
        {editing
          ? t("Change {name}'s invitation.", { name: guest.name })
          : t('Add an invitation to the guest list.')}
      </DialogDescription>
      {editing && loadingFresh ? <Loading role="status">{t('Loading the latest details…')}</Loading> : null}
      <FormStack
        ref={formRef}
        noValidate
        onSubmit={submit}
        aria-label={editing ? t('Edit guest') : t('Add guest')}
      >
        <TextField
          label={t('Name')}
          name="name"
          autoComplete="off"
          value={values.name}
          onChange={set('name')}
          errorMessage={errors.name}
          isDisabled={pending}
          autoFocus={!editing}
        />
        <FieldRow>
          <TextField
            label={t('Email (optional)')}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="off"
            value={values.email}
            onChange={set('email')}
            errorMessage={errors.email}
            isDisabled={pending}
          />
          <TextField
            label={t('Phone (optional)')}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="off"
            placeholder="+1 809 555 1234"
            value={values.phone}
            onChange={set('phone')}
            errorMessage={errors.phone}
            isDisabled={pending}
          />
        </FieldRow>
        <FieldRow>
          <SelectField
            label={t('Group')}
            options={
              editing ? CATEGORY_OPTIONS : [{ id: '', label: t('Choose a group') }, ...CATEGORY_OPTIONS]
            }
            value={values.category}
            onChange={set('category')}
            errorMessage={errors.category}
            isDisabled={pending}
          />
          <TextField
            label={t('Max People')}
            name="maxPeopleAllowed"
            inputMode="numeric"
            placeholder="1"
            description={t('Guest included, {min} to {max}; blank means 1', {
              min: LIMITS.maxPeople.min,
              max: LIMITS.maxPeople.max,
            })}
            value={values.maxPeopleAllowed}
            onChange={set('maxPeopleAllowed')}
            errorMessage={errors.maxPeopleAllowed}
            isDisabled={pending}
          />
        </FieldRow>
        <FieldRow>
          <TextField
            label={editing ? t('Invitation Code') : t('Invitation Code (optional)')}
            name="invitationCode"
            autoComplete="off"
            description={
              editing
                ? t('Changing it changes the invitation link and QR code already sent')
                : t('Leave blank to generate one')
            }
            value={values.invitationCode}
            onChange={set('invitationCode')}
            errorMessage={errors.invitationCode}
            isDisabled={pending}
          />
          <LanguageField
            value={values.language}
            onChange={set('language')}
            errorMessage={errors.language}
            isDisabled={pending}
          />
        </FieldRow>
        {editing ? (
          <>
            <FieldRow>
              <SelectField
                label={t('Confirmation Status')}
                options={STATUS_OPTIONS}
                value={values.confirmationStatus}
                onChange={set('confirmationStatus')}
                isDisabled={pending}
              />
              <TextField
                label={t('Confirmed People')}
                name="confirmedPeople"
                inputMode="numeric"
                description={t('{min} to {max}; blank clears it', {
                  min: LIMITS.confirmedPeople.min,
                  max: LIMITS.confirmedPeople.max,
                })}
                value={values.confirmedPeople}
                onChange={set('confirmedPeople')}
                errorMessage={errors.confirmedPeople}
                isDisabled={pending}
              />
            </FieldRow>
            <FieldRow>
              <SelectField
                label={t('Invitation Status')}
                options={INVITATION_STATUS_OPTIONS}
                value={values.invitationStatus}
                onChange={set('invitationStatus')}
                isDisabled={pending}
              />
              <SelectField
                label={t('Save the Date')}
                options={SAVE_THE_DATE_OPTIONS}
                value={values.saveTheDateResponse}
                onChange={set('saveTheDateResponse')}
                isDisabled={pending}
              />
            </FieldRow>
          </>
        ) : null}
        {editing ? <StatusExplanations /> : null}
        {/* the fresh copy: an answer may have come since the list was fetched */}
        {editing ? <GuestRsvpNotes guest={fresh ?? guest} /> : null}
        <Notes
          value={values.notes}
          onChange={set('notes')}
          isDisabled={pending}
          isInvalid={Boolean(errors.notes)}
          validationBehavior="aria"
        >
          <FieldLabel>{t('Notes (optional)')}</FieldLabel>
          <TextArea name="notes" rows={3} />
          {errors.notes ? null : (
            <FieldDescription>{t('Diet, seating, anything the hosts should know')}</FieldDescription>
          )}
          <FieldErrorText>{errors.notes}</FieldErrorText>
        </Notes>
        <DialogActions>
          <Button onPress={() => onOpenChange(false)} isDisabled={pending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" variant="primary" isDisabled={pending}>
            {pending ? t('Saving...') : editing ? t('Save Changes') : t('Add Guest')}
          </Button>
        </DialogActions>
      </FormStack>
    </Dialog>
  );
}
