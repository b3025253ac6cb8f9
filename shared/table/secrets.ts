// Seat keys, host keys and table ids are random; keys are stored only as SHA-256 hashes. The hash is
// computed synchronously (crypto.subtle is async) so a message is handled in one synchronous step and
// two messages can never interleave inside the Durable Object: @noble/hashes, audited and synchronous.
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';

/** The SHA-256 of a string's UTF-8 bytes, in lowercase hex. */
export function sha256Hex(text: string): string {
  return bytesToHex(sha256(utf8ToBytes(text)));
}

/** A random URL-safe secret of `bytes` random bytes (base64url, no padding). */
export function newSecret(bytes: number): string {
  const raw = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...raw))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
}

/** A new table id: 96 random bits as 16 URL-safe characters. */
export function newTableId(): string {
  return newSecret(12);
}

/** True for a string shaped like a table id (the route refuses anything else before waking an object). */
export function isTableId(id: string): boolean {
  return /^[A-Za-z0-9_-]{16}$/.test(id);
}

/** A new seat or host key: 128 random bits. */
export function newKey(): string {
  return newSecret(16);
}
