// Node-only entry point (`@wedding/shared-contracts/domain`), the guest domain: the mongoose models and
// their helpers, a guest's state, answers and edits, the record locks, and the status changes.
export { ALL_MODELS, ensureIndexes } from './ensure-indexes';
export {
  type AnswerOptions,
  type AnswerOutcome,
  answerGuest,
  applyAnswer,
  type GuestAnswer,
} from './guest-answer';
export { type GuestSource, LAST_STATUS_CHANGE, type StatusChangeRecord } from './guest-documents';
export { editGuest, type GuestEdit } from './guest-edit';
export { giveAnswerLanguage } from './guest-language';
export {
  dropParty,
  type KeptPartyOutcome,
  keepsPartyOf,
  type PartyOutcome,
  phoneTwinKeepingParty,
  saveParty,
  savePartyOfGuest,
} from './guest-party';
export {
  type GuestState,
  partyOf,
  readGuestState,
  toGuestState,
  withGuestLock,
  withPartyWithin,
} from './guest-state';
export {
  alsoOnOf,
  answerHeld,
  closeTwin,
  findTwin,
  findTwins,
  type GuestTwin,
  otherList,
  type TwinAnswerOptions,
  withGuestAndTwinLocks,
} from './guest-twin';
export { checkMenuInUse, mealsGone } from './menu-in-use';
export { absentWhenEmpty } from './model-helpers';
export { ContactModel, type ContactModelType, type ContactRaw, contactDbSchema } from './models/contact';
export {
  GuestStatusChangeModel,
  type GuestStatusChangeModelType,
  type GuestStatusChangeRaw,
  guestStatusChangeDbSchema,
} from './models/guest-status-change';
export { InvitadoModel, type InvitadoModelType, type InvitadoRaw, invitadoDbSchema } from './models/invitado';
export {
  LegacyGuestModel,
  type LegacyGuestModelType,
  type LegacyGuestRaw,
  legacyGuestDbSchema,
} from './models/legacy-guest';
export {
  REMINDER_TEMPLATES_ID,
  ReminderTemplatesModel,
  type ReminderTemplatesModelType,
  type ReminderTemplatesRaw,
  reminderTemplatesDbSchema,
} from './models/reminder-templates';
export {
  RSVP_GUEST_COUNT_MESSAGE,
  RsvpModel,
  type RsvpModelType,
  type RsvpRaw,
  rsvpDbSchema,
} from './models/rsvp';
export {
  UnifiedGuestModel,
  type UnifiedGuestModelType,
  type UnifiedGuestRaw,
  unifiedGuestDbSchema,
} from './models/unified-guest';
export {
  backfillUsernameKeys,
  UserModel,
  type UserModelType,
  type UserRaw,
  userDbSchema,
} from './models/user';
export { prepareGuestDatabase } from './prepare-database';
export {
  guestLockKey,
  type LockHolder,
  lockHolderIsGone,
  noteLockHeld,
  noteLockReleased,
  RECORD_LOCKS_COLLECTION,
  type RecordLocksAtOnce,
  releaseAfterFailure,
  thisProcess,
  tryRecordLocks,
  withRecordLock,
} from './record-lock';
export {
  completePendingStatusChanges,
  completePendingStatusChangesWhenConnected,
  findUnwrittenStatusChanges,
  type UnwrittenStatusChange,
} from './status-change-sweep';
export { statusChangeOf, statusChangeWritten, writeStatusChange, writeStatusChanges } from './status-changes';
export { type ApiOf, apiTransformOptions, toApi, toApiList } from './to-api';
export { usernameKey } from './username-key';
