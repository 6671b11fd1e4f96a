// `contacts`: contact form inquiries (spec §3).
import mongoose, { type InferSchemaType, Schema } from 'mongoose';
import { CONTACT_STATUSES, DEFAULT_CONTACT_STATUS, FIELD_MAX } from '../../constants';
import { apiTransformOptions } from '../to-api';

export const contactDbSchema = new Schema(
  {
    name: { type: String, required: true, trim: true, maxlength: FIELD_MAX.name },
    email: { type: String, required: true, trim: true, lowercase: true, maxlength: FIELD_MAX.email },
    /** A CONTACT_SUBJECTS key (free text is tolerated for older rows). */
    subject: { type: String, required: true, trim: true, maxlength: FIELD_MAX.category },
    message: { type: String, required: true, maxlength: FIELD_MAX.message },
    status: { type: String, enum: CONTACT_STATUSES, default: DEFAULT_CONTACT_STATUS, required: true },
    notes: { type: String, maxlength: FIELD_MAX.notes },
  },
  { collection: 'contacts', timestamps: true, toJSON: apiTransformOptions },
);

/** Newest first listing and the "recent inquiries" window. */
contactDbSchema.index({ createdAt: -1 });

export type ContactRaw = InferSchemaType<typeof contactDbSchema>;

const createContactModel = () => mongoose.model('Contact', contactDbSchema);
export type ContactModelType = ReturnType<typeof createContactModel>;
export const ContactModel: ContactModelType =
  (mongoose.models.Contact as ContactModelType | undefined) ?? createContactModel();
