// jsdom lacks what react-router needs at import time; import this before react-router in tests.
import { TextDecoder, TextEncoder } from 'node:util';

const scope = globalThis as unknown as Record<string, unknown>;
scope.TextEncoder ??= TextEncoder;
scope.TextDecoder ??= TextDecoder;
