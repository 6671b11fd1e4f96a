import type { ResolverOptions } from 'react-hook-form';
import { z } from 'zod';
import { schemaResolver } from './form-resolver';

const schema = z.object({
  name: z.string().min(1, 'Name is required').max(3, 'Name is too long'),
  age: z.coerce.number().int('Age must be a whole number'),
});
// what react-hook-form hands a resolver (no native validation, so no fields needed)
// biome-ignore lint/suspicious/noExplicitAny: one options object for forms of any values
const options: ResolverOptions<any> = { fields: {}, shouldUseNativeValidation: false };

describe('schemaResolver', () => {
  it('hands the checked output on when the schema accepts the values', async () => {
    const resolve = schemaResolver(schema);
    expect(await resolve({ name: 'Ana', age: '30' }, undefined, options)).toEqual({
      values: { name: 'Ana', age: 30 },
      errors: {},
    });
  });

  it("keeps the schema's first message per field", async () => {
    const result = await schemaResolver(schema)({ name: '', age: '1.5' }, undefined, options);
    expect(result.values).toEqual({});
    expect(result.errors).toMatchObject({
      name: { message: 'Name is required' },
      age: { message: 'Age must be a whole number' },
    });
  });

  it('checks what toInput makes of the values, and lets the extra checks win for their field', async () => {
    const resolve = schemaResolver<{ first: string; age: string }, z.output<typeof schema>>(
      schema,
      ({ first, age }) => ({ name: first.trim(), age }),
      ({ age }) => ({ age: age === '13' ? 'Not that one' : null, name: undefined }),
    );
    expect(await resolve({ first: ' Eva ', age: '7' }, undefined, options)).toEqual({
      values: { name: 'Eva', age: 7 },
      errors: {},
    });
    const refused = await resolve({ first: 'Eva', age: '13' }, undefined, options);
    expect(refused.values).toEqual({});
    expect(refused.errors).toEqual({ age: { type: 'custom', message: 'Not that one' } });
    const both = await resolve({ first: 'Evangelina', age: '13' }, undefined, options);
    expect(both.errors).toMatchObject({
      name: { message: 'Name is too long' },
      age: { message: 'Not that one' },
    });
  });
});
