/** The guest form's fields (spec §2), each bound to the form: the common ones, the edit-only statuses, the notes. */
import { LIMITS } from '@wedding/shared-contracts';
import { TextField as AriaTextField, TextArea } from 'react-aria-components';
import styled from 'styled-components';
import {
  FieldDescription,
  FieldErrorText,
  FieldLabel,
  inputStyle,
} from '../../../components/form-field-styles';
import { FieldRow } from '../../../components/form-layout';
import { LanguageField } from '../../../components/language-field';
import { PartyEditor } from '../../../components/party/party-editor';
import { confirmedIn } from '../../../components/party/party-values';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { type BindableForm, useBoundField } from '../../../lib/admin-form';
import {
  CATEGORY_OPTIONS,
  INVITATION_STATUS_OPTIONS,
  SAVE_THE_DATE_OPTIONS,
  STATUS_OPTIONS,
} from '../../../lib/guest-labels';
import { type Translate, useT } from '../../../lib/i18n/use-t';
import type { GuestBody, GuestFormValues } from './guest-form-values';

interface FieldsProps {
  form: BindableForm<GuestFormValues, GuestBody>;
  pending: boolean;
}

/**
 * An edited guest's groups: the six, and first the guest's own when it is none of them (none, or a group an
 * import kept as written), so that the form shows what the guest has; it is kept unless another is chosen.
 */
function groupOptions(own: string, t: Translate) {
  if (CATEGORY_OPTIONS.some((option) => option.id === own)) return CATEGORY_OPTIONS;
  return [{ id: own, label: own === '' ? t('Choose a group') : own }, ...CATEGORY_OPTIONS];
}

/** Name, e-mail, phone, group, max people, invitation code and reminder language. */
export function GuestFields({
  form,
  pending,
  editing,
  ownGroup = '',
}: FieldsProps & {
  editing: boolean;
  /** The edited guest's stored group (kept as an option when it is none of the six). */
  ownGroup?: string;
}) {
  const t = useT();
  const name = useBoundField(form, 'name');
  const email = useBoundField(form, 'email');
  const phone = useBoundField(form, 'phone');
  const category = useBoundField(form, 'category');
  const maxPeople = useBoundField(form, 'maxPeopleAllowed');
  const code = useBoundField(form, 'invitationCode');
  const language = useBoundField(form, 'language');
  return (
    <>
      <TextField
        label={t('Name')}
        name="name"
        autoComplete="off"
        {...name}
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
          {...email}
          isDisabled={pending}
        />
        <TextField
          label={t('Phone (optional)')}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          placeholder="+1 809 555 1234"
          {...phone}
          isDisabled={pending}
        />
      </FieldRow>
      <FieldRow>
        <SelectField
          label={t('Group')}
          options={
            editing
              ? groupOptions(ownGroup, t)
              : [{ id: '', label: t('Choose a group') }, ...CATEGORY_OPTIONS]
          }
          {...category}
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
          {...maxPeople}
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
          {...code}
          isDisabled={pending}
        />
        <LanguageField {...language} isDisabled={pending} />
      </FieldRow>
    </>
  );
}

/** Editing only: Confirmation Status with Confirmed People, Invitation Status and Save the Date. */
export function GuestStatusFields({ form, pending }: FieldsProps) {
  const t = useT();
  const status = useBoundField(form, 'confirmationStatus');
  const people = useBoundField(form, 'confirmedPeople');
  const party = useBoundField(form, 'party');
  const invitation = useBoundField(form, 'invitationStatus');
  const saveTheDate = useBoundField(form, 'saveTheDateResponse');
  return (
    <>
      <FieldRow>
        <SelectField
          label={t('Confirmation Status')}
          options={STATUS_OPTIONS}
          {...status}
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
          {...people}
          isDisabled={pending}
        />
      </FieldRow>
      <PartyEditor {...party} confirmed={confirmedIn(status.value, people.value)} isDisabled={pending} />
      <FieldRow>
        <SelectField
          label={t('Invitation Status')}
          options={INVITATION_STATUS_OPTIONS}
          {...invitation}
          isDisabled={pending}
        />
        <SelectField
          label={t('Save the Date')}
          options={SAVE_THE_DATE_OPTIONS}
          {...saveTheDate}
          isDisabled={pending}
        />
      </FieldRow>
    </>
  );
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

/** "Notes (optional)": its hint gives way to its error. */
export function GuestNotesField({ form, pending }: FieldsProps) {
  const t = useT();
  const { value, onChange, errorMessage, fieldRef } = useBoundField(form, 'notes');
  return (
    <Notes
      value={value}
      onChange={onChange}
      isDisabled={pending}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <FieldLabel>{t('Notes (optional)')}</FieldLabel>
      <TextArea ref={fieldRef} name="notes" rows={3} />
      {errorMessage ? null : (
        <FieldDescription>{t('Diet, seating, anything the hosts should know')}</FieldDescription>
      )}
      <FieldErrorText>{errorMessage ? t.known(errorMessage) : null}</FieldErrorText>
    </Notes>
  );
}
