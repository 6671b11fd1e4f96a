// Browser tests start whole stacks and browsers: jest's 5 s default is too short.
jest.setTimeout(120_000);
