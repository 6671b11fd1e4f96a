import { parseBackend } from './engine';

describe('EMBEDDED_DB_BACKEND', () => {
  it('takes postgresql or sqlite, and nothing (the first that works) when unset or empty', () => {
    expect(parseBackend('postgresql')).toBe('postgresql');
    expect(parseBackend('sqlite')).toBe('sqlite');
    expect(parseBackend(undefined)).toBeUndefined();
    expect(parseBackend('')).toBeUndefined();
  });

  it('refuses anything else with a message naming the choices', () => {
    expect(() => parseBackend('postgres')).toThrow(
      'EMBEDDED_DB_BACKEND must be postgresql or sqlite (got "postgres")',
    );
  });
});
