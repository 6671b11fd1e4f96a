import type { z } from 'zod';
import { GUEST_CATEGORIES } from '../wedding-facts';
import {
  INVITADO_RESET_BODY,
  invitadoCreateBodySchema,
  invitadoListResponseSchema,
  invitadoUpdateBodySchema,
  phoneGuestUpdateSchema,
} from './invitados';

const issues = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

const base = {
  nombreCompleto: 'Ana Pérez',
  telefonoWhatsapp: '+1 809 555 1234',
  categoria: GUEST_CATEGORIES[4],
};

describe('invitadoCreateBodySchema', () => {
  it('applies the defaults (max 1, companions 0)', () => {
    expect(invitadoCreateBodySchema.parse(base)).toEqual({
      ...base,
      maxPersonasPermitidas: 1,
      acompanantesAsignados: 0,
    });
  });

  it.each([['abc'], [''], [null], [Number.NaN]])('max people falls back to 1 for %p', (value) => {
    expect(
      invitadoCreateBodySchema.parse({ ...base, maxPersonasPermitidas: value }).maxPersonasPermitidas,
    ).toBe(1);
  });

  it.each([['abc'], [''], [null]])('companions fall back to 0 for %p', (value) => {
    expect(
      invitadoCreateBodySchema.parse({ ...base, acompanantesAsignados: value }).acompanantesAsignados,
    ).toBe(0);
  });

  it('parses numeric strings', () => {
    const parsed = invitadoCreateBodySchema.parse({
      ...base,
      maxPersonasPermitidas: '5',
      acompanantesAsignados: '4',
    });
    expect(parsed.maxPersonasPermitidas).toBe(5);
    expect(parsed.acompanantesAsignados).toBe(4);
  });

  it('rejects parsable values out of range and non-scalar values', () => {
    expect(
      issues(invitadoCreateBodySchema, { ...base, maxPersonasPermitidas: 11, acompanantesAsignados: '-1' }),
    ).toEqual([
      { path: 'maxPersonasPermitidas', message: 'Max people must be between 1 and 10' },
      { path: 'acompanantesAsignados', message: 'Companions must be between 0 and 10' },
    ]);
    expect(invitadoCreateBodySchema.safeParse({ ...base, maxPersonasPermitidas: 0 }).success).toBe(false);
    expect(invitadoCreateBodySchema.safeParse({ ...base, maxPersonasPermitidas: { $gt: 1 } }).success).toBe(
      false,
    );
    expect(invitadoCreateBodySchema.safeParse({ ...base, acompanantesAsignados: [2] }).success).toBe(false);
    expect(invitadoCreateBodySchema.safeParse({ ...base, maxPersonasPermitidas: 2.5 }).success).toBe(false);
  });

  it('requires name, phone and category', () => {
    expect(issues(invitadoCreateBodySchema, {})).toEqual([
      { path: 'nombreCompleto', message: 'Name is required' },
      { path: 'telefonoWhatsapp', message: 'Phone number is required' },
      { path: 'categoria', message: 'Category is required' },
    ]);
    expect(issues(invitadoCreateBodySchema, { ...base, categoria: 'Otros' })).toEqual([
      { path: 'categoria', message: 'Category must be one of the six guest categories' },
    ]);
  });

  it('rejects phone text that cannot be a phone number', () => {
    expect(issues(invitadoCreateBodySchema, { ...base, telefonoWhatsapp: 'abc' })).toEqual([
      { path: 'telefonoWhatsapp', message: 'Invalid phone number' },
    ]);
    expect(invitadoCreateBodySchema.safeParse({ ...base, telefonoWhatsapp: { $ne: null } }).success).toBe(
      false,
    );
  });
});

describe('phoneGuestUpdateSchema', () => {
  it('bounds personasConfirmadas by the guest maximum', () => {
    const schema = phoneGuestUpdateSchema(3);
    expect(schema.parse({ personasConfirmadas: 3 }).personasConfirmadas).toBe(3);
    expect(schema.parse({ personasConfirmadas: 0 }).personasConfirmadas).toBe(0);
    expect(issues(schema, { personasConfirmadas: 4 })).toEqual([
      { path: 'personasConfirmadas', message: 'Confirmed people cannot exceed 3' },
    ]);
    expect(issues(schema, { personasConfirmadas: -1 })).toEqual([
      { path: 'personasConfirmadas', message: 'Confirmed people cannot be negative' },
    ]);
  });

  it('defaults the maximum to 10', () => {
    expect(phoneGuestUpdateSchema().safeParse({ personasConfirmadas: 10 }).success).toBe(true);
    expect(invitadoUpdateBodySchema.safeParse({ personasConfirmadas: 11 }).success).toBe(false);
  });

  it('turns an empty value into null and keeps a missing one missing', () => {
    expect(invitadoUpdateBodySchema.parse({ personasConfirmadas: '' }).personasConfirmadas).toBeNull();
    expect(invitadoUpdateBodySchema.parse({ personasConfirmadas: null }).personasConfirmadas).toBeNull();
    expect(invitadoUpdateBodySchema.parse({ personasConfirmadas: '2' }).personasConfirmadas).toBe(2);
    expect(invitadoUpdateBodySchema.parse({ notas: 'hola' })).toEqual({ notas: 'hola' });
  });

  it('rejects bad statuses, fractions and operators', () => {
    expect(invitadoUpdateBodySchema.safeParse({ estadoConfirmacion: 'tal vez' }).success).toBe(false);
    expect(invitadoUpdateBodySchema.safeParse({ personasConfirmadas: 1.5 }).success).toBe(false);
    expect(invitadoUpdateBodySchema.safeParse({ personasConfirmadas: { $gt: 0 } }).success).toBe(false);
    expect(invitadoUpdateBodySchema.safeParse({ notas: ['x'] }).success).toBe(false);
  });

  it('the reset body is a valid update', () => {
    expect(invitadoUpdateBodySchema.parse(INVITADO_RESET_BODY)).toEqual({
      estadoConfirmacion: 'pendiente',
      personasConfirmadas: null,
    });
  });
});

describe('invitadoListResponseSchema', () => {
  it('parses phone guests', () => {
    const now = new Date().toJSON();
    const invitado = {
      id: 'i1',
      nombreCompleto: 'Ana',
      telefonoWhatsapp: '+18095551234',
      categoria: GUEST_CATEGORIES[0],
      maxPersonasPermitidas: 2,
      acompanantesAsignados: 1,
      estadoConfirmacion: 'confirmado',
      personasConfirmadas: 2,
      fechaConfirmacion: now,
      notas: null,
      createdAt: now,
      updatedAt: now,
    };
    expect(invitadoListResponseSchema.parse({ data: [invitado] })).toEqual({ data: [invitado] });
  });
});
