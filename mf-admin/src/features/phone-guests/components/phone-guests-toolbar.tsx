import type { ReactNode } from 'react';
import styled from 'styled-components';
import { SearchField } from '../../../components/search-field';
import { colors, media } from '../../../components/theme';
import { useT } from '../../../lib/i18n/use-t';

const formatTime = (at: number) =>
  new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' }).format(new Date(at));

const Toolbar = styled.div`
  display: grid;
  gap: 0.5rem;
  ${media.small} {
    grid-template-columns: minmax(0, 26rem) auto;
    align-items: end;
    justify-content: space-between;
  }
`;

const Note = styled.p<{ $warn?: boolean }>`
  margin: 0;
  color: ${({ $warn }) => ($warn ? colors.danger : colors.textMuted)};
  font-size: 0.875rem;
  ${media.small} {
    text-align: right;
    padding-bottom: 0.6rem;
  }
`;

/**
 * The search by name, phone or category, and beside it how many guests are shown and when the list was
 * read (or why it could not be read again).
 */
export function PhoneGuestsToolbar({
  search,
  onSearchChange,
  refreshError,
  total,
  matching,
  updatedAt,
}: {
  search: string;
  onSearchChange: (search: string) => void;
  /** Why the last refresh failed; null when it did not. */
  refreshError: Error | null;
  /** How many guests there are; undefined until the list has loaded. */
  total: number | undefined;
  /** How many guests the search and filters match; undefined without either. */
  matching: number | undefined;
  updatedAt: number;
}) {
  const t = useT();
  let note: ReactNode = null;
  if (refreshError) {
    note = (
      <Note $warn>
        {t('Could not refresh the list: {reason}', { reason: t.known(refreshError.message) })}
      </Note>
    );
  } else if (total !== undefined) {
    note = (
      <Note aria-live="polite">
        {matching !== undefined
          ? t('{matching} of {total, plural, one {# guest} other {# guests}} · updated {time}', {
              matching,
              total,
              time: formatTime(updatedAt),
            })
          : t('{total, plural, one {# guest} other {# guests}} · updated {time}', {
              total,
              time: formatTime(updatedAt),
            })}
      </Note>
    );
  }
  return (
    <Toolbar>
      <SearchField
        label={t('Search phone guests')}
        placeholder={t('Name, phone or category')}
        value={search}
        onChange={onSearchChange}
      />
      {note}
    </Toolbar>
  );
}
