/** The resolver every admin form is checked with: its shared zod schema, through zodResolver. */
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver, ResolverResult } from 'react-hook-form';
import type { z } from 'zod';

/** The form's own checks: a message per field name, or nothing when the field is fine. */
export type ExtraChecks<TValues> = (values: TValues) => Record<string, string | null | undefined>;

/**
 * Checks a form's values with `schema` (its messages, the first one per field). `toInput` turns the
 * values into what the schema reads when they differ (e.g. a phone with its country into E.164), and
 * `extra` adds the form's own checks, whose message wins over the schema's for the same field.
 */
export function schemaResolver<TValues extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, FieldValues>,
  toInput: (values: TValues) => FieldValues = (values) => values,
  extra: ExtraChecks<TValues> = () => ({}),
): Resolver<TValues, unknown, TOutput> {
  const check = zodResolver(schema);
  return async (values, context, options) => {
    const result = (await check(toInput(values), context, options as never)) as ResolverResult<
      TValues,
      TOutput
    >;
    const own = Object.entries(extra(values)).filter((entry): entry is [string, string] => Boolean(entry[1]));
    if (own.length === 0) return result;
    const errors: Record<string, unknown> = { ...result.errors };
    for (const [name, message] of own) errors[name] = { type: 'custom', message };
    return { values: {}, errors: errors as FieldErrors<TValues> };
  };
}
