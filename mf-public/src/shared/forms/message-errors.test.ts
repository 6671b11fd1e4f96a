import type { FieldError, ResolverResult } from 'react-hook-form';
import { checkWith, messageOf, toFieldError } from './message-errors';

const options = { fields: {}, shouldUseNativeValidation: false };
const upper = (text: string) => text.toUpperCase();

/** A schema's resolver as zodResolver answers: its own messages, a ref to the field, the parsed values. */
const schemaResolver = async ({
  name,
}: {
  name: string;
}): Promise<ResolverResult<{ name: string }, string>> => {
  if (!name) return { values: {}, errors: { name: { type: 'too_small', message: 'Requerido' } } };
  if (name.length <= 3) return { values: name.trim(), errors: {} };
  return {
    values: {},
    errors: { name: { type: 'too_big', message: 'Too big: at most 3', ref: { name: 'name' } } },
  };
};

const toMessage = (message: string) =>
  message === 'Requerido' ? { id: 'form.required' } : { id: 'form.tooLong', values: { max: 3 } };

describe('message errors', () => {
  it('carry a message id as the field error message, with its values beside it', () => {
    expect(toFieldError({ id: 'form.required' })).toEqual({ type: 'checks', message: 'form.required' });
    const error = toFieldError({ id: 'form.tooLong', values: { max: 3 } });
    expect(messageOf(error)).toEqual({ id: 'form.tooLong', values: { max: 3 } });
    expect(messageOf({ type: 'checks', message: 'form.required' })).toEqual({ id: 'form.required' });
    expect(messageOf(undefined)).toBeUndefined();
    expect(messageOf({ type: 'required' })).toBeUndefined();
  });

  it('checkWith gives what the form sends when the schema accepts it, read through `output`', async () => {
    expect(await checkWith(schemaResolver, { name: 'ab ' }, options, toMessage, upper)).toEqual({
      values: 'AB',
      errors: {},
    });
  });

  it("checkWith turns the schema's messages into message ids, keeping the error's field reference", async () => {
    expect(await checkWith(schemaResolver, { name: '' }, options, toMessage, upper)).toEqual({
      values: {},
      errors: { name: { type: 'checks', message: 'form.required' } },
    });
    const tooLong = await checkWith(schemaResolver, { name: 'abcd' }, options, toMessage, upper);
    expect(tooLong.errors).toEqual({
      name: { type: 'checks', message: 'form.tooLong', values: { max: 3 }, ref: { name: 'name' } },
    });
    expect(messageOf(tooLong.errors.name as FieldError)).toEqual({ id: 'form.tooLong', values: { max: 3 } });
  });
});
