// `@wedding/shared-contracts/phone`: the phone rules (libphonenumber-js, no zod) and the zod checks
// built on them, in separate modules so that a bundle that uses only the rules leaves zod out.
export * from './phone-display';
export * from './phone-input';
export * from './phone-reading';
export * from './phone-rules';
export * from './phone-schemas';
export { cleanPhoneText, INVISIBLE_CHARACTERS } from './phone-text';
