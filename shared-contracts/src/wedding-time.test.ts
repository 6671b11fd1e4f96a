import { endOfVenueDay, rsvpClosed, venueDateTime, weddingPhase } from './wedding-time';

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
    ['2025-11-16T03:59:59Z', 'past-deadline'],
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
  });
});
