// The reminders screen's search and filters: name, list, group, and when last reminded.
import type { Reminder } from '@wedding/shared-contracts';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SearchField } from '../../../components/search-field';
import { SelectField } from '../../../components/select-field';
import { media } from '../../../components/theme';
import { useT } from '../../../lib/i18n/use-t';
import { groupOptions, LIST_OPTIONS, type ListFilter, type ReminderFilters } from '../reminder-filters';

const Filters = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: 0.5rem 0.75rem;
  ${media.small} {
    grid-template-columns: repeat(2, minmax(0, 18rem));
  }
`;

export function ReminderFilterFields(props: {
  reminders: readonly Reminder[];
  filters: ReminderFilters;
  onChange(update: (current: ReminderFilters) => ReminderFilters): void;
  /** The "Show" select (when last reminded), in the same grid. */
  children?: ReactNode;
}) {
  const { reminders, filters, onChange, children } = props;
  const t = useT();
  return (
    <Filters>
      <SearchField
        label={t('Search by name')}
        placeholder={t('Name or surname')}
        value={filters.search}
        onChange={(search) => onChange((current) => ({ ...current, search }))}
      />
      <SelectField<ListFilter>
        label={t('List')}
        options={LIST_OPTIONS}
        value={filters.list}
        onChange={(list) => onChange((current) => ({ ...current, list }))}
      />
      <SelectField<string>
        label={t('Group')}
        options={groupOptions(reminders, t)}
        value={filters.group}
        onChange={(group) => onChange((current) => ({ ...current, group }))}
      />
      {children}
    </Filters>
  );
}
