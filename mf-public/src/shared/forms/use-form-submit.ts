import { useRef } from 'react';
import { ChecksUnavailable } from './form-checks';

/**
 * A form's submit, for its `onSubmit` (or a button's `onPress`): runs `submit` (`handleSubmit(onValid)`)
 * unless `busy` (what it sent is still on its way). The browser's own submission never happens, and a
 * second submit while the first is still being checked is ignored, so nothing is sent twice. When the
 * form's resolver is a `checksResolver` whose checks cannot be loaded, `onUnavailable` says so and
 * nothing is sent.
 */
export function useFormSubmit(options: {
  submit: () => Promise<void>;
  onUnavailable?: () => void;
  busy?: boolean;
}) {
  const { submit, onUnavailable, busy = false } = options;
  const waiting = useRef(false);
  return async (event?: { preventDefault: () => void }): Promise<void> => {
    event?.preventDefault();
    if (busy || waiting.current) return;
    waiting.current = true;
    try {
      await submit();
    } catch (error) {
      if (!(error instanceof ChecksUnavailable && onUnavailable)) throw error;
      onUnavailable();
    } finally {
      waiting.current = false;
    }
  };
}
