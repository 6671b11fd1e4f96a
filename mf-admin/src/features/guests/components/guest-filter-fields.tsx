import type { ConfirmationStatus } from '@wedding/shared-contracts';
import styled from 'styled-components';
import { SearchField } from '../../../components/search-field';
import { SelectField } from '../../../components/select-field';
import { media } from '../../../components/theme';
import { STATUS_OPTIONS } from '../../../lib/guest-labels';
import { msg, useT } from '../../../lib/i18n/use-t';
import { type CompanionsFilter, type GuestFilters, LETTERS } from './guest-filters';

const LETTER_OPTIONS = [
  { id: '', label: msg('All letters') },
  ...LETTERS.map((letter) => ({ id: letter, label: letter })),
];
const COMPANION_OPTIONS: { id: CompanionsFilter; label: string }[] = [
  { id: '', label: msg('Any number') },
  { id: '1', label: msg('1 person') },
  { id: '2', label: msg('2 people') },
  { id: '3+', label: msg('3 or more') },
];
const STATUS_FILTER_OPTIONS: { id: '' | ConfirmationStatus; label: string }[] = [
  { id: '', label: msg('All statuses') },
  ...STATUS_OPTIONS,
];

const Filters = styled.div`
  display: grid;
  gap: 0.75rem;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  > :first-child {
    grid-column: 1 / -1;
  }
  ${media.desktop} {
    grid-template-columns: minmax(0, 2.2fr) repeat(4, minmax(0, 1fr));
    align-items: end;
    > :first-child {
      grid-column: auto;
    }
  }
`;

/** The guest list's search and four filters (spec §2): name, e-mail, code or group; first letter; companions; status; group. */
export function GuestFilterFields({
  filters,
  groups,
  onChange,
}: {
  filters: GuestFilters;
  groups: { id: string; label: string }[];
  onChange: (filters: GuestFilters) => void;
}) {
  const t = useT();
  const set =
    <K extends keyof GuestFilters>(key: K) =>
    (value: GuestFilters[K]) =>
      onChange({ ...filters, [key]: value });
  return (
    <Filters role="search" aria-label={t('Find guests')}>
      <SearchField
        label={t('Search guests')}
        placeholder={t('Name, email, code or group...')}
        value={filters.search}
        onChange={set('search')}
      />
      <SelectField
        label={t('First letter')}
        options={LETTER_OPTIONS}
        value={filters.letter}
        onChange={set('letter')}
      />
      <SelectField
        label={t('Companions')}
        options={COMPANION_OPTIONS}
        value={filters.companions}
        onChange={set('companions')}
      />
      <SelectField
        label={t('Status')}
        options={STATUS_FILTER_OPTIONS}
        value={filters.status}
        onChange={set('status')}
      />
      <SelectField label={t('Group')} options={groups} value={filters.group} onChange={set('group')} />
    </Filters>
  );
}
