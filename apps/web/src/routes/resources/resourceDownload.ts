import { browserLocalStorage, createPrefixedStorage } from '../../browser/storage';

/**
 * The download pass of a visitor who filled in the resource download form (POST /resource), kept in the
 * prefixed local storage until it expires: SPEC §6's "once" — the next download needs no form.
 */
const passKey = 'resourcePass';

function passStorage() {
  return createPrefixedStorage(browserLocalStorage());
}

export function storedPass(): string | null {
  return passStorage().get<string>(passKey);
}

export function storePass(pass: string, expiresAt: string): void {
  passStorage().set(passKey, pass, Math.max(0, Date.parse(expiresAt) - Date.now()));
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
