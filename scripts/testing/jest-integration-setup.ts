// Integration tests talk to a real database engine.
jest.setTimeout(30_000);
