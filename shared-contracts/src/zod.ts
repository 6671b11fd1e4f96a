// zod as every browser-bound module of shared-contracts imports it. In a browser, zod's JIT is switched
// off before any schema exists: zod probes `new Function('')` when it builds an object schema, and the
// site's CSP (no 'unsafe-eval') refuses that and reports a securitypolicyviolation on every page that
// loads a form, even though zod swallows the error. Servers (no DOM) keep the JIT.
import { z } from 'zod';

if ((globalThis as { document?: unknown }).document !== undefined) z.config({ jitless: true });

export { z };
