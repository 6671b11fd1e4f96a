// Node-only entry point (`@wedding/shared-contracts/node`): mongoose models and their helpers.
export { configureMongoose } from './configure-mongoose';
export { ALL_MODELS, ensureIndexes } from './ensure-indexes';
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
export { type ApiOf, apiTransformOptions, toApi, toApiList } from './to-api';
export { usernameKey } from './username-key';
