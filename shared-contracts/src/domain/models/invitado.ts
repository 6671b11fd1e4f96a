// `invitados`: phone guests (spec §3). Field names stay Spanish, as stored.
import mongoose, { type InferSchemaType, Schema } from 'mongoose';
import {
  CONFIRMATION_STATUSES,
  DEFAULT_CONFIRMATION_STATUS,
  FIELD_MAX,
  GUEST_LANGUAGES,
  LIMITS,
} from '../../constants';
import { DEFAULT_GUEST_CATEGORY } from '../../wedding-facts';
import { guestFieldPaths, intPath } from '../model-helpers';
import { apiTransformOptions } from '../to-api';
import { statusChangeRecordDbSchema } from './guest-status-change';
import { partyPath } from './party-member';

export const invitadoDbSchema = new Schema(
  {
    nombreCompleto: { type: String, required: true, trim: true, maxlength: FIELD_MAX.name },
    /** E.164. */
    telefonoWhatsapp: { type: String, required: true, trim: true, maxlength: FIELD_MAX.phoneInput },
    categoria: {
      type: String,
      required: true,
      trim: true,
      maxlength: FIELD_MAX.category,
      default: DEFAULT_GUEST_CATEGORY,
    },
    maxPersonasPermitidas: {
      ...intPath(LIMITS.maxPeople.min, LIMITS.maxPeople.max),
      default: LIMITS.maxPeople.default,
      required: true,
    },
    acompanantesAsignados: {
      ...intPath(LIMITS.companions.min, LIMITS.companions.max),
      default: LIMITS.companions.default,
      required: true,
    },
    estadoConfirmacion: {
      type: String,
      enum: CONFIRMATION_STATUSES,
      default: DEFAULT_CONFIRMATION_STATUS,
      required: true,
    },
    personasConfirmadas: {
      ...intPath(LIMITS.confirmedPeople.min, LIMITS.confirmedPeople.max),
      default: null,
    },
    fechaConfirmacion: { type: Date, default: null },
    notas: { type: String, maxlength: FIELD_MAX.notes },
    /** The language of the guest's reminders; absent: Spanish. */
    language: { type: String, enum: GUEST_LANGUAGES },
    /** When a host last marked a WhatsApp reminder to the guest sent. */
    lastRemindedAt: { type: Date },
    /** The latest phone answer's status change (guest-status-change.ts); absent until the first. */
    lastStatusChange: { type: statusChangeRecordDbSchema, default: undefined },
    /** Who is coming, by name (party-member.ts); absent until the guest names someone. */
    party: partyPath,
    /** The hosts' own fields (schemas/guest-fields.ts). */
    ...guestFieldPaths('invitados'),
  },
  { collection: 'invitados', timestamps: true, toJSON: apiTransformOptions },
);

invitadoDbSchema.index({ telefonoWhatsapp: 1 }, { unique: true });

export type InvitadoRaw = InferSchemaType<typeof invitadoDbSchema>;

const createInvitadoModel = () => mongoose.model('Invitado', invitadoDbSchema);
export type InvitadoModelType = ReturnType<typeof createInvitadoModel>;
export const InvitadoModel: InvitadoModelType =
  (mongoose.models.Invitado as InvitadoModelType | undefined) ?? createInvitadoModel();
