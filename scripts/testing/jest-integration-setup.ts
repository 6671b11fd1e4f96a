// Integration tests talk to a real database engine.
import { Test } from 'supertest';
import { nonConformance } from './openapi-responses';

jest.setTimeout(30_000);

// Every supertest answer is held against the service's OpenAPI document (openapi-responses.ts): the test
// that received one the document does not describe fails, naming it.
const found: string[] = [];
type Assert = (
  error: Error | null,
  res: { status: number; headers: Record<string, string>; body: unknown },
  fn: unknown,
) => void;
const prototype = Test.prototype as unknown as { assert: Assert; method: string; url: string };
const assert = prototype.assert;
prototype.assert = function (this: typeof prototype, error, res, fn) {
  if (res) {
    const problem = nonConformance(this.method, this.url, res);
    if (problem) found.push(problem);
  }
  return assert.call(this, error, res, fn);
};

afterEach(() => {
  if (found.length === 0) return;
  const problems = found.splice(0);
  throw new Error(`answers the OpenAPI document does not describe:\n${[...new Set(problems)].join('\n')}`);
});
