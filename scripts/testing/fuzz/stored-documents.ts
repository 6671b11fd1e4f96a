// The check made after every property: no stored document that violates its schema.
import {
  adminUserSchema,
  contactSchema,
  invitadoSchema,
  legacyGuestSchema,
  rsvpSchema,
  unifiedGuestSchema,
} from '@wedding/shared-contracts';
import { ALL_MODELS, toApi } from '@wedding/shared-contracts/domain';
import type { Model } from 'mongoose';
import type { z } from 'zod';

/** The API shape each stored document must also have (what the admin screens read). */
const API_SCHEMAS: Record<string, z.ZodType> = {
  User: adminUserSchema,
  UnifiedGuest: unifiedGuestSchema,
  Invitado: invitadoSchema,
  LegacyGuest: legacyGuestSchema,
  // a response given on an invitation page has no e-mail, but then it belongs to a guest
  Rsvp: rsvpSchema
    .extend({ email: rsvpSchema.shape.email.optional() })
    .refine((rsvp) => rsvp.email !== undefined || Boolean(rsvp.unifiedGuestId ?? rsvp.guestId), {
      error: 'a response without an e-mail must belong to a guest',
    }),
  Contact: contactSchema,
};

/** Fields holding a phone number: always E.164 once stored. */
const PHONE_FIELDS = new Set(['telefonoWhatsapp', 'phone', 'phoneNumber']);
const E164 = /^\+[1-9]\d{6,14}$/;

function badKeys(value: unknown, path: string, out: string[]): void {
  if (Array.isArray(value)) {
    for (const [index, inner] of value.entries()) badKeys(inner, `${path}[${index}]`, out);
    return;
  }
  if (value === null || typeof value !== 'object' || value instanceof Date) return;
  if (value.constructor?.name === 'ObjectId' || Buffer.isBuffer(value)) return;
  for (const key of Object.getOwnPropertyNames(value)) {
    if (
      key.startsWith('$') ||
      key === '__proto__' ||
      key === 'constructor' ||
      key === 'prototype' ||
      key.includes('.')
    ) {
      out.push(`${path}.${key}`);
    }
    badKeys((value as Record<string, unknown>)[key], `${path}.${key}`, out);
  }
}

/**
 * Every document of every model, read raw from the database, checked four ways: mongoose validation of
 * the hydrated document, no key that is an operator or a prototype name, no path the model does not
 * know, phone numbers in E.164, and the API entity schema. Returns the problems found (empty = clean).
 */
export async function storedDocumentProblems(): Promise<string[]> {
  const problems: string[] = [];
  for (const model of ALL_MODELS) {
    const docs = await model.collection.find({}).toArray();
    const known = new Set(['_id', '__v', ...Object.keys(model.schema.paths)]);
    for (const raw of docs) {
      const where = `${model.collection.collectionName} ${String(raw._id)}`;
      const keys: string[] = [];
      badKeys(raw, '', keys);
      if (keys.length) problems.push(`${where}: forbidden keys ${keys.join(', ')}`);
      const unknown = Object.keys(raw).filter((key) => !known.has(key));
      if (unknown.length) problems.push(`${where}: unknown paths ${unknown.join(', ')}`);
      for (const field of PHONE_FIELDS) {
        const value = (raw as Record<string, unknown>)[field];
        if (value !== undefined && value !== null && !(typeof value === 'string' && E164.test(value))) {
          problems.push(`${where}: ${field} is not E.164: ${JSON.stringify(value)}`);
        }
      }
      const invalid = await (model as unknown as Model<unknown>)
        .hydrate(raw)
        .validate()
        .then(
          () => null,
          (error: Error) => error,
        );
      if (invalid) problems.push(`${where}: ${invalid.message}`);
      const apiSchema = API_SCHEMAS[model.modelName];
      if (apiSchema) {
        const parsed = apiSchema.safeParse(toApi(raw));
        if (!parsed.success) {
          problems.push(
            `${where}: API shape: ${parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
          );
        }
      }
    }
  }
  return problems;
}
