// Invitation codes and the link a guest's QR code opens.
import { randomInt } from 'node:crypto';

/** Letters and digits that cannot be mistaken for each other when read aloud or typed (no 0/O, 1/I/L). */
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const GENERATED_CODE_LENGTH = 8;

/** A random code, e.g. "K7M2QX9P" (31^8 ≈ 8.5·10^11 codes; the unique index catches the rare repeat). */
export function generateInvitationCode(): string {
  let code = '';
  for (let i = 0; i < GENERATED_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}

/** The public invitation screen of `code` (ARCHITECTURE.md: /invitation/:code), which its QR code opens. */
export function invitationUrl(publicOrigin: string, code: string): string {
  return `${publicOrigin.replace(/\/+$/, '')}/invitation/${encodeURIComponent(code)}`;
}
