import { type PrimitiveType, useIntl } from 'react-intl';

export type MessageValues = Record<string, PrimitiveType>;

/**
 * `t(id, values)` for one feature's keys: `useT<LandingMessageId>()`. A key missing from the
 * catalog is shown as itself and logged (see language-provider.tsx).
 */
export function useT<Id extends string>() {
  const intl = useIntl();
  return (id: Id, values?: MessageValues): string => intl.formatMessage({ id }, values);
}
