// Rate-limit windows for tests. The limits count in windows aligned to the clock (DatabaseRateLimitStore):
// a test counting up to a limit while a window ends would see the count start again and fail now and then
// (a 10-minute window ends during a 3-second test once in 200 runs). Tests therefore count in windows of 30
// days, unless they set a window themselves.
export const TEST_RATE_LIMIT_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;

/** svc-public's windows, as its configuration object takes them. */
export const PUBLIC_TEST_WINDOWS = {
  PHONE_RATE_LIMIT_IP_WINDOW_MS: TEST_RATE_LIMIT_WINDOW_MS,
  PHONE_RATE_LIMIT_NUMBER_WINDOW_MS: TEST_RATE_LIMIT_WINDOW_MS,
  CONTACT_RATE_LIMIT_WINDOW_MS: TEST_RATE_LIMIT_WINDOW_MS,
  RSVP_RATE_LIMIT_WINDOW_MS: TEST_RATE_LIMIT_WINDOW_MS,
  INVITATION_RATE_LIMIT_WINDOW_MS: TEST_RATE_LIMIT_WINDOW_MS,
} as const;

/** svc-admin's window, as its configuration object takes it. */
export const ADMIN_TEST_WINDOWS = {
  LOGIN_RATE_LIMIT_WINDOW_MINUTES: TEST_RATE_LIMIT_WINDOW_MS / 60_000,
} as const;

/** Both services' windows as environment variables (a whole stack, or a configuration read from them). */
export const TEST_WINDOWS_ENV: Record<string, string> = Object.fromEntries(
  Object.entries({ ...PUBLIC_TEST_WINDOWS, ...ADMIN_TEST_WINDOWS }).map(([name, value]) => [
    name,
    String(value),
  ]),
);
