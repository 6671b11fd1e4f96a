// Test-only: react-router needs TextEncoder/TextDecoder, which jsdom does not provide. Import first.
import { TextDecoder, TextEncoder } from 'node:util';

const scope = globalThis as unknown as Record<string, unknown>;
scope.TextEncoder ??= TextEncoder;
scope.TextDecoder ??= TextDecoder;
