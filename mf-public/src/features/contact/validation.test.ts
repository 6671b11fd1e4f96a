import { FIELD_MAX } from '@wedding/shared-contracts';
import { validateContact } from './validation';

const good = { name: 'Ana', email: 'ana@example.com', subject: 'gifts', message: 'Hola', website: '' };

describe('validateContact (the shared schema, with catalog keys)', () => {
  it('accepts a complete form', () => {
    expect(validateContact(good)).toEqual({ ok: true, body: good });
  });

  it('names every missing field', () => {
    expect(validateContact({ name: ' ', email: '', subject: '', message: '' })).toEqual({
      ok: false,
      errors: {
        name: { id: 'contact.errors.nameRequired' },
        email: { id: 'contact.errors.emailInvalid' },
        subject: { id: 'contact.errors.subjectRequired' },
        message: { id: 'contact.errors.messageRequired' },
      },
    });
  });

  it('reports a bad e-mail, an unknown subject and an oversized message', () => {
    const result = validateContact({
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
