import { startDatabaseUri, startPorts } from './start-settings';

describe('where npm start and seed:demo find the database (issue 38 item 8)', () => {
  it('the embedded one on DB_PORT, or the default port', () => {
    expect(startDatabaseUri({})).toBe('mongodb://127.0.0.1:27027/wedding');
    expect(startDatabaseUri({ DB_PORT: '27999' })).toBe('mongodb://127.0.0.1:27999/wedding');
  });

  it("MONGODB_URI's server, with the database npm start's services use", () => {
    expect(startDatabaseUri({ MONGODB_URI: 'mongodb://db.example:27017/other?authSource=admin' })).toBe(
      'mongodb://db.example:27017/wedding?authSource=admin',
    );
  });

  it('refuses a port that is not one, naming the variable', () => {
    expect(() => startDatabaseUri({ DB_PORT: '27o27' })).toThrow(
      'DB_PORT must be a whole number between 1 and 65535 (got "27o27")',
    );
    expect(() => startPorts({ PORT: '0' })).toThrow('PORT must be a whole number');
    expect(startPorts({ PORT: '8080' }).gateway).toBe(8080);
  });
});
