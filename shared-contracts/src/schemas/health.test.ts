import { healthResponseSchema } from './health';

describe('health', () => {
  it('parses both states', () => {
    expect(healthResponseSchema.parse({ status: 'ok', db: 'up' })).toEqual({ status: 'ok', db: 'up' });
    expect(healthResponseSchema.parse({ status: 'unavailable', db: 'down' }).db).toBe('down');
    expect(healthResponseSchema.safeParse({ status: 'fine', db: 'up' }).success).toBe(false);
  });
});
