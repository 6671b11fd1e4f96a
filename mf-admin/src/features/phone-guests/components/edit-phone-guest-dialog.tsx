/**
 * Editing a phone guest (spec §2, §5): status, confirmed people (0..the guest's maximum, or not set),
 * reminder language and notes; the rest is shown, not edited.
 */
import {
  type ConfirmationStatus,
  DEFAULT_GUEST_LANGUAGE,
  type GuestLanguage,
  type Invitado,
  LIMITS,
} from '@wedding/shared-contracts';
import { formatPhoneInternational } from '@wedding/shared-contracts/phone';
import { toast } from '@wedding/shared-contracts/ui';
import styled from 'styled-components';
import { useUpdatePhoneGuest } from '../../../api/phone-guests/use-phone-guests';
import { Button } from '../../../components/button';
import { Dialog, DialogActions } from '../../../components/dialog';
import { FieldRow, FormStack } from '../../../components/form-layout';
import { LanguageField } from '../../../components/language-field';
import { SelectField, type SelectOption } from '../../../components/select-field';
import { TextAreaField } from '../../../components/text-area-field';
import { colors, radii } from '../../../components/theme';
import { useAdminForm, useBoundField } from '../../../lib/admin-form';
import { msg, useT } from '../../../lib/i18n/use-t';
import { NOT_SET, numberOptions, STATUS_OPTIONS } from './phone-guest-form-options';
import { toastSaveFailed } from './phone-guest-save-failed';

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

interface EditValues {
  estadoConfirmacion: ConfirmationStatus;
  personasConfirmadas: string;
  notas: string;
  language: GuestLanguage;
}

export function EditPhoneGuestDialog({
  guest,
  isOpen,
  onOpenChange,
}: {
  guest: Invitado;
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}) {
  const t = useT();
  const max = guest.maxPersonasPermitidas ?? LIMITS.maxPeople.max;
  const form = useAdminForm<EditValues>({
    defaultValues: {
      estadoConfirmacion: guest.estadoConfirmacion,
      personasConfirmadas: guest.personasConfirmadas === null ? NOT_SET : String(guest.personasConfirmadas),
      notas: guest.notas ?? '',
      language: guest.language ?? DEFAULT_GUEST_LANGUAGE,
    },
  });
  const status = useBoundField(form, 'estadoConfirmacion');
  const people = useBoundField(form, 'personasConfirmadas');
  const language = useBoundField(form, 'language');
  const notes = useBoundField(form, 'notas');
  const update = useUpdatePhoneGuest();
  const pending = update.isPending;
  const peopleOptions: SelectOption<string>[] = [
    { id: NOT_SET, label: t('Not set') },
    ...numberOptions(LIMITS.confirmedPeople.min, max),
  ];

  const save = async (values: EditValues) => {
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
      toastSaveFailed(t, msg('Failed to update phone guest'), error);
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
      <FormStack noValidate onSubmit={form.submitWith(save)} aria-label={t('Edit phone guest')}>
        <FieldRow>
          <SelectField label={t('Status')} options={STATUS_OPTIONS} {...status} isDisabled={pending} />
          <SelectField
            label={t('Confirmed People')}
            options={peopleOptions}
            {...people}
            isDisabled={pending}
          />
        </FieldRow>
        <Hint>{t('Confirmed people count towards Total Attendees while the guest is Confirmed.')}</Hint>
        <LanguageField {...language} isDisabled={pending} />
        <TextAreaField label={t('Notes')} name="notas" {...notes} isDisabled={pending} />
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
