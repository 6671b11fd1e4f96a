/**
 * The phone-guest edit dialog's fields (edit-phone-guest-dialog.tsx): the name, WhatsApp number, category
 * and maximum, then the answer (status, confirmed people 0..the maximum chosen, or not set), the reminder
 * language and notes, then the hosts' own fields (lib/guest-fields.tsx).
 */
import {
  type ConfirmationStatus,
  type GuestCategory,
  type GuestLanguage,
  type InvitadoPatchBody,
  LIMITS,
} from '@wedding/shared-contracts';
import styled from 'styled-components';
import { FieldRow } from '../../../components/form-layout';
import { LanguageField } from '../../../components/language-field';
import { PartyEditor } from '../../../components/party/party-editor';
import { confirmedIn, type PartyRow } from '../../../components/party/party-values';
import { SelectField, type SelectOption } from '../../../components/select-field';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { colors } from '../../../components/theme';
import { type BindableForm, useBoundField } from '../../../lib/admin-form';
import { type GuestFieldFormValues, GuestFieldInputs } from '../../../lib/guest-fields';
import { useT } from '../../../lib/i18n/use-t';
import { PhoneField, type PhoneValue } from './phone-field';
import {
  CATEGORY_OPTIONS,
  MAX_PEOPLE_OPTIONS,
  NOT_SET,
  numberOptions,
  STATUS_OPTIONS,
} from './phone-guest-form-options';

const Hint = styled.p`
  margin: -0.4rem 0 0;
  color: ${colors.textMuted};
  font-size: 0.85rem;
`;

export interface EditValues extends GuestFieldFormValues<'invitados'> {
  nombreCompleto: string;
  /** As typed, with its country; checked and sent in E.164. */
  telefonoWhatsapp: PhoneValue;
  categoria: GuestCategory;
  maxPersonasPermitidas: string;
  estadoConfirmacion: ConfirmationStatus;
  personasConfirmadas: string;
  notas: string;
  language: GuestLanguage;
  /** Who is coming, by name (shown while the dialog confirms the guest). */
  party: PartyRow[];
}

type EditForm = BindableForm<EditValues, InvitadoPatchBody> & {
  watch(name: 'maxPersonasPermitidas'): string;
};

export function EditPhoneGuestFields({ form, pending }: { form: EditForm; pending: boolean }) {
  const t = useT();
  const name = useBoundField(form, 'nombreCompleto');
  const phone = useBoundField(form, 'telefonoWhatsapp');
  const category = useBoundField(form, 'categoria');
  const maxPeople = useBoundField(form, 'maxPersonasPermitidas');
  const status = useBoundField(form, 'estadoConfirmacion');
  const people = useBoundField(form, 'personasConfirmadas');
  const party = useBoundField(form, 'party');
  const language = useBoundField(form, 'language');
  const notes = useBoundField(form, 'notas');
  const peopleOptions: SelectOption<string>[] = [
    { id: NOT_SET, label: t('Not set') },
    ...numberOptions(LIMITS.confirmedPeople.min, Number(form.watch('maxPersonasPermitidas'))),
  ];
  return (
    <>
      <TextField
        label={t('Full Name')}
        name="nombreCompleto"
        autoComplete="off"
        {...name}
        isDisabled={pending}
      />
      <PhoneField {...phone} isDisabled={pending} />
      <FieldRow>
        <SelectField label={t('Category')} options={CATEGORY_OPTIONS} {...category} isDisabled={pending} />
        <SelectField
          label={t('Max People')}
          options={MAX_PEOPLE_OPTIONS}
          {...maxPeople}
          isDisabled={pending}
        />
      </FieldRow>
      <FieldRow>
        <SelectField label={t('Status')} options={STATUS_OPTIONS} {...status} isDisabled={pending} />
        <SelectField label={t('Confirmed People')} options={peopleOptions} {...people} isDisabled={pending} />
      </FieldRow>
      <Hint>{t('Confirmed people count towards Total Attendees while the guest is Confirmed.')}</Hint>
      <PartyEditor {...party} confirmed={confirmedIn(status.value, people.value)} isDisabled={pending} />
      <LanguageField {...language} isDisabled={pending} />
      <TextAreaField label={t('Notes')} name="notas" {...notes} isDisabled={pending} />
      <GuestFieldInputs list="invitados" form={form} pending={pending} editing />
    </>
  );
}
