import { isCrossSiteRequest } from './cross-site';

const allowed = ['http://localhost:3000', 'http://127.0.0.1:3000'];

describe('isCrossSiteRequest', () => {
  it.each([
    [{}, false],
    [{ 'sec-fetch-site': 'same-origin' }, false],
    [{ 'sec-fetch-site': 'none' }, false],
    [{ origin: 'http://localhost:3000' }, false],
    [{ origin: 'http://127.0.0.1:3000', 'sec-fetch-site': 'same-origin' }, false],
    [{ 'sec-fetch-site': 'cross-site' }, true],
    [{ 'sec-fetch-site': 'same-site' }, true],
    [{ origin: 'null' }, true],
    [{ origin: 'https://evil.example' }, true],
    [{ origin: 'http://localhost:3000.evil.example' }, true],
    [{ origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' }, true],
    [{ origin: 'https://evil.example', 'sec-fetch-site': 'same-origin' }, true],
  ])('%j → %s', (headers, expected) => {
    expect(isCrossSiteRequest(headers, allowed)).toBe(expected);
  });
});
