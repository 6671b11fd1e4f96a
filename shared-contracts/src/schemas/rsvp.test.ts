import type { z } from 'zod';
import {
  isGuestCountConsistent,
  rsvpBodySchema,
  rsvpCheckQuerySchema,
  rsvpCheckResponseSchema,
  rsvpFormSchema,
  rsvpFormToBody,
  rsvpSubmitResponseSchema,
} from './rsvp';

const issues = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

const form = { name: 'Ana', email: 'ana@example.com', attending: true, guestCount: 2 };

describe('rsvpFormSchema', () => {
  it('accepts a valid form with optional fields', () => {
    expect(rsvpFormSchema.parse({ ...form, message: '¡Felicidades!', dietaryRestrictions: '' })).toEqual({
      ...form,
      message: '¡Felicidades!',
      dietaryRestrictions: '',
    });
  });

  it('gives the Spanish messages of the spec', () => {
    expect(issues(rsvpFormSchema, { ...form, name: '', email: 'ana', guestCount: 0 })).toEqual([
      { path: 'name', message: 'El nombre es requerido' },
      { path: 'email', message: 'Correo electrónico inválido' },
      { path: 'guestCount', message: 'Debe haber al menos 1 invitado' },
    ]);
    expect(issues(rsvpFormSchema, { ...form, guestCount: 11 })).toEqual([
      { path: 'guestCount', message: 'Máximo 10 invitados permitidos' },
    ]);
    expect(issues(rsvpFormSchema, { ...form, name: undefined })).toEqual([
      { path: 'name', message: 'El nombre es requerido' },
    ]);
  });

  it('does not coerce the guest count', () => {
    expect(rsvpFormSchema.safeParse({ ...form, guestCount: '2' }).success).toBe(false);
    expect(rsvpFormSchema.safeParse({ ...form, guestCount: 1.5 }).success).toBe(false);
  });

  it('bounds the free-text fields', () => {
    expect(rsvpFormSchema.safeParse({ ...form, message: 'x'.repeat(2001) }).success).toBe(false);
    expect(rsvpFormSchema.safeParse({ ...form, dietaryRestrictions: 'x'.repeat(501) }).success).toBe(false);
    expect(rsvpFormSchema.safeParse({ ...form, name: 'x'.repeat(121) }).success).toBe(false);
  });
});

describe('rsvpBodySchema (record-level rule)', () => {
  const mismatch = 'Guest count should be 0 when not attending, and at least 1 when attending';

  it('accepts 0 when not attending and ≥1 when attending', () => {
    expect(rsvpBodySchema.safeParse({ ...form, attending: false, guestCount: 0 }).success).toBe(true);
    expect(rsvpBodySchema.safeParse({ ...form, attending: true, guestCount: 1 }).success).toBe(true);
  });

  it('rejects inconsistent counts on guestCount', () => {
    expect(issues(rsvpBodySchema, { ...form, attending: false, guestCount: 2 })).toEqual([
      { path: 'guestCount', message: mismatch },
    ]);
    expect(issues(rsvpBodySchema, { ...form, attending: true, guestCount: 0 })).toEqual([
      { path: 'guestCount', message: mismatch },
    ]);
  });

  it('rejects out-of-range counts, operator objects and arrays', () => {
    expect(rsvpBodySchema.safeParse({ ...form, guestCount: 11 }).success).toBe(false);
    expect(rsvpBodySchema.safeParse({ ...form, guestCount: -1 }).success).toBe(false);
    expect(rsvpBodySchema.safeParse({ ...form, email: { $ne: null } }).success).toBe(false);
    expect(rsvpBodySchema.safeParse({ ...form, attending: 'true' }).success).toBe(false);
    expect(rsvpBodySchema.safeParse({ ...form, name: ['Ana'] }).success).toBe(false);
  });

  it('normalises the e-mail and strips unknown keys', () => {
    expect(rsvpBodySchema.parse({ ...form, email: ' ANA@Example.com ', unifiedGuestId: 'x' })).toEqual({
      ...form,
      email: 'ana@example.com',
    });
  });

  it('accepts a well-formed invitation code only', () => {
    expect(rsvpBodySchema.parse({ ...form, invitationCode: 'ABC-123' }).invitationCode).toBe('ABC-123');
    expect(rsvpBodySchema.safeParse({ ...form, invitationCode: 'a b' }).success).toBe(false);
  });

  it('rsvpFormToBody sends 0 people when not attending', () => {
    expect(rsvpFormToBody({ ...form, attending: false, guestCount: 3 })).toEqual({
      ...form,
      attending: false,
      guestCount: 0,
    });
    expect(rsvpFormToBody(form, 'CODE1')).toEqual({ ...form, invitationCode: 'CODE1' });
    expect(rsvpBodySchema.safeParse(rsvpFormToBody({ ...form, attending: false })).success).toBe(true);
    expect(isGuestCountConsistent({ attending: true, guestCount: 0 })).toBe(false);
  });
});

describe('RSVP check and answers', () => {
  it('rsvpCheckQuerySchema validates the e-mail', () => {
    expect(rsvpCheckQuerySchema.parse({ email: 'Ana@Example.com' })).toEqual({ email: 'ana@example.com' });
    expect(rsvpCheckQuerySchema.safeParse({ email: { $gt: '' } }).success).toBe(false);
    expect(rsvpCheckQuerySchema.safeParse({}).success).toBe(false);
  });

  it('parses the answers', () => {
    expect(rsvpSubmitResponseSchema.parse({ message: 'ok', updated: true })).toEqual({
      message: 'ok',
      updated: true,
    });
    expect(rsvpCheckResponseSchema.parse({ exists: false, data: null })).toEqual({
      exists: false,
      data: null,
    });
    const answer = { name: 'Ana', attending: true, guestCount: 2 };
    expect(rsvpCheckResponseSchema.parse({ exists: true, data: answer }).data).toEqual(answer);
    // anyone who knows the address may ask: nothing private, no ids
    for (const extra of [
      { id: 'r1' },
      { email: 'ana@example.com' },
      { message: 'Hola' },
      { dietaryRestrictions: 'Sin gluten' },
      { unifiedGuestId: 'g1' },
      { createdAt: new Date().toJSON() },
    ]) {
      const withExtra = { exists: true, data: { ...answer, ...extra } };
      expect([extra, rsvpCheckResponseSchema.safeParse(withExtra).success]).toEqual([extra, false]);
    }
  });
});
