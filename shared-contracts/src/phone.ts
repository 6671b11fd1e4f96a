// `@wedding/shared-contracts/phone`: the phone rules (libphonenumber-js, no zod) and the zod checks
// built on them, in two modules so that a bundle that uses only the rules leaves zod out.
export * from './phone-rules';
export * from './phone-schemas';
