/**
 * Adding a phone guest (spec §2, §5): name, WhatsApp phone with its country, category, max people,
 * companions, reminder language and notes, then the hosts' own fields (lib/guest-fields.tsx). The phone
 * goes to the server in E.164.
 */
import {
  DEFAULT_GUEST_CATEGORY,
  DEFAULT_GUEST_LANGUAGE,
  DEFAULT_PHONE_COUNTRY,
  type GuestCategory,
  type GuestLanguage,
  type InvitadoCreateBody,
  invitadoCreateBodySchema,
  LIMITS,
} from '@wedding/shared-contracts';
import { phoneInputPrefix, phoneInputToE164 } from '@wedding/shared-contracts/phone';
import { toast } from '@wedding/shared-contracts/ui';
import { isApiError } from '@wedding/shared-contracts/web';
import { useCreatePhoneGuest } from '../../../api/phone-guests/use-phone-guests';
import { savedDescription } from '../../../components/also-on-marker';
import { Button } from '../../../components/button';
import { Dialog, DialogActions, DialogDescription } from '../../../components/dialog';
import { FieldRow, FormStack } from '../../../components/form-layout';
import { LanguageField, languageToSend } from '../../../components/language-field';
import { SelectField } from '../../../components/select-field';
import { TextAreaField } from '../../../components/text-area-field';
import { TextField } from '../../../components/text-field';
import { useAdminForm, useBoundField } from '../../../lib/admin-form';
import { schemaResolver } from '../../../lib/form-resolver';
import {
  type GuestFieldFormValues,
  GuestFieldInputs,
  guestFieldBody,
  guestFieldFormValues,
  showGuestFieldErrors,
} from '../../../lib/guest-fields';
import { msg, useT } from '../../../lib/i18n/use-t';
import { PhoneField, type PhoneValue, phoneProblem } from './phone-field';
import { CATEGORY_OPTIONS, COMPANION_OPTIONS, MAX_PEOPLE_OPTIONS } from './phone-guest-form-options';
import { toastSaveFailed } from './phone-guest-save-failed';

interface AddValues extends GuestFieldFormValues<'invitados'> {
  nombreCompleto: string;
  /** As typed, with its country; checked and sent in E.164. */
  telefonoWhatsapp: PhoneValue;
  categoria: GuestCategory;
  maxPersonasPermitidas: string;
  acompanantesAsignados: string;
  notas: string;
  language: GuestLanguage;
}

const initialValues = (): AddValues => ({
  nombreCompleto: '',
  telefonoWhatsapp: { phone: phoneInputPrefix(DEFAULT_PHONE_COUNTRY), country: DEFAULT_PHONE_COUNTRY },
  categoria: DEFAULT_GUEST_CATEGORY,
  maxPersonasPermitidas: String(LIMITS.maxPeople.default),
  acompanantesAsignados: String(LIMITS.companions.default),
  notas: '',
  language: DEFAULT_GUEST_LANGUAGE,
  ...guestFieldFormValues('invitados'),
});

/** The shared schema reads the phone in E.164 (as typed when it is not a number); its own check wins. */
const resolver = schemaResolver<AddValues, InvitadoCreateBody>(
  invitadoCreateBodySchema,
  ({ telefonoWhatsapp: { phone, country }, language, ...rest }) => ({
    ...rest,
    ...languageToSend(language),
    ...guestFieldBody('invitados', rest),
    telefonoWhatsapp: phoneInputToE164(phone, country) ?? phone,
  }),
  (values) => ({ telefonoWhatsapp: phoneProblem(values.telefonoWhatsapp) }),
);

export function AddPhoneGuestDialog({
  isOpen,
  onOpenChange,
}: {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
}) {
  const t = useT();
  const form = useAdminForm<AddValues, InvitadoCreateBody>({ defaultValues: initialValues(), resolver });
  const name = useBoundField(form, 'nombreCompleto');
  const phone = useBoundField(form, 'telefonoWhatsapp');
  const category = useBoundField(form, 'categoria');
  const maxPeople = useBoundField(form, 'maxPersonasPermitidas');
  const companions = useBoundField(form, 'acompanantesAsignados');
  const language = useBoundField(form, 'language');
  const notes = useBoundField(form, 'notas');
  const create = useCreatePhoneGuest();
  const pending = create.isPending;

  const add = async (body: InvitadoCreateBody) => {
    try {
      const answer = await create.mutateAsync(body);
      toast({
        title: t('Success'),
        description: savedDescription(
          t,
          t.known(answer.message ?? msg('Phone guest created successfully')),
          answer.data?.alsoOn,
        ),
      });
      onOpenChange(false);
    } catch (error) {
      // a number already on the list: say so next to the field as well
      if (isApiError(error) && error.status === 409 && error.serverMessage) {
        form.setError('telefonoWhatsapp', { type: 'server', message: error.serverMessage });
      }
      showGuestFieldErrors('invitados', form.setError, error);
      toastSaveFailed(t, msg('Failed to create phone guest'), error);
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
      <FormStack noValidate onSubmit={form.submitWith(add)} aria-label={t('Add phone guest')}>
        <TextField
          label={t('Full Name')}
          name="nombreCompleto"
          autoComplete="off"
          {...name}
          isDisabled={pending}
        />
        <PhoneField {...phone} isDisabled={pending} />
        <SelectField label={t('Category')} options={CATEGORY_OPTIONS} {...category} isDisabled={pending} />
        <FieldRow>
          <SelectField
            label={t('Max People')}
            options={MAX_PEOPLE_OPTIONS}
            {...maxPeople}
            isDisabled={pending}
          />
          <SelectField
            label={t('Companions')}
            options={COMPANION_OPTIONS}
            {...companions}
            isDisabled={pending}
          />
        </FieldRow>
        <LanguageField {...language} isDisabled={pending} />
        <TextAreaField label={t('Notes (optional)')} name="notas" {...notes} isDisabled={pending} />
        <GuestFieldInputs list="invitados" form={form} pending={pending} editing={false} />
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
