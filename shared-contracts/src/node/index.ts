// Node-only entry point (`@wedding/shared-contracts/node`): mongoose models and their helpers.
export { configureMongoose } from './configure-mongoose';
export { ALL_MODELS, ensureIndexes } from './ensure-indexes';
export { absentWhenEmpty } from './model-helpers';
export { ContactModel, type ContactModelType, type ContactRaw, contactSchema } from './models/contact';
export {
  GuestStatusChangeModel,
  type GuestStatusChangeModelType,
  type GuestStatusChangeRaw,
  guestStatusChangeSchema,
} from './models/guest-status-change';
export { InvitadoModel, type InvitadoModelType, type InvitadoRaw, invitadoSchema } from './models/invitado';
export {
  LegacyGuestModel,
  type LegacyGuestModelType,
  type LegacyGuestRaw,
  legacyGuestSchema,
} from './models/legacy-guest';
export {
  RSVP_GUEST_COUNT_MESSAGE,
  RsvpModel,
  type RsvpModelType,
  type RsvpRaw,
  rsvpSchema,
} from './models/rsvp';
export {
  UnifiedGuestModel,
  type UnifiedGuestModelType,
  type UnifiedGuestRaw,
  unifiedGuestSchema,
} from './models/unified-guest';
export { UserModel, type UserModelType, type UserRaw, userSchema } from './models/user';
export { type ApiOf, apiTransformOptions, toApi, toApiList } from './to-api';
