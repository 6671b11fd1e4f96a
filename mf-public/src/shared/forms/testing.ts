/**
 * For the checks modules' unit tests: a form resolver's answer read the way a guest meets it, either
 * what the form sends or each refused field's message id and values.
 */
import type { FieldError, FieldValues, Resolver } from 'react-hook-form';
import { type MessageError, messageOf } from './message-errors';

export type Outcome<TOut> = { ok: true; body: TOut } | { ok: false; errors: Record<string, MessageError> };

export async function resolveForm<TValues extends FieldValues, TOut>(
  resolver: Resolver<TValues, unknown, TOut>,
  values: TValues,
): Promise<Outcome<TOut>> {
  const result = await resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });
  const refused = Object.entries(result.errors as Record<string, FieldError>);
  if (refused.length === 0) return { ok: true, body: result.values as TOut };
  return {
    ok: false,
    errors: Object.fromEntries(refused.map(([field, error]) => [field, messageOf(error) as MessageError])),
  };
}
