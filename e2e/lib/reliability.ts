// The kit of the reliability tests (e2e/tests/reliability-*.e2e.test.ts) and the wedding-day soak
// benchmark: the stack's database seen directly, guests seeded straight into it, admin sessions, timed
// API calls through the gateway, the audit invariant, and a process's memory from /proc.
// One import for the suites; each part lives in its own module.
export { adminHeaders, adminLogin, adminSession, guestCsv, uploadCsv } from './admin-calls';
export { auditProblems } from './audit-invariant';
export {
  type GuestState,
  guestStates,
  phoneNumbers,
  type SeededGuest,
  seedPhoneGuests,
} from './phone-guests';
export { percentile, rssKb } from './process-measures';
export { modelsOf, openDatabase } from './stack-database';
export { guestIp, phoneCheck, phoneConfirm, phoneDecline, type Timed, timedFetch } from './timed-calls';
export { eventually, sleep } from './waiting';
