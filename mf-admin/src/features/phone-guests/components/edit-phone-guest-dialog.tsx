/**
 * Editing a phone guest (spec §2, §5): status, confirmed people (0..the guest's maximum, or not set),
 * reminder language and notes; and the name, WhatsApp number, category and maximum, checked as the add dialog
 * checks them (the server answers 409 for a number another phone guest has, 400 for a
 * maximum below the people confirmed). Only what changed of those four is sent. The hosts' own fields
 * (lib/guest-fields.tsx) come last: a blank one clears what the guest has.
 */
import {
  type ConfirmationStatus,
  DEFAULT_GUEST_LANGUAGE,
  DEFAULT_PHONE_COUNTRY,
  type GuestCategory,
  type GuestLanguage,
  INVITADO_MESSAGES,
  type Invitado,
  type InvitadoPatchBody,
  invitadoPatchBodySchema,
  LIMITS,
} from '@wedding/shared-contracts';
import {
  formatPhoneInput,
  formatPhoneInternational,
  phoneCountryForInput,
  phoneInputToE164,
} from '@wedding/shared-contracts/phone';
import { toast } from '@wedding/shared-contracts/ui';
import { isApiError } from '@wedding/shared-contracts/web';
import type { PhoneGuestUpdate } from '../../../api/phone-guests/phone-guests-api';
import { useUpdatePhoneGuest } from '../../../api/phone-guests/use-phone-guests';
import { savedDescription } from '../../../components/also-on-marker';
import { Button } from '../../../components/button';
import { Dialog, DialogActions, DialogDescription } from '../../../components/dialog';
import { FormStack } from '../../../components/form-layout';
import { languageToSend } from '../../../components/language-field';
import { confirmedIn, partyProblem, partyToSend, rowsOf } from '../../../components/party/party-values';
import { useAdminForm } from '../../../lib/admin-form';
import { schemaResolver } from '../../../lib/form-resolver';
import {
  guestFieldBody,
  guestFieldFormValues,
  guestFieldsIn,
  showGuestFieldErrors,
} from '../../../lib/guest-fields';
import { msg, useT } from '../../../lib/i18n/use-t';
import { EditPhoneGuestFields, type EditValues } from './edit-phone-guest-fields';
import { type PhoneValue, phoneProblem } from './phone-field';
import { NOT_SET } from './phone-guest-form-options';
import { toastSaveFailed } from './phone-guest-save-failed';

/** The guest's maximum as stored (10 when absent, spec §5). */
const maxOf = (guest: Invitado) => guest.maxPersonasPermitidas ?? LIMITS.maxPeople.max;

const phoneValueOf = (e164: string): PhoneValue => {
  const country = phoneCountryForInput(e164, DEFAULT_PHONE_COUNTRY);
  return { phone: formatPhoneInput(e164, country), country };
};

const initialValues = (guest: Invitado): EditValues => ({
  nombreCompleto: guest.nombreCompleto,
  telefonoWhatsapp: phoneValueOf(guest.telefonoWhatsapp),
  categoria: guest.categoria as GuestCategory,
  maxPersonasPermitidas: String(maxOf(guest)),
  estadoConfirmacion: guest.estadoConfirmacion as ConfirmationStatus,
  personasConfirmadas: guest.personasConfirmadas === null ? NOT_SET : String(guest.personasConfirmadas),
  notas: guest.notas ?? '',
  language: (guest.language ?? DEFAULT_GUEST_LANGUAGE) as GuestLanguage,
  party: rowsOf(guest.party),
  ...guestFieldFormValues('invitados', guest),
});

/** The people the dialog confirms. */
const confirmedOf = (values: EditValues) =>
  confirmedIn(values.estadoConfirmacion, values.personasConfirmadas);

/** The maximum may not go below the people of a confirmed answer (the server refuses it too). */
function maxProblem(values: EditValues): string | null {
  const people = values.personasConfirmadas === NOT_SET ? 0 : Number(values.personasConfirmadas);
  return values.estadoConfirmacion === 'confirmado' && people > Number(values.maxPersonasPermitidas)
    ? INVITADO_MESSAGES.maxBelowConfirmed
    : null;
}

/**
 * The shared schema checks the body (the phone in E.164, as typed when it is not a number); a blank field
 * of the hosts' own clears only what `guest` has.
 */
const resolverFor = (guest: Invitado) =>
  schemaResolver<EditValues, InvitadoPatchBody>(
    invitadoPatchBodySchema,
    ({ telefonoWhatsapp: { phone, country }, personasConfirmadas, party, ...rest }) => ({
      ...rest,
      ...guestFieldBody('invitados', rest, guest),
      telefonoWhatsapp: phoneInputToE164(phone, country) ?? phone,
      personasConfirmadas: personasConfirmadas === NOT_SET ? null : personasConfirmadas,
      party: partyToSend(party, guest.party, confirmedIn(rest.estadoConfirmacion, personasConfirmadas)),
    }),
    (values) => ({
      telefonoWhatsapp: phoneProblem(values.telefonoWhatsapp),
      maxPersonasPermitidas: maxProblem(values),
      party: partyProblem(values.party, confirmedOf(values)),
    }),
  );

/**
 * What the dialog sends: the answer, notes and language, the identity fields that changed, and the hosts'
 * own fields the checked body holds (a number, or null to clear one).
 */
export function editBody(guest: Invitado, checked: InvitadoPatchBody): PhoneGuestUpdate {
  return {
    estadoConfirmacion: checked.estadoConfirmacion ?? guest.estadoConfirmacion,
    personasConfirmadas: checked.personasConfirmadas ?? null,
    notas: checked.notas ?? '',
    ...languageToSend(checked.language, guest.language as GuestLanguage | undefined),
    ...(checked.nombreCompleto !== undefined && checked.nombreCompleto !== guest.nombreCompleto
      ? { nombreCompleto: checked.nombreCompleto }
      : {}),
    ...(checked.telefonoWhatsapp !== undefined && checked.telefonoWhatsapp !== guest.telefonoWhatsapp
      ? { telefonoWhatsapp: checked.telefonoWhatsapp }
      : {}),
    ...(checked.categoria !== undefined && checked.categoria !== guest.categoria
      ? { categoria: checked.categoria }
      : {}),
    ...(checked.maxPersonasPermitidas !== undefined && checked.maxPersonasPermitidas !== maxOf(guest)
      ? { maxPersonasPermitidas: checked.maxPersonasPermitidas }
      : {}),
    ...guestFieldsIn('invitados', checked),
    // the party only when the host changed it (partyToSend)
    ...(checked.party !== undefined ? { party: checked.party } : {}),
  };
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
  const form = useAdminForm<EditValues, InvitadoPatchBody>({
    defaultValues: initialValues(guest),
    resolver: resolverFor(guest),
  });
  const update = useUpdatePhoneGuest();
  const pending = update.isPending;

  const save = async (checked: InvitadoPatchBody) => {
    try {
      const answer = await update.mutateAsync({ id: guest.id, body: editBody(guest, checked) });
      toast({
        title: t('Success'),
        description: savedDescription(
          t,
          t.known(answer.message ?? msg('Phone guest updated successfully')),
          answer.data?.alsoOn,
        ),
      });
      onOpenChange(false);
    } catch (error) {
      // a number another phone guest has: say so next to the field as well
      if (isApiError(error) && error.status === 409 && error.serverMessage) {
        form.setError('telefonoWhatsapp', { type: 'server', message: error.serverMessage });
      }
      showGuestFieldErrors('invitados', form.setError, error);
      toastSaveFailed(t, msg('Failed to update phone guest'), error);
    }
  };

  return (
    <Dialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('Edit Phone Guest')}
      isDismissable={!pending}
      width={620}
    >
      <DialogDescription>
        {t('Saved number:')} <span>{formatPhoneInternational(guest.telefonoWhatsapp)}</span>
      </DialogDescription>
      <FormStack noValidate onSubmit={form.submitWith(save)} aria-label={t('Edit phone guest')}>
        <EditPhoneGuestFields form={form} pending={pending} />
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
