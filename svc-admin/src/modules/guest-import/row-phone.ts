// A row's phone: read as a number of the default country unless written with its country code, stored in
// E.164, with a warning when it was read differently than a host would expect.
import { DEFAULT_PHONE_COUNTRY } from '@wedding/shared-contracts';
import {
  formatPhoneInternational,
  phoneCallingCode,
  phoneCountryName,
  readPhone,
} from '@wedding/shared-contracts/phone';
import type { RowCells } from './row-cells';

const DEFAULT_CALLING_CODE = phoneCallingCode(DEFAULT_PHONE_COUNTRY);
const DEFAULT_COUNTRY_NAME = phoneCountryName(DEFAULT_PHONE_COUNTRY) ?? DEFAULT_PHONE_COUNTRY;

const PHONE_PROBLEMS: Record<
  'empty' | 'invalid' | 'rounded' | 'tooLong',
  (shown: string, column: string) => string
> = {
  empty: (shown) => `${shown} is not a valid phone number`,
  invalid: (shown) => `${shown} is not a valid phone number`,
  rounded: (shown, column) =>
    `phone ${shown} was rounded by the spreadsheet (a long number shown in scientific notation keeps only its first digits); format the ${column} column as Text, type the whole number and import the file again`,
  tooLong: (shown) =>
    `phone ${shown} has more digits than a number of the ${DEFAULT_COUNTRY_NAME}; check it (a number of another country needs + and its country code)`,
};

/** The row's phone in E.164 (undefined when blank or refused); a phone guest needs one. */
export function readPhoneCell({
  cell,
  where,
  errors,
  warnings,
  label,
  phoneGuests,
}: RowCells): string | undefined {
  const phoneText = cell('phone');
  let phone: string | undefined;
  if (phoneText) {
    const reading = readPhone(phoneText);
    const shown = `"${phoneText.slice(0, 40)}"`;
    if (!reading.ok) errors.push(`${where}: ${PHONE_PROBLEMS[reading.reason](shown, label('phone'))}`);
    else {
      phone = reading.e164;
      const stored = formatPhoneInternational(reading.e164);
      if (!reading.explicitCountry && reading.callingCode !== DEFAULT_CALLING_CODE) {
        const country = phoneCountryName(reading.country) ?? `+${reading.callingCode}`;
        warnings.push(
          `${where}: phone ${shown} is not a number of the ${DEFAULT_COUNTRY_NAME}; it was stored as a number of ${country}, ${stored}. Check it (written with + and its country code, it gives no warning)`,
        );
      } else if (reading.scientific) {
        warnings.push(`${where}: phone ${shown} (scientific notation) was stored as ${stored}`);
      }
    }
  } else if (phoneGuests) {
    errors.push(`${where}: a phone guest needs a WhatsApp number (${label('phone')})`);
  }
  return phone;
}
