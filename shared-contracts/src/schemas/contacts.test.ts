import type { z } from 'zod';
import { CONTACT_SUBJECTS } from '../constants';
import {
  contactListResponseSchema,
  contactSubmitBodySchema,
  contactUpdateBodySchema,
  isHoneypotFilled,
  isRecentInquiry,
} from './contacts';

const issues = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

const body = { name: 'Ana', email: 'ana@example.com', subject: 'gifts', message: 'Hola' };

describe('contactSubmitBodySchema', () => {
  it('accepts each of the nine subjects', () => {
    expect(CONTACT_SUBJECTS).toHaveLength(9);
    for (const subject of CONTACT_SUBJECTS) {
      expect(contactSubmitBodySchema.safeParse({ ...body, subject }).success).toBe(true);
    }
  });

  it('strips unknown keys and keeps the honeypot', () => {
    expect(contactSubmitBodySchema.parse({ ...body, status: 'resolved', website: '' })).toEqual({
      ...body,
      website: '',
    });
  });

  it('requires every field', () => {
    expect(issues(contactSubmitBodySchema, {})).toEqual([
      { path: 'name', message: 'El nombre es requerido' },
      { path: 'email', message: 'Correo electrónico inválido' },
      { path: 'subject', message: 'El asunto es requerido' },
      { path: 'message', message: 'El mensaje es requerido' },
    ]);
  });

  it('rejects unknown subjects, bad e-mail, oversized message, operators', () => {
    expect(issues(contactSubmitBodySchema, { ...body, subject: 'Other' })).toEqual([
      { path: 'subject', message: 'Asunto inválido' },
    ]);
    expect(issues(contactSubmitBodySchema, { ...body, email: 'x@' })).toEqual([
      { path: 'email', message: 'Correo electrónico inválido' },
    ]);
    expect(contactSubmitBodySchema.safeParse({ ...body, message: 'x'.repeat(5001) }).success).toBe(false);
    expect(contactSubmitBodySchema.safeParse({ ...body, message: 'x'.repeat(5000) }).success).toBe(true);
    expect(contactSubmitBodySchema.safeParse({ ...body, name: { $ne: null } }).success).toBe(false);
    expect(contactSubmitBodySchema.safeParse({ ...body, website: ['x'] }).success).toBe(false);
    expect(contactSubmitBodySchema.safeParse({ ...body, website: 'x'.repeat(201) }).success).toBe(false);
  });

  it('detects a filled honeypot', () => {
    expect(isHoneypotFilled({ website: 'http://spam' })).toBe(true);
    expect(isHoneypotFilled({ website: '  ' })).toBe(false);
    expect(isHoneypotFilled({})).toBe(false);
  });
});

describe('contactUpdateBodySchema', () => {
  it('accepts status and notes; blank status means no change', () => {
    expect(contactUpdateBodySchema.parse({ status: 'in_progress', notes: 'Llamar' })).toEqual({
      status: 'in_progress',
      notes: 'Llamar',
    });
    expect(contactUpdateBodySchema.parse({ status: '' })).toEqual({});
  });

  it('rejects unknown statuses and oversized notes', () => {
    expect(issues(contactUpdateBodySchema, { status: 'done' })).toEqual([
      { path: 'status', message: 'Status must be one of new, in_progress, resolved, archived' },
    ]);
    expect(contactUpdateBodySchema.safeParse({ notes: 'x'.repeat(2001) }).success).toBe(false);
  });
});

describe('contacts list', () => {
  it('parses contacts with the status enum', () => {
    const now = new Date().toJSON();
    const contact = { id: 'c1', ...body, status: 'new', notes: null, createdAt: now, updatedAt: now };
    expect(contactListResponseSchema.parse({ data: [contact] }).data[0]).toEqual(contact);
    expect(contactListResponseSchema.safeParse({ data: [{ ...contact, status: 'open' }] }).success).toBe(
      false,
    );
  });

  it('tells recent inquiries (7 days)', () => {
    const now = new Date('2025-06-10T00:00:00.000Z');
    expect(isRecentInquiry('2025-06-04T00:00:00.000Z', now)).toBe(true);
    expect(isRecentInquiry('2025-06-02T00:00:00.000Z', now)).toBe(false);
  });
});
