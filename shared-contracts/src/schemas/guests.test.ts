import type { z } from 'zod';
import { GUEST_CATEGORIES } from '../wedding-facts';
import {
  guestCreateBodySchema,
  guestUpdateBodySchema,
  legacyGuestSchema,
  unifiedGuestListResponseSchema,
  unifiedGuestSchema,
} from './guests';

const issues = (schema: z.ZodType, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success
    ? []
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

const category = GUEST_CATEGORIES[0];
const now = new Date().toJSON();

describe('guestCreateBodySchema', () => {
  it('accepts a minimal guest; maxPeopleAllowed defaults to 1; unknown keys stripped', () => {
    expect(guestCreateBodySchema.parse({ name: ' Ana Pérez ', category, adminModified: 99 })).toEqual({
      name: 'Ana Pérez',
      category,
      maxPeopleAllowed: 1,
    });
  });

  it.each([[''], ['  '], [null], [undefined]])('turns a blank maxPeopleAllowed %p into 1', (value) => {
    expect(
      guestCreateBodySchema.parse({ name: 'Ana', category, maxPeopleAllowed: value }).maxPeopleAllowed,
    ).toBe(1);
  });

  it('accepts numeric strings and numbers within 1..10', () => {
    expect(
      guestCreateBodySchema.parse({ name: 'Ana', category, maxPeopleAllowed: '4' }).maxPeopleAllowed,
    ).toBe(4);
    expect(
      guestCreateBodySchema.parse({ name: 'Ana', category, maxPeopleAllowed: 10 }).maxPeopleAllowed,
    ).toBe(10);
  });

  it.each([[0], [11], [2.5], ['abc'], [{ $gt: 1 }], [[3]]])('rejects maxPeopleAllowed %p', (value) => {
    expect(
      issues(guestCreateBodySchema, { name: 'Ana', category, maxPeopleAllowed: value }).map((i) => i.path),
    ).toEqual(['maxPeopleAllowed']);
  });

  it('requires a name and a known category', () => {
    expect(issues(guestCreateBodySchema, { category: 'Vecinos' })).toEqual([
      { path: 'name', message: 'Name is required' },
      { path: 'category', message: 'Category must be one of the six guest categories' },
    ]);
  });

  it('validates e-mail only when given and normalises it', () => {
    expect(guestCreateBodySchema.parse({ name: 'Ana', category, email: '' }).email).toBeUndefined();
    expect(guestCreateBodySchema.parse({ name: 'Ana', category, email: 'Ana@Mail.com' }).email).toBe(
      'ana@mail.com',
    );
    expect(issues(guestCreateBodySchema, { name: 'Ana', category, email: 'ana@' })).toEqual([
      { path: 'email', message: 'Invalid email address' },
    ]);
  });

  it('bounds every text field and rejects operators', () => {
    expect(guestCreateBodySchema.safeParse({ name: 'x'.repeat(121), category }).success).toBe(false);
    expect(guestCreateBodySchema.safeParse({ name: 'Ana', category, notes: 'x'.repeat(2001) }).success).toBe(
      false,
    );
    expect(guestCreateBodySchema.safeParse({ name: 'Ana', category, phone: '1'.repeat(33) }).success).toBe(
      false,
    );
    expect(guestCreateBodySchema.safeParse({ name: { $ne: null }, category }).success).toBe(false);
    expect(
      guestCreateBodySchema.safeParse({ name: 'Ana', category: { $in: GUEST_CATEGORIES } }).success,
    ).toBe(false);
  });
});

describe('guestUpdateBodySchema', () => {
  it('allows an empty update', () => {
    expect(guestUpdateBodySchema.parse({})).toEqual({});
  });

  it('accepts the edit-only fields', () => {
    expect(
      guestUpdateBodySchema.parse({
        invitationStatus: 'sent',
        saveTheDateResponse: 'yes',
        confirmationStatus: 'confirmado',
        confirmedPeople: '3',
      }),
    ).toEqual({
      invitationStatus: 'sent',
      saveTheDateResponse: 'yes',
      confirmationStatus: 'confirmado',
      confirmedPeople: 3,
    });
  });

  it('confirmedPeople: 0..10, blank clears, missing keeps', () => {
    expect(guestUpdateBodySchema.parse({ confirmedPeople: 0 }).confirmedPeople).toBe(0);
    expect(guestUpdateBodySchema.parse({ confirmedPeople: '' }).confirmedPeople).toBeNull();
    expect(guestUpdateBodySchema.parse({ confirmedPeople: null }).confirmedPeople).toBeNull();
    expect(guestUpdateBodySchema.parse({})).not.toHaveProperty('confirmedPeople');
    expect(issues(guestUpdateBodySchema, { confirmedPeople: 11 })).toEqual([
      { path: 'confirmedPeople', message: 'Confirmed people must be at most 10' },
    ]);
    expect(issues(guestUpdateBodySchema, { confirmedPeople: -1 })).toEqual([
      { path: 'confirmedPeople', message: 'Confirmed people must be at least 0' },
    ]);
    expect(issues(guestUpdateBodySchema, { confirmedPeople: 1.5 })).toEqual([
      { path: 'confirmedPeople', message: 'Confirmed people must be a whole number' },
    ]);
  });

  it('a blank maxPeopleAllowed keeps the current value', () => {
    expect(guestUpdateBodySchema.parse({ maxPeopleAllowed: '' }).maxPeopleAllowed).toBeUndefined();
  });

  it('blank e-mail or phone clears them', () => {
    expect(guestUpdateBodySchema.parse({ email: '', phone: '' })).toEqual({ email: null, phone: null });
  });

  it('rejects unknown statuses and a blank name', () => {
    expect(
      issues(guestUpdateBodySchema, { name: '', confirmationStatus: 'maybe' }).map((i) => i.path),
    ).toEqual(['name', 'confirmationStatus']);
  });
});

describe('guest entities', () => {
  const guest = {
    id: 'g1',
    name: 'Ana',
    email: null,
    phone: '+18095551234',
    invitationCode: 'ABC123',
    qrCode: null,
    category,
    maxPeopleAllowed: 2,
    expectedAttendees: 2,
    invitationStatus: 'pending',
    saveTheDateResponse: 'pending',
    confirmationStatus: 'pendiente',
    confirmedPeople: null,
    confirmationDate: null,
    notes: null,
    adminModified: 0,
    createdAt: now,
    updatedAt: now,
  };

  it('parses a unified guest and the list envelope', () => {
    expect(unifiedGuestSchema.parse(guest)).toEqual(guest);
    expect(unifiedGuestListResponseSchema.parse({ data: [guest] }).data).toHaveLength(1);
    expect(unifiedGuestSchema.safeParse({ ...guest, confirmationStatus: 'maybe' }).success).toBe(false);
  });

  it('parses a legacy guest', () => {
    const legacy = {
      id: 'l1',
      invitationCode: 'OLD1',
      name: 'Luis',
      guestGroup: 'Familia',
      expectedAttendees: 1,
      invitationStatus: 'sent',
      saveTheDateResponse: 'no',
      createdAt: now,
      updatedAt: now,
    };
    expect(legacyGuestSchema.parse(legacy)).toEqual(legacy);
  });
});
