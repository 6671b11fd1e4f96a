/**
 * @jest-environment jsdom
 */
// In a browser, no schema of shared-contracts may make zod call the Function constructor: the site's CSP
// has no 'unsafe-eval', and even zod's caught probe is reported as a CSP violation.
describe('zod in the browser', () => {
  it('is jitless before the first schema is built, and parsing never constructs a Function', () => {
    const RealFunction = globalThis.Function;
    const constructed: string[] = [];
    globalThis.Function = new Proxy(RealFunction, {
      construct(target, args) {
        constructed.push(String(args.at(-1)));
        return Reflect.construct(target, args);
      },
      apply(target, self, args) {
        constructed.push(String(args.at(-1)));
        return Reflect.apply(target, self, args);
      },
    });
    try {
      jest.isolateModules(() => {
        const contracts = require('./index') as typeof import('./index');
        const { z } = require('zod') as typeof import('zod');
        expect(z.config().jitless).toBe(true);
        expect(contracts.contactSubmitBodySchema.safeParse({ name: 'Ana' }).success).toBe(false);
        expect(
          contracts.loginBodySchema.safeParse({ username: 'owner', password: 'secret', extra: 1 }).success,
        ).toBe(true);
        // a schema built after loading, as the forms do
        expect(contracts.phoneConfirmFormSchema(4).safeParse({ confirmedPeople: 2 }).success).toBe(true);
      });
    } finally {
      globalThis.Function = RealFunction;
    }
    expect(constructed).toEqual([]);
  });
});
