import type { PhoneCountry } from '@wedding/shared-contracts';

/** The search form's values: the number as typed and the selected country. */
export interface PhoneSearchValues {
  phone: string;
  country: PhoneCountry;
}

/** The confirm step's value: how many people come (1 up to the guest's maximum). */
export interface ConfirmValues {
  confirmedPeople: number;
}
