import '@testing-library/jest-dom';

// jsdom has no TextEncoder/TextDecoder; react-router and react-dom/server use them
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, {
  TextEncoder: globalThis.TextEncoder ?? TextEncoder,
  TextDecoder: globalThis.TextDecoder ?? TextDecoder,
});

// findBy*/waitFor give up after 1 s by default; a whole admin screen rendering in jsdom on a busy 2-core
// machine with two workers took 1.3 s once. What these tests wait for still has to appear.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5000 });
