import '@testing-library/jest-dom';

// jsdom has no TextEncoder/TextDecoder; react-router and react-dom/server use them
import { TextDecoder, TextEncoder } from 'node:util';

Object.assign(globalThis, {
  TextEncoder: globalThis.TextEncoder ?? TextEncoder,
  TextDecoder: globalThis.TextDecoder ?? TextDecoder,
});
