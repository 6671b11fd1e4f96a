import type {
  FieldError,
  FieldErrors,
  FieldValues,
  Resolver,
  ResolverOptions,
  ResolverResult,
} from 'react-hook-form';

/** A field's problem as the guest reads it: a message id of the catalog and its values ({max}). */
export interface MessageError<Id extends string = string> {
  id: Id;
  values?: Record<string, number>;
}

/**
 * How a field error carries a `MessageError` through react-hook-form: the id is the error's `message`
 * (so `errors.name.message` stays meaningful), the values ride along beside it (react-hook-form keeps
 * the error objects a resolver or `setError` gives it as they are).
 */
type MessageFieldError = FieldError & { values?: Record<string, number> };

/** A field error of react-hook-form for a message id and its values (a resolver's, or `setError`'s). */
export function toFieldError({ id, values }: MessageError): MessageFieldError {
  return { type: 'checks', message: id, ...(values ? { values } : {}) };
}

/** The message id and values a field error carries (see `toFieldError`); none without a message. */
export function messageOf<Id extends string>(error: FieldError | undefined): MessageError<Id> | undefined {
  if (!error?.message) return undefined;
  const { values } = error as MessageFieldError;
  return { id: error.message as Id, ...(values ? { values } : {}) };
}

/**
 * Runs a schema's resolver (`zodResolver(schema)`, in a lazily loaded checks module) on `input`, the
 * form's values as the schema reads them (the schema says what they must be): its errors (the schema's first problem per field) become
 * message ids (`toMessage` reads the schema's message), its parsed values become what the form sends
 * (`output`).
 */
export async function checkWith<TValues extends FieldValues, TInput extends FieldValues, TParsed, TOut>(
  resolver: Resolver<TInput, unknown, TParsed>,
  input: FieldValues,
  options: ResolverOptions<TValues>,
  toMessage: (message: string) => MessageError,
  output: (parsed: TParsed) => TOut,
): Promise<ResolverResult<TValues, TOut>> {
  const result = await resolver(input as TInput, undefined, options as unknown as ResolverOptions<TInput>);
  const entries = Object.entries(result.errors as Record<string, FieldError | undefined>);
  if (entries.length === 0) return { values: output(result.values as TParsed), errors: {} };
  const errors = Object.fromEntries(
    entries.map(([field, error]) => [field, { ...error, ...toFieldError(toMessage(error?.message ?? '')) }]),
  );
  return { values: {}, errors: errors as FieldErrors<TValues> };
}
