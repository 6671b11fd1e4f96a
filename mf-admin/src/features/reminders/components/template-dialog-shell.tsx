import type { ReactNode } from 'react';
import { Dialog, DialogDescription } from '../../../components/dialog';
import { ListLoadFailed } from '../../../components/list-load-failed';
import { LoadingState } from '../../../components/state-panel';
import { useT } from '../../../lib/i18n/use-t';

/** What a template dialog loads its messages with (a react-query result). */
interface TemplatesQuery<T> {
  data: T | undefined;
  /** Set when the load failed (react-query's `isError`). */
  error: Error | null;
  refetch(): unknown;
}

/**
 * A reminder kind's message dialog: its title and what it is for, then the form once the messages are
 * loaded, the failure with Retry, or the loading state. Both kinds' dialogs are this shell.
 */
export function TemplateDialogShell<T>(props: {
  isOpen: boolean;
  onOpenChange(isOpen: boolean): void;
  title: string;
  description: string;
  query: TemplatesQuery<T>;
  form(data: T): ReactNode;
}) {
  const { isOpen, onOpenChange, title, description, query, form } = props;
  const t = useT();
  let body: ReactNode;
  if (query.data) body = form(query.data);
  else if (query.error) {
    body = (
      <ListLoadFailed
        title={t('Failed to load the messages. Please try again.')}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else body = <LoadingState />;
  return (
    <Dialog isOpen={isOpen} onOpenChange={onOpenChange} title={title} width={720}>
      <DialogDescription>{description}</DialogDescription>
      {body}
    </Dialog>
  );
}
