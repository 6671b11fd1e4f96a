/** Date and time for admin tables, e.g. "Nov 20, 2026, 10:40 PM"; `empty` when there is none. */
export function formatDateTime(iso: string | null | undefined, empty = 'Never'): string {
  if (!iso) return empty;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return empty;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

export function formatDate(iso: string | null | undefined, empty = '—'): string {
  if (!iso) return empty;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return empty;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(date);
}
