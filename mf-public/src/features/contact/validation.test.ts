import { FIELD_MAX } from '@wedding/shared-contracts';
import { resolveForm } from '../../shared/forms/testing';
import type { ContactFormValues } from './form-values';
import { contactResolver } from './validation';

const validateContact = (values: Record<string, string>) =>
  resolveForm(contactResolver, values as unknown as ContactFormValues);

const good = { name: 'Ana', email: 'ana@example.com', subject: 'gifts', message: 'Hola', website: '' };

describe('the contact resolver (the shared schema, with catalog keys)', () => {
  it('accepts a complete form', async () => {
    expect(await validateContact(good)).toEqual({ ok: true, body: good });
  });

  it('names every missing field', async () => {
    expect(await validateContact({ name: ' ', email: '', subject: '', message: '' })).toEqual({
      ok: false,
      errors: {
        name: { id: 'contact.errors.nameRequired' },
        email: { id: 'contact.errors.emailInvalid' },
        subject: { id: 'contact.errors.subjectRequired' },
        message: { id: 'contact.errors.messageRequired' },
      },
    });
  });

  it('reports a bad e-mail, an unknown subject and an oversized message', async () => {
    const result = await validateContact({
      ...good,
      email: 'ana@',
      subject: 'party',
      message: 'x'.repeat(FIELD_MAX.message + 1),
    });
    expect(result).toEqual({
      ok: false,
      errors: {
        email: { id: 'contact.errors.emailInvalid' },
        subject: { id: 'contact.errors.subjectInvalid' },
        message: { id: 'contact.errors.tooLong', values: { max: FIELD_MAX.message } },
      },
    });
  });
});
