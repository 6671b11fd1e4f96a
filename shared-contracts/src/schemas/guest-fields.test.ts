import { GUEST_CATEGORIES } from '../wedding-facts';
import { z } from '../zod';
import {
  GUEST_FIELDS,
  guestFieldChanges,
  guestFieldNames,
  guestFieldShapes,
  guestFieldValues,
} from './guest-fields';
import { guestCreateBodySchema, guestUpdateBodySchema, unifiedGuestSchema } from './guests';
import { invitadoCreateBodySchema, invitadoSchema, invitadoUpdateBodySchema } from './invitados';

const TABLE = GUEST_FIELDS[0];

describe('the guest field registry', () => {
  it('names each field on each list in its language, each name once', () => {
    expect(guestFieldNames('unified_guests')).toEqual(['tableNumber']);
    expect(guestFieldNames('invitados')).toEqual(['mesa']);
    for (const list of ['unified_guests', 'invitados'] as const)
      expect(new Set(guestFieldNames(list)).size).toBe(GUEST_FIELDS.length);
  });

  it('reads a form’s text on create; blank or missing is none', () => {
    const create = z.object(guestFieldShapes('unified_guests', 'create'));
    expect(create.parse({ tableNumber: ' 12 ' })).toEqual({ tableNumber: 12 });
    expect(create.parse({ tableNumber: 7 })).toEqual({ tableNumber: 7 });
    expect(create.parse({ tableNumber: '' }).tableNumber).toBeUndefined();
    expect(create.parse({}).tableNumber).toBeUndefined();
  });

  it('on an edit, blank or null clears (null) and missing keeps (undefined)', () => {
    const update = z.object(guestFieldShapes('invitados', 'update'));
    expect(update.parse({ mesa: '' })).toEqual({ mesa: null });
    expect(update.parse({ mesa: null })).toEqual({ mesa: null });
    expect(update.parse({}).mesa).toBeUndefined();
    expect(update.parse({ mesa: '200' })).toEqual({ mesa: 200 });
  });

  it.each([0, 201, 3.5, '1e2', 'doce', true, [], { $gt: 0 }])(
    'refuses %p with the field’s message',
    (value) => {
      for (const mode of ['create', 'update'] as const) {
        const result = z.object(guestFieldShapes('unified_guests', mode)).safeParse({ tableNumber: value });
        expect(result.success).toBe(false);
        expect(result.error?.issues.map((issue) => issue.message)).toEqual([TABLE.message]);
      }
    },
  );

  it('is in both lists’ entity, create and update schemas', () => {
    expect(unifiedGuestSchema.shape.tableNumber).toBeDefined();
    expect(
      guestCreateBodySchema.parse({ name: 'Ana', category: GUEST_CATEGORIES[0], tableNumber: '4' }),
    ).toMatchObject({
      tableNumber: 4,
    });
    expect(guestUpdateBodySchema.parse({ tableNumber: '' })).toEqual({ tableNumber: null });
    expect(invitadoSchema.shape.mesa).toBeDefined();
    expect(invitadoCreateBodySchema.shape.mesa).toBeDefined();
    expect(invitadoUpdateBodySchema.parse({ mesa: 9 })).toEqual({ mesa: 9 });
  });

  it('gives the values a body holds and an edit’s changes by stored name', () => {
    expect(guestFieldValues('invitados', { mesa: 3, nombreCompleto: 'Ana' })).toEqual({ mesa: 3 });
    expect(guestFieldValues('invitados', { mesa: undefined })).toEqual({});
    expect(guestFieldChanges('unified_guests', { tableNumber: 5 })).toEqual({
      set: { tableNumber: 5 },
      unset: [],
    });
    expect(guestFieldChanges('unified_guests', { tableNumber: null })).toEqual({
      set: {},
      unset: ['tableNumber'],
    });
    expect(guestFieldChanges('unified_guests', { name: 'x' })).toEqual({ set: {}, unset: [] });
  });
});
