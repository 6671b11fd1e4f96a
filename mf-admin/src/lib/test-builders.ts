// Test data builders shared by mf-admin's tests (no React here: logic tests use them too).
import type { UnifiedGuest } from '@wedding/shared-contracts';

export const BUILT_AT = '2025-06-01T12:00:00.000Z';
let nextGuest = 1;

/**
 * A guest of the invitation list as GET /api/admin/unified-guests gives it: pending, one person, with a
 * unique id, name and invitation code; `overrides` set the rest.
 */
export function buildGuest(overrides: Partial<UnifiedGuest> = {}): UnifiedGuest {
  const n = nextGuest++;
  return {
    id: n.toString(16).padStart(24, '0'),
    name: `Guest ${n}`,
    email: null,
    phone: null,
    invitationCode: `CODE-${n}`,
    qrCode: `http://localhost:3000/invitation/CODE-${n}`,
    category: 'Amigos Sofía',
    maxPeopleAllowed: 1,
    expectedAttendees: 1,
    invitationStatus: 'pending',
    saveTheDateResponse: 'pending',
    confirmationStatus: 'pendiente',
    confirmedPeople: null,
    confirmationDate: null,
    notes: null,
    adminModified: 0,
    createdAt: BUILT_AT,
    updatedAt: BUILT_AT,
    ...overrides,
  };
}
