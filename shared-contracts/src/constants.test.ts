import {
  ADMIN_ROLES,
  BREAKPOINTS,
  CONFIRMATION_STATUSES,
  CONTACT_STATUSES,
  CONTACT_SUBJECTS,
  CSV_EXPORT_COLUMNS,
  DEFAULT_ADMIN_ROLE,
  DEFAULT_PHONE_COUNTRY,
  exportFileName,
  INVITATION_STATUSES,
  LIMITS,
  PHONE_COUNTRIES,
  SAVE_THE_DATE_RESPONSES,
  TOAST,
} from './constants';

describe('constants', () => {
  it('lists the enumerations of the spec', () => {
    expect(CONFIRMATION_STATUSES).toEqual(['pendiente', 'confirmado', 'rechazado']);
    expect(INVITATION_STATUSES).toEqual(['pending', 'sent', 'opened', 'responded']);
    expect(SAVE_THE_DATE_RESPONSES).toEqual(['yes', 'no', 'pending']);
    expect(CONTACT_STATUSES).toEqual(['new', 'in_progress', 'resolved', 'archived']);
    expect(ADMIN_ROLES).toEqual(['super_admin', 'admin', 'moderator']);
    expect(DEFAULT_ADMIN_ROLE).toBe('moderator');
  });

  it('has nine snake_case contact subject keys', () => {
    expect(CONTACT_SUBJECTS).toHaveLength(9);
    expect(new Set(CONTACT_SUBJECTS).size).toBe(9);
    for (const key of CONTACT_SUBJECTS) expect(key).toMatch(/^[a-z]+(_[a-z]+)*$/);
  });

  it('orders the phone countries with DO first', () => {
    expect(PHONE_COUNTRIES).toEqual(['DO', 'US', 'ES', 'CO', 'MX', 'PR', 'VE', 'AR', 'CL', 'PE']);
    expect(DEFAULT_PHONE_COUNTRY).toBe('DO');
  });

  it('keeps the CSV export columns in order', () => {
    expect(CSV_EXPORT_COLUMNS.join(',')).toBe(
      'Name,Email,Phone,Guest Group,Expected Attendees,Confirmation Status,Confirmed People,Invitation Code,Created Date',
    );
  });

  it('names the export file after the date', () => {
    expect(exportFileName(new Date('2025-11-01T10:00:00.000Z'))).toBe('wedding_guests_2025-11-01.csv');
  });

  it('has the limits and UI values of section 9', () => {
    expect(LIMITS.maxPeople).toEqual({ min: 1, max: 10, default: 1 });
    expect(LIMITS.companions).toEqual({ min: 0, max: 10, default: 0 });
    expect(LIMITS.phoneConfirmPeople.max).toBe(20);
    expect(BREAKPOINTS).toEqual({ narrow: 768, small: 640, xsmall: 480 });
    expect(TOAST).toMatchObject({
      limit: 1,
      durationMs: 5000,
      swipeThreshold: 50,
      hotkey: 'F8',
      maxWidthPx: 420,
    });
  });
});
