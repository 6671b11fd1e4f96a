import { PHONE_CALLING_CODES, PHONE_COUNTRIES, type PhoneCountry } from '@wedding/shared-contracts';
import { toast } from '@wedding/shared-contracts/ui';
import { type Ref, useEffect, useMemo, useState } from 'react';
import { FieldError, Form, Input, Label, Text, TextField } from 'react-aria-components';
import type { UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { EARLY_FORM, FormFields } from '../../../shared/forms/form-fields';
import { controlStyles, fieldStyles } from '../../../shared/forms/form-styles';
import { useErrorText } from '../../../shared/forms/use-error-text';
import { useFormField } from '../../../shared/forms/use-form-field';
import { useFormSubmit } from '../../../shared/forms/use-form-submit';
import { useLocale } from '../../../shared/i18n/locale-store';
import { useT } from '../../../shared/i18n/use-t';
import { colors, media } from '../../../shared/theme';
import type { PhoneSearchValues } from '../form-values';
import type { PhoneRsvpMessageId } from '../messages';
import { loadedPhoneRules, loadPhoneRules, type PhoneRules } from '../phone-field';
import { ChoiceSelect } from './choice-select';
import { SearchIcon } from './icons';
import { type LookupCandidate, SearchHelp, type SearchProblem } from './search-help';
import { Muted, PrimaryButton, StepHeading } from './styles';

export interface SearchStepProps {
  /** The number and country, kept by the page while the guest goes to the next step and back. */
  form: UseFormReturn<PhoneSearchValues, unknown, string>;
  /** Called with what the lookup sends (E.164 when parsable, else as typed). */
  onSearch: (telefono: string) => void;
  searching: boolean;
  /** The last search's problem, until the number changes or a new search starts. */
  problem: SearchProblem | null;
  /** The number's digits changed (a reformatting is no change): the help about the last search goes. */
  onNumberChange: () => void;
  /** The guest chose which country a number several countries could own is from. */
  onPickCountry: (choice: LookupCandidate) => void;
  headingRef: Ref<HTMLHeadingElement>;
}

const digits = (phone: string) => phone.replace(/\D/g, '');

/** Step 1: country and WhatsApp number, validated by the spec's rule, then the lookup. */
export function SearchStep({
  form,
  onSearch,
  searching,
  problem,
  onNumberChange,
  onPickCountry,
  headingRef,
}: SearchStepProps) {
  const t = useT<PhoneRsvpMessageId>();
  const errorText = useErrorText<PhoneRsvpMessageId>();
  const locale = useLocale();
  const phoneField = useFormField(form, 'phone');
  const countryField = useFormField(form, 'country');
  const phone = phoneField.props.value;
  const country = countryField.props.value;
  // the field's rules as the guest types (libphonenumber-js), loaded at the first focus in the form:
  // until they are there, what is typed is kept as typed, and the country follows once they arrive
  const [rules, setRules] = useState<PhoneRules | null>(loadedPhoneRules);
  // the same number, however it is written: what the lookup would send once the rules are there (a
  // number written out with its calling code on blur is no new number), else its digits
  const sameNumber = (nextPhone: string, nextCountry: PhoneCountry) => {
    const [before, beforeCountry] = [form.getValues('phone'), form.getValues('country')];
    return rules
      ? rules.phoneForLookup(nextPhone, nextCountry) === rules.phoneForLookup(before, beforeCountry)
      : digits(nextPhone) === digits(before);
  };
  const update = (nextPhone: string, nextCountry: PhoneCountry) => {
    if (!sameNumber(nextPhone, nextCountry)) onNumberChange();
    form.setValue('phone', nextPhone);
    form.setValue('country', nextCountry);
  };
  // the same module as the checks: loading the rules prefetches the checks too
  const loadRules = () => {
    if (!rules) void loadPhoneRules().then(setRules, () => undefined);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the rules arrive
  useEffect(() => {
    if (!rules) return;
    const typed = rules.phoneCountryForInput(phone, country);
    if (typed !== country) update(phone, typed);
  }, [rules]);
  const onSubmit = useFormSubmit({
    submit: form.handleSubmit(onSearch),
    onUnavailable: () =>
      toast({
        variant: 'destructive',
        title: t('phoneRsvp.toast.searchErrorTitle'),
        description: t('phoneRsvp.toast.searchErrorBody'),
      }),
    busy: searching,
  });

  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([locale], { type: 'region' });
    return PHONE_COUNTRIES.map((id) => ({
      id,
      label: t('phoneRsvp.countryOption', {
        country: names.of(id) ?? id,
        code: `+${PHONE_CALLING_CODES[id]}`,
      }),
    }));
  }, [locale, t]);

  return (
    <StyledForm
      {...EARLY_FORM}
      onSubmit={onSubmit}
      validationBehavior="aria"
      aria-labelledby="phone-rsvp-search-title"
      aria-busy={searching}
      data-testid="phone-search-form"
    >
      <FormFields onFocus={loadRules}>
        <StepHeading id="phone-rsvp-search-title" ref={headingRef} tabIndex={-1}>
          {t('phoneRsvp.search.title')}
        </StepHeading>
        <Lead>{t('phoneRsvp.lead')}</Lead>
        <Fields>
          <ChoiceSelect
            label={t('phoneRsvp.country')}
            choices={countries}
            value={country}
            onChange={(id) => {
              const next = id as PhoneCountry;
              form.clearErrors('phone');
              if (rules) {
                update(rules.switchPhoneCountry(phone, next), next);
                return;
              }
              // the country changes at once; its calling code replaces the old one when the rules
              // arrive, unless the guest has typed since (what was typed wins)
              const before = phone;
              update(before, next);
              void loadPhoneRules().then(
                (loaded) => {
                  setRules(loaded);
                  if (form.getValues('phone') === before)
                    update(loaded.switchPhoneCountry(before, next), next);
                },
                () => undefined,
              );
            }}
            triggerRef={countryField.ref}
            testId="phone-country"
          />
          <PhoneField
            {...phoneField.props}
            type="tel"
            onChange={(value) => {
              update(value, rules ? rules.phoneCountryForInput(value, country) : country);
              form.clearErrors('phone');
            }}
            onBlur={() => {
              phoneField.props.onBlur();
              if (!rules) return;
              const formatted = rules.formatPhoneInput(phone, country);
              if (formatted !== phone) update(formatted, rules.phoneCountryForInput(formatted, country));
            }}
            isRequired
          >
            <Label>{t('phoneRsvp.phone')}</Label>
            <Input ref={phoneField.ref} autoComplete="tel" inputMode="tel" data-testid="phone-input" />
            <Text slot="description">{t('phoneRsvp.phoneHint')}</Text>
            <FieldError data-testid="phone-error">{errorText(phoneField.error)}</FieldError>
          </PhoneField>
          {problem && !searching && <SearchHelp problem={problem} onPickCountry={onPickCountry} />}
        </Fields>
        <PrimaryButton type="submit" isDisabled={searching} data-testid="phone-search">
          <SearchIcon />
          {t(searching ? 'phoneRsvp.searching' : 'phoneRsvp.search')}
        </PrimaryButton>
        <EmailOption>
          {t('phoneRsvp.emailOption')} <Link to="/rsvp/email">{t('phoneRsvp.emailLink')}</Link>
        </EmailOption>
      </FormFields>
    </StyledForm>
  );
}

const StyledForm = styled(Form)`
  display: flex;
  flex-direction: column;
  gap: 18px;
  /* the button sits in the form's FormFields, laid out as the form's own child */
  > fieldset > button[type='submit'] {
    align-self: flex-start;
    min-width: 200px;
  }
  ${media.small} {
    gap: 10px;
    > fieldset > button[type='submit'] {
      align-self: stretch;
    }
  }
`;

const Lead = styled(Muted)`
  ${media.small} {
    font-size: 0.9375rem;
    line-height: 1.45;
  }
`;

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: 18px;
  max-width: 460px;
  ${media.small} {
    gap: 10px;
  }
`;

const PhoneField = styled(TextField)`
  ${fieldStyles}
  input {
    ${controlStyles}
    font-size: 1.25rem;
    letter-spacing: 0.02em;
  }
`;

const EmailOption = styled.p`
  margin: 4px 0 0;
  padding-top: 16px;
  border-top: 1px solid ${colors.line};
  color: ${colors.inkSoft};
  a {
    color: ${colors.tealDark};
    font-weight: 600;
  }
`;
