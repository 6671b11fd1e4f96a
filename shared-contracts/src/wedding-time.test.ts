import { endOfVenueDay, rsvpClosed, rsvpOver, venueDateTime, weddingPhase } from './wedding-time';

const dates = {
  ceremonyStart: '2025-11-15T17:00:00-04:00',
  weddingDate: '2025-11-15',
  replyDeadline: '2025-11-01',
};

describe('wedding time', () => {
  it('writes a day and a time at the venue with its offset', () => {
    expect(venueDateTime('2025-11-15', '18:30', dates)).toBe('2025-11-15T18:30:00-04:00');
  });

  it('ends a day at midnight at the venue (UTC-4)', () => {
    expect(endOfVenueDay('2025-11-01', dates).toISOString()).toBe('2025-11-02T04:00:00.000Z');
    expect(() => endOfVenueDay('someday', dates)).toThrow('Not a calendar day');
  });

  it.each([
    ['2025-10-01T12:00:00Z', 'replying'],
    // the deadline day is still a day to reply, to its last second at the venue
    ['2025-11-02T03:59:59Z', 'replying'],
    ['2025-11-02T04:00:00Z', 'past-deadline'],
    // the wedding day is the venue's calendar day: from its midnight (04:00 UTC) to the next
    ['2025-11-15T03:59:59Z', 'past-deadline'],
    ['2025-11-15T04:00:00Z', 'wedding-day'],
    // 23:00 on the 14th in New York is already the wedding day at the venue
    ['2025-11-14T23:00:00-05:00', 'wedding-day'],
    ['2025-11-15T21:00:00Z', 'wedding-day'],
    ['2025-11-16T03:59:59Z', 'wedding-day'],
    ['2025-11-16T04:00:00Z', 'after-wedding'],
    ['2026-11-27T00:00:00Z', 'after-wedding'],
  ])('at %s the wedding is %s', (now, phase) => {
    expect(weddingPhase(new Date(now), dates)).toBe(phase);
  });

  it('closes the RSVP pages after the deadline only when the couple chose to', () => {
    expect(rsvpClosed('replying', true)).toBe(false);
    expect(rsvpClosed('past-deadline', true)).toBe(true);
    expect(rsvpClosed('after-wedding', true)).toBe(true);
    expect(rsvpClosed('past-deadline', false)).toBe(false);
    expect(rsvpClosed('after-wedding', false)).toBe(false);
    // the wedding day takes answers as the days after the deadline do
    expect(rsvpClosed('wedding-day', true)).toBe(true);
    expect(rsvpClosed('wedding-day', false)).toBe(false);
  });

  it('thanks the guests in place of the forms after the wedding day only when the couple chose to', () => {
    for (const phase of ['replying', 'past-deadline', 'wedding-day'] as const) {
      expect(rsvpOver(phase, true)).toBe(false);
      expect(rsvpClosed(phase, false, true)).toBe(false);
    }
    expect(rsvpOver('after-wedding', true)).toBe(true);
    expect(rsvpClosed('after-wedding', false, true)).toBe(true);
    expect(rsvpOver('after-wedding', false)).toBe(false);
  });

  it('reads a wedding on another day, at another offset', () => {
    const other = {
      ceremonyStart: '2026-06-20T16:00:00+02:00',
      weddingDate: '2026-06-20',
      replyDeadline: '2026-05-31',
    };
    expect(weddingPhase(new Date('2026-06-19T21:59:59Z'), other)).toBe('past-deadline');
    expect(weddingPhase(new Date('2026-06-19T22:00:00Z'), other)).toBe('wedding-day');
    expect(weddingPhase(new Date('2026-06-20T22:00:00Z'), other)).toBe('after-wedding');
  });
});
