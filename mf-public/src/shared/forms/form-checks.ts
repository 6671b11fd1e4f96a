import type { FieldValues, Resolver } from 'react-hook-form';

/** The checks module could not be loaded (the network dropped): nothing was checked, nothing is sent. */
export class ChecksUnavailable extends Error {
  constructor(cause: unknown) {
    super('the form checks could not be loaded', { cause });
    this.name = 'ChecksUnavailable';
  }
}

/**
 * A form's checks (zod, @hookform/resolvers and the shared schemas: a large download, and a long task on a
 * phone when evaluated) are not needed to read the page or to fill the form in, so they are
 * not part of the page's first load: the form's resolver is this one, which waits for the checks module
 * (`load`, started early by `prefetchChecks` when the guest first puts the focus in the form; there by
 * submit time, unless the guest was very quick) and then runs the resolver the module gives. When the
 * module cannot be loaded it throws `ChecksUnavailable`, which `useFormSubmit` reports.
 *
 * `load` must be a loader made once for the module (`loadOnce`), not a new function per render. After
 * that throw react-hook-form resets `isSubmitting` but leaves `isValidating` set: read neither for a
 * pending state (the forms use their mutation's).
 */
export function checksResolver<TValues extends FieldValues, TChecks, TOut>(
  load: () => Promise<TChecks>,
  resolverOf: (checks: TChecks) => Resolver<TValues, unknown, TOut>,
): Resolver<TValues, unknown, TOut> {
  return async (values, context, options) => {
    let checks: TChecks;
    try {
      checks = await load();
    } catch (error) {
      throw new ChecksUnavailable(error);
    }
    return resolverOf(checks)(values, context, options);
  };
}

/** Starts loading the checks (a failure is not reported: the submit tries again and says so). */
export const prefetchChecks = (load: () => Promise<unknown>) => () => {
  load().catch(() => undefined);
};
