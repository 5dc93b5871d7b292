import { parseCookie, stringifySetCookie } from 'cookie';
import { browserLocalStorage, createPrefixedStorage } from '../../browser/storage';

/**
 * The download pass of a visitor who filled in the resource download form (POST /resource), kept in the
 * prefixed local storage until it expires: SPEC §6's "once" — the next download needs no form.
 * The same pass is also kept in a cookie until it expires, for the page without JavaScript: the server
 * reads it to answer a file's link (`?download=`) with the file. The script sets it too, so that a link
 * opened in a new tab is answered the same way; the script itself reads local storage only.
 */
const passKey = 'resourcePass';
const passCookieName = 'resource_pass';

function passStorage() {
  return createPrefixedStorage(browserLocalStorage());
}

export function storedPass(): string | null {
  return passStorage().get<string>(passKey);
}

export function storePass(pass: string, expiresAt: string): void {
  passStorage().set(passKey, pass, Math.max(0, Date.parse(expiresAt) - Date.now()));
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie written whole; the Cookie Store API is not in every browser.
  document.cookie = passCookie(pass, expiresAt);
}

/** The cookie (a Set-Cookie value) that remembers the pass until it expires, for the whole site. */
export function passCookie(pass: string, expiresAt: string): string {
  return stringifySetCookie({
    name: passCookieName,
    value: pass,
    expires: new Date(expiresAt),
    path: '/',
    sameSite: 'lax',
  });
}

/** The pass of a page request's cookies, or null. */
export function passFromCookie(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  return parseCookie(cookieHeader)[passCookieName] || null;
}

/** A file's address that opens with the pass. */
export function withPass(fileUrl: string, pass: string): string {
  return `${fileUrl}?pass=${encodeURIComponent(pass)}`;
}

/**
 * Starts a file's download in the browser: the server answers it as an attachment, so the page stays.
 * A logged-in user's token goes in a header (never in an address), so their file is fetched and saved.
 */
export async function startDownload(url: string, fileName: string, token: string | null): Promise<void> {
  if (token === null) {
    window.location.assign(url);
    return;
  }
  const response = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!response.ok) throw new Error(`download failed: ${response.status}`);
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(href);
}
