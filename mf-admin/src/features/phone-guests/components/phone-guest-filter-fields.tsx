import { CONFIRMATION_STATUSES, GUEST_CATEGORIES } from '@wedding/shared-contracts';
import styled from 'styled-components';
import { SelectField, type SelectOption } from '../../../components/select-field';
import { media } from '../../../components/theme';
import { msg, useT } from '../../../lib/i18n/use-t';
import { type PhoneGuestFilters, STATUS_LABELS, type StatusFilter } from '../phone-guest-list';

const STATUS_OPTIONS: readonly SelectOption<StatusFilter>[] = [
  { id: 'all', label: msg('All statuses') },
  ...CONFIRMATION_STATUSES.map((status) => ({ id: status, label: STATUS_LABELS[status] })),
];

const CATEGORY_OPTIONS: readonly SelectOption<string>[] = [
  { id: 'all', label: msg('All categories') },
  ...GUEST_CATEGORIES.map((category) => ({ id: category, label: category })),
];

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 0.5rem 0.75rem;
  ${media.small} {
    grid-template-columns: repeat(2, minmax(0, 14rem));
  }
`;

/** The phone guests' two filters: status and category. */
export function PhoneGuestFilterFields({
  filters,
  onChange,
}: {
  filters: PhoneGuestFilters;
  onChange: (update: (current: PhoneGuestFilters) => PhoneGuestFilters) => void;
}) {
  const t = useT();
  return (
    <Filters>
      <SelectField
        label={t('Status')}
        options={STATUS_OPTIONS}
        value={filters.status}
        onChange={(status) => onChange((current) => ({ ...current, status }))}
      />
      <SelectField
        label={t('Category')}
        options={CATEGORY_OPTIONS}
        value={filters.category}
        onChange={(category) => onChange((current) => ({ ...current, category }))}
      />
    </Filters>
  );
}
