// A row's phone: read the one way every path reads a number (readPhone, shared-contracts), stored in
// E.164, with a warning whenever it was read as anything but a number of the default country or one
// written with its country code, naming the country chosen.
import { DEFAULT_PHONE_COUNTRY } from '@wedding/shared-contracts';
import {
  formatPhoneInternational,
  type PhoneReading,
  phoneCountryPhrase,
  readPhone,
} from '@wedding/shared-contracts/phone';
import type { RowCells } from './row-cells';

const DEFAULT_COUNTRY = phoneCountryPhrase(DEFAULT_PHONE_COUNTRY) ?? DEFAULT_PHONE_COUNTRY;
const WITH_ITS_CODE = 'a number of another country needs + and its country code';

type Refusal = Extract<PhoneReading, { ok: false }>;

/** 'Spain (+34 612 34 56 78) or Chile (+56 6 1234 5678)' */
const candidateList = (candidates: Refusal['candidates'] = []): string =>
  candidates
    .map(
      ({ country, e164 }) => `${phoneCountryPhrase(country) ?? country} (${formatPhoneInternational(e164)})`,
    )
    .join(' or ');

const PHONE_PROBLEMS: Record<Refusal['reason'], (shown: string, column: string, refusal: Refusal) => string> =
  {
    empty: (shown) => `${shown} is not a valid phone number`,
    invalid: (shown) => `${shown} is not a valid phone number`,
    rounded: (shown, column) =>
      `phone ${shown} was rounded by the spreadsheet (a long number shown in scientific notation keeps only its first digits); format the ${column} column as Text, type the whole number and import the file again`,
    tooLong: (shown) =>
      `phone ${shown} has more digits than a number of ${DEFAULT_COUNTRY}; check it (${WITH_ITS_CODE})`,
    tooShort: (shown, _, { candidates }) =>
      `phone ${shown} has fewer digits than a number of ${DEFAULT_COUNTRY}; check it (${WITH_ITS_CODE}${
        candidates?.length ? `: as a number of ${candidateList(candidates)}` : ''
      })`,
    ambiguous: (shown, _, { candidates }) =>
      `phone ${shown} is not a number of ${DEFAULT_COUNTRY}, and could be a number of ${candidateList(candidates)}; write it with + and its country code`,
  };

/** The warning for a number read by a guess, naming the country chosen; undefined when it needs none. */
function guessWarning(reading: Extract<PhoneReading, { ok: true }>, shown: string): string | undefined {
  const stored = formatPhoneInternational(reading.e164);
  switch (reading.way) {
    case 'sharedCallingCode':
    case 'withoutPlus':
    case 'otherCountry': {
      const country = phoneCountryPhrase(reading.country) ?? `+${reading.callingCode}`;
      return `phone ${shown} is not a number of ${DEFAULT_COUNTRY}; it was stored as a number of ${country}, ${stored}. Check it (written with + and its country code, it gives no warning)`;
    }
    case 'mexicanMobileOne':
      return `phone ${shown} is Mexico's old mobile form; it was stored as ${stored} (since 2019 no "1" follows +52)`;
    default:
      return reading.scientific ? `phone ${shown} (scientific notation) was stored as ${stored}` : undefined;
  }
}

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
  if (!phoneText) {
    if (phoneGuests) errors.push(`${where}: a phone guest needs a WhatsApp number (${label('phone')})`);
    return undefined;
  }
  const reading = readPhone(phoneText);
  const shown = `"${phoneText.slice(0, 40)}"`;
  if (!reading.ok) {
    errors.push(`${where}: ${PHONE_PROBLEMS[reading.reason](shown, label('phone'), reading)}`);
    return undefined;
  }
  const warning = guessWarning(reading, shown);
  if (warning) warnings.push(`${where}: ${warning}`);
  return reading.e164;
}
