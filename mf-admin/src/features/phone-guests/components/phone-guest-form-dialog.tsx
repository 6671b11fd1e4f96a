/**
 * One dialog for adding a phone guest (name, WhatsApp phone with its country, category, max people,
 * companions, notes) and for editing one (status, confirmed people 0..the guest's maximum or not set,
 * notes), spec §2, §5. The phone goes to the server in E.164.
 */
import {
  CONFIRMATION_STATUSES,
  type ConfirmationStatus,
  DEFAULT_GUEST_CATEGORY,
  DEFAULT_GUEST_LANGUAGE,
  DEFAULT_PHONE_COUNTRY,
  GUEST_CATEGORIES,
  type GuestCategory,
  type GuestLanguage,
  INVITADO_MESSAGES,
  type Invitado,
  invitadoCreateBodySchema,
  LIMITS,
} from '@wedding/shared-contracts';
import {
  formatPhoneInternational,
  isOnlyCallingCode,
  phoneInputPrefix,
  phoneInputToE164,
} from '@wedding/shared-contracts/phone';
import { toast } from '@wedding/shared-contracts/ui';
import { isApiError, serverMessageOr } from '@wedding/shared-contracts/web';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { useCreatePhoneGuest, useUpdatePhoneGuest } from '../../../api/phone-guests/use-phone-guests';
import { Button } from '../../../components/button';
import { Dialog, DialogActions, DialogDescription } from '../../../components/dialog';
import { FieldRow, FormStack } from '../../../components/form-layout';
import { LanguageField } from '../../../components/language-field';
import { SelectField, type SelectOption } from '../../../components/select-field';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { colors, radii } from '../../../components/theme';
import { isUnauthorized } from '../../../lib/api-client';
import { fieldErrors } from '../../../lib/field-errors';
import { msg, type Translate, useT } from '../../../lib/i18n/use-t';
import { STATUS_LABELS } from '../phone-guest-list';
import { PhoneField, type PhoneValue } from './phone-field';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

const numberOptions = (from: number, to: number): SelectOption<string>[] =>
  range(from, to).map((value) => ({ id: String(value), label: String(value) }));

const CATEGORY_OPTIONS: SelectOption<GuestCategory>[] = GUEST_CATEGORIES.map((category) => ({
  id: category,
  label: category,
}));
const MAX_PEOPLE_OPTIONS = numberOptions(LIMITS.maxPeople.min, LIMITS.maxPeople.max);
const COMPANION_OPTIONS = numberOptions(LIMITS.companions.min, LIMITS.companions.max);
const STATUS_OPTIONS: SelectOption<ConfirmationStatus>[] = CONFIRMATION_STATUSES.map((status) => ({
  id: status,
  label: STATUS_LABELS[status],
}));
/** The confirmed people select's "not set" choice (sent as null). */
const NOT_SET = 'none';

const Summary = styled.dl`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 0.35rem 1rem;
  margin: 0 0 1.1rem;
  padding: 0.85rem 1rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surfaceMuted};
  font-size: 0.925rem;
  dt {
    color: ${colors.textMuted};
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const Hint = styled.p`
  margin: -0.4rem 0 0;
  color: ${colors.textMuted};
  font-size: 0.85rem;
`;

const fail = (t: Translate, title: string, error: unknown) => {
  if (isUnauthorized(error)) return; // the session handles it (toast + logout)
  toast({
    title: t(title),
    description: t.known(serverMessageOr(error, error instanceof Error ? error.message : '')),
    variant: 'destructive',
  });
};

export interface PhoneGuestFormDialogProps {
  /** The guest to edit; absent to add one. */
  guest?: Invitado;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}

export function PhoneGuestFormDialog({ guest, isOpen, onOpenChange }: PhoneGuestFormDialogProps) {
  return guest ? (
    <EditDialog guest={guest} isOpen={isOpen} onOpenChange={onOpenChange} />
  ) : (
    <AddDialog isOpen={isOpen} onOpenChange={onOpenChange} />
  );
}

interface AddValues {
  nombreCompleto: string;
  phone: PhoneValue;
  categoria: GuestCategory;
  maxPersonasPermitidas: string;
  acompanantesAsignados: string;
  notas: string;
  language: GuestLanguage;
}

const initialAddValues = (): AddValues => ({
  nombreCompleto: '',
  phone: { phone: phoneInputPrefix(DEFAULT_PHONE_COUNTRY), country: DEFAULT_PHONE_COUNTRY },
  categoria: DEFAULT_GUEST_CATEGORY,
  maxPersonasPermitidas: String(LIMITS.maxPeople.default),
  acompanantesAsignados: String(LIMITS.companions.default),
  notas: '',
  language: DEFAULT_GUEST_LANGUAGE,
});

/** The phone's problem, if any: required, then it must read as a number. */
function phoneProblem({ phone, country }: PhoneValue): string | null {
  if (phone.trim() === '' || isOnlyCallingCode(phone)) return INVITADO_MESSAGES.phoneRequired;
  return phoneInputToE164(phone, country) ? null : INVITADO_MESSAGES.phoneInvalid;
}

function AddDialog({ isOpen, onOpenChange }: Omit<PhoneGuestFormDialogProps, 'guest'>) {
  const t = useT();
  const [values, setValues] = useState<AddValues>(initialAddValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreatePhoneGuest();
  const pending = create.isPending;

  const set =
    <K extends keyof AddValues>(field: K, errorKey: string = field) =>
    (value: AddValues[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [errorKey]: '' }));
    };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const problem = phoneProblem(values.phone);
    const parsed = invitadoCreateBodySchema.safeParse({
      nombreCompleto: values.nombreCompleto,
      telefonoWhatsapp: phoneInputToE164(values.phone.phone, values.phone.country) ?? values.phone.phone,
      categoria: values.categoria,
      maxPersonasPermitidas: values.maxPersonasPermitidas,
      acompanantesAsignados: values.acompanantesAsignados,
      notas: values.notas,
      language: values.language,
    });
    if (!parsed.success || problem) {
      const found = parsed.success ? {} : fieldErrors(parsed.error);
      if (problem) found.telefonoWhatsapp = problem;
      setErrors(found);
      return;
    }
    try {
      const answer = await create.mutateAsync(parsed.data);
      toast({
        title: t('Success'),
        description: t.known(answer.message ?? msg('Phone guest created successfully')),
      });
      onOpenChange(false);
    } catch (error) {
      // a number already on the list: say so next to the field as well
      if (isApiError(error) && error.status === 409 && error.serverMessage) {
        setErrors((current) => ({ ...current, telefonoWhatsapp: error.serverMessage ?? '' }));
      }
      fail(t, msg('Failed to create phone guest'), error);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('Add Phone Guest')}
      isDismissable={!pending}
      width={620}
    >
      <DialogDescription>
        {t('The guest will find their invitation on the RSVP page by this WhatsApp number.')}
      </DialogDescription>
      <FormStack noValidate onSubmit={submit} aria-label={t('Add phone guest')}>
        <TextField
          label={t('Full Name')}
          name="nombreCompleto"
          autoComplete="off"
          value={values.nombreCompleto}
          onChange={set('nombreCompleto')}
          errorMessage={errors.nombreCompleto}
          isDisabled={pending}
        />
        <PhoneField
          value={values.phone}
          onChange={set('phone', 'telefonoWhatsapp')}
          errorMessage={errors.telefonoWhatsapp}
          isDisabled={pending}
        />
        <SelectField
          label={t('Category')}
          options={CATEGORY_OPTIONS}
          value={values.categoria}
          onChange={set('categoria')}
          errorMessage={errors.categoria}
          isDisabled={pending}
        />
        <FieldRow>
          <SelectField
            label={t('Max People')}
            options={MAX_PEOPLE_OPTIONS}
            value={values.maxPersonasPermitidas}
            onChange={set('maxPersonasPermitidas')}
            errorMessage={errors.maxPersonasPermitidas}
            isDisabled={pending}
          />
          <SelectField
            label={t('Companions')}
            options={COMPANION_OPTIONS}
            value={values.acompanantesAsignados}
            onChange={set('acompanantesAsignados')}
            errorMessage={errors.acompanantesAsignados}
            isDisabled={pending}
          />
        </FieldRow>
        <LanguageField
          value={values.language}
          onChange={set('language')}
          errorMessage={errors.language}
          isDisabled={pending}
        />
        <TextAreaField
          label={t('Notes (optional)')}
          name="notas"
          value={values.notas}
          onChange={set('notas')}
          errorMessage={errors.notas}
          isDisabled={pending}
        />
        <DialogActions>
          <Button onPress={() => onOpenChange(false)} isDisabled={pending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" variant="primary" isDisabled={pending}>
            {pending ? t('Saving...') : t('Add Phone Guest')}
          </Button>
        </DialogActions>
      </FormStack>
    </Dialog>
  );
}

interface EditValues {
  estadoConfirmacion: ConfirmationStatus;
  personasConfirmadas: string;
  notas: string;
  language: GuestLanguage;
}

function EditDialog({
  guest,
  isOpen,
  onOpenChange,
}: Required<Pick<PhoneGuestFormDialogProps, 'guest'>> & Omit<PhoneGuestFormDialogProps, 'guest'>) {
  const t = useT();
  const max = guest.maxPersonasPermitidas ?? LIMITS.maxPeople.max;
  const [values, setValues] = useState<EditValues>(() => ({
    estadoConfirmacion: guest.estadoConfirmacion,
    personasConfirmadas: guest.personasConfirmadas === null ? NOT_SET : String(guest.personasConfirmadas),
    notas: guest.notas ?? '',
    language: guest.language ?? DEFAULT_GUEST_LANGUAGE,
  }));
  const update = useUpdatePhoneGuest();
  const pending = update.isPending;
  const peopleOptions: SelectOption<string>[] = [
    { id: NOT_SET, label: t('Not set') },
    ...numberOptions(LIMITS.confirmedPeople.min, max),
  ];

  const set =
    <K extends keyof EditValues>(field: K) =>
    (value: EditValues[K]) =>
      setValues((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    try {
      const answer = await update.mutateAsync({
        id: guest.id,
        body: {
          estadoConfirmacion: values.estadoConfirmacion,
          personasConfirmadas:
            values.personasConfirmadas === NOT_SET ? null : Number(values.personasConfirmadas),
          notas: values.notas,
          language: values.language,
        },
      });
      toast({
        title: t('Success'),
        description: t.known(answer.message ?? msg('Phone guest updated successfully')),
      });
      onOpenChange(false);
    } catch (error) {
      fail(t, msg('Failed to update phone guest'), error);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('Edit Phone Guest')}
      isDismissable={!pending}
      width={560}
    >
      <Summary aria-label={t('Guest')}>
        <dt>{t('Name')}</dt>
        <dd>{guest.nombreCompleto}</dd>
        <dt>{t('Phone')}</dt>
        <dd>{formatPhoneInternational(guest.telefonoWhatsapp)}</dd>
        <dt>{t('Category')}</dt>
        <dd>{guest.categoria}</dd>
        <dt>{t('Max People')}</dt>
        <dd>{max}</dd>
      </Summary>
      <FormStack noValidate onSubmit={submit} aria-label={t('Edit phone guest')}>
        <FieldRow>
          <SelectField
            label={t('Status')}
            options={STATUS_OPTIONS}
            value={values.estadoConfirmacion}
            onChange={set('estadoConfirmacion')}
            isDisabled={pending}
          />
          <SelectField
            label={t('Confirmed People')}
            options={peopleOptions}
            value={values.personasConfirmadas}
            onChange={set('personasConfirmadas')}
            isDisabled={pending}
          />
        </FieldRow>
        <Hint>{t('Confirmed people count towards Total Attendees while the guest is Confirmed.')}</Hint>
        <LanguageField value={values.language} onChange={set('language')} isDisabled={pending} />
        <TextAreaField
          label={t('Notes')}
          name="notas"
          value={values.notas}
          onChange={set('notas')}
          isDisabled={pending}
        />
        <DialogActions>
          <Button onPress={() => onOpenChange(false)} isDisabled={pending}>
            {t('Cancel')}
          </Button>
          <Button type="submit" variant="primary" isDisabled={pending}>
            {pending ? t('Saving...') : t('Save Changes')}
          </Button>
        </DialogActions>
      </FormStack>
    </Dialog>
  );
}
