import type { ApplicationReceipt } from '@storefront/ui';
import type { DraftKey } from './applicationDrafts';

/**
 * The draft of a wizard filled in without JavaScript, between its steps' posts: the answers so far, and
 * once sent, the receipt the page shows.
 */
export interface ServerDraft {
  values: Record<string, string>;
  receipt?: ApplicationReceipt;
}

/** An hour to fill in a wizard; the draft ends with it (or with the browser). */
const MAX_AGE_SECONDS = 60 * 60;

const cookieName = (key: DraftKey) => `sf_${key}_draft`;

/**
 * The server's key for the drafts. The award's draft holds the ID number, the bank account and the
 * photo ids, so the cookie is encrypted, not only signed: AES-GCM authenticates it as an HMAC would and
 * hides it from anything reading the browser's cookies. `WIZARD_DRAFT_SECRET` keeps drafts valid across
 * restarts and instances; the server derives it from its application data key when it is not set
 * (apps/server's main.ts); a process without either draws its own key (a restart loses the drafts begun).
 */
let keyPromise: Promise<CryptoKey> | undefined;
function draftKey(): Promise<CryptoKey> {
  keyPromise ??= (async () => {
    const configured = globalThis.process?.env.WIZARD_DRAFT_SECRET;
    const secret = configured
      ? new TextEncoder().encode(configured)
      : crypto.getRandomValues(new Uint8Array(32));
    const material = await crypto.subtle.digest('SHA-256', secret);
    return crypto.subtle.importKey('raw', material, 'AES-GCM', false, ['encrypt', 'decrypt']);
  })();
  return keyPromise;
}

const IV_BYTES = 12;

// base64url by hand: the module is bundled for the browser too (the route's module), where Buffer is not.
const toBase64Url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');
const fromBase64Url = (text: string) =>
  Uint8Array.from(atob(text.replaceAll('-', '+').replaceAll('_', '/')), (char) => char.charCodeAt(0));

/** The `Set-Cookie` value keeping a draft: HttpOnly (no script reads it), SameSite=Lax, an hour long. */
export async function draftCookie(key: DraftKey, draft: ServerDraft, secure: boolean): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = await crypto.subtle.encrypt(
    { name: 'AES-GCM', iv },
    await draftKey(),
    new TextEncoder().encode(JSON.stringify(draft)),
  );
  const bytes = new Uint8Array(IV_BYTES + sealed.byteLength);
  bytes.set(iv);
  bytes.set(new Uint8Array(sealed), IV_BYTES);
  const value = toBase64Url(bytes);
  return `${cookieName(key)}=${value}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The `Set-Cookie` value forgetting a draft. */
export function clearedDraftCookie(key: DraftKey): string {
  return `${cookieName(key)}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax`;
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((entry) => typeof entry === 'string');

/** The request's draft; an empty one when there is none, or it expired, was altered or cannot be read. */
export async function readDraft(request: Request, key: DraftKey): Promise<ServerDraft> {
  const empty: ServerDraft = { values: {} };
  const prefix = `${cookieName(key)}=`;
  const cookie = (request.headers.get('cookie') ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix));
  if (!cookie) return empty;
  try {
    const bytes = fromBase64Url(cookie.slice(prefix.length));
    const opened = await crypto.subtle.decrypt(
      { name: 'AES-GCM', iv: bytes.subarray(0, IV_BYTES) },
      await draftKey(),
      bytes.subarray(IV_BYTES),
    );
    const draft: unknown = JSON.parse(new TextDecoder().decode(opened));
    if (
      typeof draft !== 'object' ||
      draft === null ||
      !('values' in draft) ||
      !isStringRecord(draft.values)
    ) {
      return empty;
    }
    const receipt = 'receipt' in draft ? (draft.receipt as ApplicationReceipt | undefined) : undefined;
    return receipt && typeof receipt.reference === 'string'
      ? { values: draft.values, receipt }
      : { values: draft.values };
  } catch {
    // Another key (a restart without WIZARD_DRAFT_SECRET) or an altered cookie: start again.
    return empty;
  }
}
