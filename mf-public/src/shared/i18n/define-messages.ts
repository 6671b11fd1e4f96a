/**
 * Each feature keeps its own messages (`src/features/<feature>/messages.ts`) as one Spanish and one
 * English object with exactly the same keys; `catalogs.ts` merges them. Messages are ICU strings
 * (plurals, selects, dates through react-intl).
 */
export type Messages = Readonly<Record<string, string>>;

/** English must have exactly the Spanish keys: a missing or extra key is a type error. */
export type Translation<Es extends Messages> = { readonly [K in keyof Es]: string };
