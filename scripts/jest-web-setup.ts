import '@testing-library/jest-dom';

// jsdom has no TextEncoder/TextDecoder; react-router and react-dom/server use them
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, {
  TextEncoder: globalThis.TextEncoder ?? TextEncoder,
  TextDecoder: globalThis.TextDecoder ?? TextDecoder,
});

// findBy*/waitFor give up after 1 s by default; a whole admin screen rendering in jsdom on a busy 2-core
// machine with two workers can take longer. What these tests wait for still has to appear.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });

// a page test renders a whole screen in jsdom and drives it with user-event: several seconds on a busy
// 2-core machine with two workers, sometimes past jest's 5 s default; these tests wait on findBy*/waitFor for
// what they assert, so the limit only has to end a test that really hangs. Set here:
// jest reads `testTimeout` from the global configuration only, never from a project's.
jest.setTimeout(30_000);
