import type { ApplicationDraft, ApplicationDraftParams } from '@storefront/ui';
import {
  browserLocalStorage,
  browserSessionStorage,
  createPrefixedStorage,
  type PrefixedStorage,
} from '../../browser/storage';

/** The SPEC §3 session-state keys of the two wizards' drafts (the ones logout clears, see authSession). */
export type DraftKey = 'apply' | 'paperApply';

/** What a wizard keeps of its answers between a reload or a login detour. */
export interface ApplicationDraftStore {
  load(): ApplicationDraft | null;
  save(draft: ApplicationDraftParams): void;
  clear(): void;
}

interface KeptDraft {
  step: string;
  values: Record<string, string>;
}

const isStringRecord = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  Object.values(value).every((entry) => typeof entry === 'string');

/**
 * Only the answers given: a blank kept in the draft would win over the logged-in user's prefill, so a
 * visitor who logs in halfway would find their details missing.
 */
const answered = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));

/**
 * A wizard's draft: the plain answers in local storage under the SPEC §3 key, the sensitive ones (ID
 * number, bank account, photo ids) in session storage under the same key, so that they end with the tab.
 * The session part counts only beside its local part: logout removes the local draft (the auth machine's
 * `clearDrafts`), and with it whatever sensitive answers the tab still holds.
 */
export function createDraftStore(
  key: DraftKey,
  local: PrefixedStorage,
  session: PrefixedStorage,
): ApplicationDraftStore {
  const clear = () => {
    local.remove(key);
    session.remove(key);
  };
  return {
    load() {
      const kept = local.get<KeptDraft>(key);
      if (!kept || !isStringRecord(kept.values)) {
        clear();
        return null;
      }
      const sensitive = session.get<unknown>(key);
      return {
        step: typeof kept.step === 'string' ? kept.step : undefined,
        values: { ...kept.values, ...(isStringRecord(sensitive) ? sensitive : {}) },
      };
    },
    save({ step, values, sessionValues }) {
      local.set(key, { step, values: answered(values) } satisfies KeptDraft);
      session.set(key, answered(sessionValues));
    },
    clear,
  };
}

/** A wizard's drafts in this browser's storages (none during SSR: nothing is kept there). */
export function browserDraftStore(key: DraftKey): ApplicationDraftStore {
  return createDraftStore(
    key,
    createPrefixedStorage(browserLocalStorage()),
    createPrefixedStorage(browserSessionStorage()),
  );
}
