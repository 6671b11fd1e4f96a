import type { z } from 'zod';
import { lookupMaxPeople } from '../constants';
import {
  dominicanPhoneSchema,
  phoneCheckQuerySchema,
  phoneCheckResponseSchema,
  phoneConfirmBodySchema,
  phoneConfirmFormSchema,
  phoneConfirmResponseSchema,
  phoneDeclineBodySchema,
} from './phone';

const issues = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('phoneCheckQuerySchema / phoneDeclineBodySchema', () => {
  it('require the phone', () => {
    expect(issues(phoneCheckQuerySchema, {})).toEqual([
      { path: 'telefono', message: 'Número de teléfono requerido' },
    ]);
    expect(issues(phoneDeclineBodySchema, { telefono: '  ' })).toEqual([
      { path: 'telefono', message: 'Número de teléfono requerido' },
    ]);
    expect(phoneCheckQuerySchema.parse({ telefono: ' +18095551234 ' })).toEqual({ telefono: '+18095551234' });
  });

  it('reject operators, arrays and oversized input', () => {
    expect(phoneCheckQuerySchema.safeParse({ telefono: { $ne: null } }).success).toBe(false);
    expect(phoneCheckQuerySchema.safeParse({ telefono: ['+18095551234'] }).success).toBe(false);
    expect(phoneDeclineBodySchema.safeParse({ telefono: '1'.repeat(33) }).success).toBe(false);
  });
});

describe('phoneConfirmBodySchema', () => {
  const telefono = '+18095551234';

  it('accepts 1..20 people', () => {
    expect(phoneConfirmBodySchema.parse({ telefono, confirmedPeople: 1 })).toEqual({
      telefono,
      confirmedPeople: 1,
    });
    expect(phoneConfirmBodySchema.safeParse({ telefono, confirmedPeople: 20 }).success).toBe(true);
  });

  it('gives the spec messages', () => {
    expect(issues(phoneConfirmBodySchema, { confirmedPeople: 0 })).toEqual([
      { path: 'telefono', message: 'Número de teléfono requerido' },
      { path: 'confirmedPeople', message: 'Debe confirmar al menos 1 persona' },
    ]);
    expect(issues(phoneConfirmBodySchema, { telefono, confirmedPeople: 21 })).toEqual([
      { path: 'confirmedPeople', message: 'Número de personas excede el máximo permitido' },
    ]);
  });

  it.each([[1.5], ['2'], [null], [{ $gt: 0 }], [[2]], [Number.POSITIVE_INFINITY]])(
    'rejects the non-integer %p',
    (confirmedPeople) => {
      expect(issues(phoneConfirmBodySchema, { telefono, confirmedPeople }).map((i) => i.path)).toEqual([
        'confirmedPeople',
      ]);
    },
  );
});

describe('phoneConfirmFormSchema', () => {
  it('asks to select at least one person, up to the guest maximum', () => {
    expect(issues(phoneConfirmFormSchema(3), { confirmedPeople: 0 })).toEqual([
      { path: 'confirmedPeople', message: 'Debe seleccionar al menos 1 persona' },
    ]);
    expect(phoneConfirmFormSchema(3).safeParse({ confirmedPeople: 4 }).success).toBe(false);
    expect(phoneConfirmFormSchema(3).safeParse({ confirmedPeople: 3 }).success).toBe(true);
  });
});

describe('dominicanPhoneSchema (older rule)', () => {
  it.each([
    ['809-555-1234', '+18095551234'],
    ['(829) 555 1234', '+18295551234'],
    ['+1 849 555 1234', '+18495551234'],
    ['18095551234', '+18095551234'],
  ])('normalises %p to %p', (input, expected) => {
    expect(dominicanPhoneSchema.parse(input)).toBe(expected);
  });

  it.each([['555-1234'], ['+34 612 345 678'], ['809555123456']])('rejects %p', (input) => {
    expect(issues(dominicanPhoneSchema, input)).toEqual([
      { path: '', message: 'Formato de teléfono inválido. Use formato +1 809XXXXXXX' },
    ]);
  });

  it('requires a value', () => {
    expect(issues(dominicanPhoneSchema, '')).toEqual([{ path: '', message: 'Teléfono requerido' }]);
    expect(issues(dominicanPhoneSchema, undefined)).toEqual([{ path: '', message: 'Teléfono requerido' }]);
  });
});

describe('phone answers', () => {
  it('parses the lookup result in both shapes', () => {
    const invitado = { nombreCompleto: 'Ana', estadoConfirmacion: 'pendiente', maxPersonasPermitidas: 3 };
    const unified = { nombreCompleto: 'Luis', estadoConfirmacion: 'confirmado', maxPeopleAllowed: 2 };
    expect(lookupMaxPeople(phoneCheckResponseSchema.parse({ data: invitado }).data)).toBe(3);
    expect(lookupMaxPeople(phoneCheckResponseSchema.parse({ data: unified }).data)).toBe(2);
    expect(lookupMaxPeople({})).toBe(1);
  });

  it('parses the confirm answer with isSpecialGuest', () => {
    const answer = {
      message: 'ok',
      data: {
        nombreCompleto: 'Ana',
        estadoConfirmacion: 'confirmado',
        personasConfirmadas: 2,
        isSpecialGuest: true,
      },
    };
    expect(phoneConfirmResponseSchema.parse(answer)).toEqual(answer);
  });
});
