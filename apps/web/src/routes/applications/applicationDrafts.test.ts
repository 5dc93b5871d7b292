import { describe, expect, it } from 'vitest';
import { createAuthSessionStore } from '../../auth/authSession';
import { createPrefixedStorage, memoryStorage } from '../../browser/storage';
import { createDraftStore } from './applicationDrafts';

function setup() {
  const localBackend = memoryStorage();
  const sessionBackend = memoryStorage();
  const local = createPrefixedStorage(localBackend);
  const session = createPrefixedStorage(sessionBackend);
  return { localBackend, sessionBackend, local, drafts: createDraftStore('paperApply', local, session) };
}

const draft = {
  step: 'paper',
  values: { name: 'Li Lei', doi: '10.1000/xyz' },
  sessionValues: { idNumber: '11010519491231002X', remittancesAccount: '6222020200112233' },
};

describe('createDraftStore', () => {
  it('keeps the plain answers in local storage and the sensitive ones only in session storage', () => {
    const { localBackend, sessionBackend, drafts } = setup();
    drafts.save(draft);
    const kept = [...localBackend.entries.values()].join('');
    expect(kept).toContain('Li Lei');
    expect(kept).not.toContain('11010519491231002X');
    expect(kept).not.toContain('6222020200112233');
    expect([...sessionBackend.entries.values()].join('')).toContain('11010519491231002X');
  });

  it('answers both parts merged, with the step, after a reload', () => {
    const { drafts } = setup();
    drafts.save(draft);
    expect(drafts.load()).toEqual({ step: 'paper', values: { ...draft.values, ...draft.sessionValues } });
  });

  it('keeps no blank answers, so that the prefill of a login detour fills them', () => {
    const { drafts } = setup();
    drafts.save({
      step: 'applicant',
      values: { sku: 'IL6-H4218', email: ' ' },
      sessionValues: { idNumber: '' },
    });
    expect(drafts.load()).toEqual({ step: 'applicant', values: { sku: 'IL6-H4218' } });
  });

  it('answers null without a draft, and forgets both parts on clear', () => {
    const { drafts, localBackend, sessionBackend } = setup();
    expect(drafts.load()).toBeNull();
    drafts.save(draft);
    drafts.clear();
    expect(drafts.load()).toBeNull();
    expect(localBackend.entries.size).toBe(0);
    expect(sessionBackend.entries.size).toBe(0);
  });

  it('drops the sensitive answers once logout cleared the drafts (the auth store’s clearDrafts)', () => {
    const { drafts, local, sessionBackend } = setup();
    drafts.save(draft);
    createAuthSessionStore(local).clearDrafts();
    expect(drafts.load()).toBeNull();
    expect(sessionBackend.entries.size).toBe(0);
  });

  it('ignores a kept draft that is not one (an old or edited entry)', () => {
    const { drafts, local } = setup();
    local.set('paperApply', { step: 'paper', values: { name: 42 } });
    expect(drafts.load()).toBeNull();
  });
});
