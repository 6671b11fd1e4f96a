// The phone spellings every path must read alike: each as people write it in one of the ten selectable
// countries, with the E.164 number the guest import, the admin API and the public lookup all
// store or find for it, read with the default country (the Dominican Republic), and how it was read
// (shared-contracts' `readPhone`: its way, or the reason for refusing it). `names` is the country a
// guessed reading names in the import's warning. The numbers are distinct, so one file can hold them all.
import type { PhoneReading, PhoneReadingWay } from '@wedding/shared-contracts/phone';

export interface PhoneSpelling {
  written: string;
  /** What every path stores or finds; null when every path refuses the entry. */
  e164: string | null;
  read: PhoneReadingWay | Extract<PhoneReading, { ok: false }>['reason'];
  names?: string;
}

export const PHONE_SPELLINGS: readonly PhoneSpelling[] = [
  // the Dominican Republic
  { written: '809-555-0101', e164: '+18095550101', read: 'national' },
  { written: '(809) 555-0102', e164: '+18095550102', read: 'national' },
  { written: '809 555 0103', e164: '+18095550103', read: 'national' },
  { written: '8095550104', e164: '+18095550104', read: 'national' },
  { written: '1 809 555 0105', e164: '+18095550105', read: 'national' },
  { written: '+1 809 555 0106', e164: '+18095550106', read: 'international' },
  { written: '+1 (829) 555-0107', e164: '+18295550107', read: 'international' },
  { written: '849.555.0108', e164: '+18495550108', read: 'national' },
  { written: '001 809 555 0109', e164: '+18095550109', read: 'international' },
  { written: '1-849-555-0110', e164: '+18495550110', read: 'national' },
  { written: '18095550111', e164: '+18095550111', read: 'national' },
  { written: '\u200e+1 809\u2011555\u20110112\u202c', e164: '+18095550112', read: 'international' },
  { written: '\u2066829\u00a0555\u202f0113\u2069', e164: '+18295550113', read: 'national' },
  { written: '8.095550114E+09', e164: '+18095550114', read: 'national' },
  { written: '8095550115.0', e164: '+18095550115', read: 'national' },
  { written: '809-555-01011', e164: null, read: 'tooLong' },
  { written: '809 555 010', e164: null, read: 'tooShort' },
  { written: '8.30E+09', e164: null, read: 'rounded' },
  { written: '+1 809 555 01', e164: null, read: 'invalid' },
  // the United States and Puerto Rico
  { written: '212 555 0123', e164: '+12125550123', read: 'sharedCallingCode', names: 'the United States' },
  { written: '(305) 555-0124', e164: '+13055550124', read: 'sharedCallingCode', names: 'the United States' },
  { written: '+1 212 555 0125', e164: '+12125550125', read: 'international' },
  { written: '1 (787) 555-0126', e164: '+17875550126', read: 'sharedCallingCode', names: 'Puerto Rico' },
  { written: '787-555-0127', e164: '+17875550127', read: 'sharedCallingCode', names: 'Puerto Rico' },
  { written: '+1 939 555 0128', e164: '+19395550128', read: 'international' },
  { written: '+1 555 555 5555', e164: null, read: 'invalid' },
  // Spain
  { written: '+34 612 345 678', e164: '+34612345678', read: 'international' },
  { written: '0034 612 34 56 79', e164: '+34612345679', read: 'international' },
  { written: '34 667 611 844', e164: '+34667611844', read: 'withoutPlus', names: 'Spain' },
  { written: '(+34) 667 611 845', e164: '+34667611845', read: 'international' },
  { written: '+34 91 123 45 67', e164: '+34911234567', read: 'international' },
  { written: '0034912345679', e164: '+34912345679', read: 'international' },
  { written: '612 345 678', e164: null, read: 'ambiguous' },
  // Colombia
  { written: '+57 300 123 4567', e164: '+573001234567', read: 'international' },
  { written: '57 310 555 1234', e164: '+573105551234', read: 'withoutPlus', names: 'Colombia' },
  { written: '300 123 4568', e164: '+573001234568', read: 'otherCountry', names: 'Colombia' },
  { written: '+57 (601) 234 5678', e164: '+576012345678', read: 'international' },
  { written: '0057 315 555 1234', e164: '+573155551234', read: 'international' },
  // Mexico
  { written: '55 2870 5139', e164: '+525528705139', read: 'otherCountry', names: 'Mexico' },
  { written: '81 5070 9096', e164: '+528150709096', read: 'otherCountry', names: 'Mexico' },
  { written: '+52 55 2870 5140', e164: '+525528705140', read: 'international' },
  { written: '+52 1 55 2870 5141', e164: '+525528705141', read: 'mexicanMobileOne' },
  { written: '52 33 4986 2233', e164: '+523349862233', read: 'withoutPlus', names: 'Mexico' },
  { written: '52 1 33 4986 2234', e164: '+523349862234', read: 'withoutPlus', names: 'Mexico' },
  { written: '+52 (33) 4986-2235', e164: '+523349862235', read: 'international' },
  { written: '0052 81 5070 9097', e164: '+528150709097', read: 'international' },
  { written: '+521 81 5070 9098', e164: '+528150709098', read: 'mexicanMobileOne' },
  { written: '044 55 2870 5139', e164: null, read: 'invalid' },
  // Venezuela
  { written: '+58 412 123 4567', e164: '+584121234567', read: 'international' },
  { written: '+58 0412 123 4568', e164: '+584121234568', read: 'international' },
  { written: '58 414 555 1234', e164: '+584145551234', read: 'withoutPlus', names: 'Venezuela' },
  { written: '0412-1234569', e164: '+584121234569', read: 'otherCountry', names: 'Venezuela' },
  { written: '+58 212 555 1234', e164: '+582125551234', read: 'international' },
  // Argentina
  { written: '+54 9 11 2345 6789', e164: '+5491123456789', read: 'international' },
  { written: '+54 11 2345 6780', e164: '+541123456780', read: 'international' },
  { written: '54 9 11 2345 6781', e164: '+5491123456781', read: 'withoutPlus', names: 'Argentina' },
  { written: '+54 9 351 234 5678', e164: '+5493512345678', read: 'international' },
  { written: '011 15 2345 6782', e164: '+5491123456782', read: 'otherCountry', names: 'Argentina' },
  // Chile
  { written: '+56 9 8765 4321', e164: '+56987654321', read: 'international' },
  { written: '56 9 8765 4322', e164: '+56987654322', read: 'withoutPlus', names: 'Chile' },
  { written: '+56 2 2123 4567', e164: '+56221234567', read: 'international' },
  { written: '9 8765 4323', e164: null, read: 'ambiguous' },
  { written: '+56 9 1234 5678', e164: null, read: 'invalid' },
  // Peru
  { written: '+51 912 345 678', e164: '+51912345678', read: 'international' },
  { written: '51 912 345 679', e164: '+51912345679', read: 'withoutPlus', names: 'Peru' },
  { written: '+51 1 234 5678', e164: '+5112345678', read: 'international' },
  { written: '912 345 670', e164: '+51912345670', read: 'otherCountry', names: 'Peru' },
  // not numbers
  { written: 'abc', e164: null, read: 'invalid' },
  { written: '123', e164: null, read: 'invalid' },
  { written: '+999 123', e164: null, read: 'invalid' },
  { written: '809 555 CALL', e164: null, read: 'invalid' },
  { written: '', e164: null, read: 'empty' },
];
