/**
 * The phone input with its country selector, as on the public RSVP (spec §5): DO first, the field starts
 * with the country's calling code ('+1 '), choosing another country replaces the calling code, typing
 * another calling code selects its country, and leaving the field writes the number the international way.
 */
import { INVITADO_MESSAGES, PHONE_COUNTRIES, type PhoneCountry } from '@wedding/shared-contracts';
import {
  formatPhoneInput,
  isOnlyCallingCode,
  phoneCallingCode,
  phoneCountryForInput,
  phoneInputToE164,
  switchPhoneCountry,
} from '@wedding/shared-contracts/phone';
import { type Ref, useMemo } from 'react';
import { TextField as AriaTextField } from 'react-aria-components';
import styled from 'styled-components';
import {
  FieldDescription,
  FieldErrorText,
  FieldInput,
  FieldLabel,
} from '../../../components/form-field-styles';
import { SelectField, type SelectOption } from '../../../components/select-field';
import { media } from '../../../components/theme';
import { intlLocale, useAdminLocale } from '../../../lib/i18n/admin-locale';
import { useT } from '../../../lib/i18n/use-t';

const Row = styled.div`
  display: grid;
  gap: 1rem;
  ${media.small} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Field = styled(AriaTextField)`
  display: flex;
  flex-direction: column;
  min-width: 0;
`;

export interface PhoneValue {
  phone: string;
  country: PhoneCountry;
}

/** The phone's problem, if any (the add and edit dialogs): required, then it must read as a number. */
export function phoneProblem({ phone, country }: PhoneValue): string | null {
  if (phone.trim() === '' || isOnlyCallingCode(phone)) return INVITADO_MESSAGES.phoneRequired;
  return phoneInputToE164(phone, country) ? null : INVITADO_MESSAGES.phoneInvalid;
}

interface PhoneFieldProps {
  value: PhoneValue;
  onChange(value: PhoneValue): void;
  errorMessage?: string;
  isDisabled?: boolean;
  /** The number's input, e.g. for a form to focus it. */
  fieldRef?: Ref<HTMLInputElement>;
}

export function PhoneField({ value, onChange, errorMessage, isDisabled, fieldRef }: PhoneFieldProps) {
  const t = useT();
  const locale = useAdminLocale();
  const countries = useMemo<SelectOption<PhoneCountry>[]>(() => {
    const names = new Intl.DisplayNames([intlLocale(locale)], { type: 'region' });
    return PHONE_COUNTRIES.map((id) => ({
      id,
      label: `${names.of(id) ?? id} (+${phoneCallingCode(id)})`,
    }));
  }, [locale]);

  return (
    <Row>
      <SelectField
        label={t('Country')}
        options={countries}
        value={value.country}
        onChange={(country) => onChange({ phone: switchPhoneCountry(value.phone, country), country })}
        isDisabled={isDisabled}
      />
      <Field
        name="telefonoWhatsapp"
        type="tel"
        value={value.phone}
        onChange={(phone) => onChange({ phone, country: phoneCountryForInput(phone, value.country) })}
        onBlur={() => {
          const formatted = formatPhoneInput(value.phone, value.country);
          if (formatted !== value.phone) {
            onChange({ phone: formatted, country: phoneCountryForInput(formatted, value.country) });
          }
        }}
        isInvalid={Boolean(errorMessage)}
        validationBehavior="aria"
        isDisabled={isDisabled}
      >
        <FieldLabel>{t('WhatsApp Phone')}</FieldLabel>
        <FieldInput ref={fieldRef} autoComplete="off" inputMode="tel" placeholder="+1 809 555 1234" />
        <FieldDescription>{t('The number the guest will type on the RSVP page')}</FieldDescription>
        <FieldErrorText>{errorMessage ? t.known(errorMessage) : null}</FieldErrorText>
      </Field>
    </Row>
  );
}
