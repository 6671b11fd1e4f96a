/** The choices of the phone guest dialogs' selects (spec §2, §5). */
import {
  CONFIRMATION_STATUSES,
  type ConfirmationStatus,
  GUEST_CATEGORIES,
  type GuestCategory,
  LIMITS,
} from '@wedding/shared-contracts';
import type { SelectOption } from '../../../components/select-field';
import { STATUS_LABELS } from '../phone-guest-list';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** The whole numbers from..to, each its own label. */
export const numberOptions = (from: number, to: number): SelectOption<string>[] =>
  range(from, to).map((value) => ({ id: String(value), label: String(value) }));

export const CATEGORY_OPTIONS: SelectOption<GuestCategory>[] = GUEST_CATEGORIES.map((category) => ({
  id: category,
  label: category,
}));
export const MAX_PEOPLE_OPTIONS = numberOptions(LIMITS.maxPeople.min, LIMITS.maxPeople.max);
export const COMPANION_OPTIONS = numberOptions(LIMITS.companions.min, LIMITS.companions.max);
export const STATUS_OPTIONS: SelectOption<ConfirmationStatus>[] = CONFIRMATION_STATUSES.map((status) => ({
  id: status,
  label: STATUS_LABELS[status],
}));
/** The confirmed people select's "not set" choice (sent as null). */
export const NOT_SET = 'none';
