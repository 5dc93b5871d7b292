import type { MessageDescriptor } from 'react-intl';
import { describe, expect, test } from 'vitest';
import en from './en.json';
import zhCN from './zh-CN.json';

type Catalog = Record<string, string>;

// Every component's defineMessages result, collected at build time so that a new component is covered too.
const messageModules = import.meta.glob<Record<string, Record<string, MessageDescriptor>>>(
  // The state machines keep theirs in machines/<domain>Messages.ts (ids ui.machines.<domain>.<key>).
  ['../**/*.messages.ts', '../machines/*Messages.ts'],
  {
    eager: true,
  },
);
const descriptors = Object.values(messageModules).flatMap((module) =>
  Object.values(module).flatMap((group) => Object.values(group)),
);
const declaredIds = descriptors.map((descriptor) => String(descriptor.id));

describe('message catalogs', () => {
  test('the messages files declare messages', () => {
    expect(Object.keys(messageModules).length).toBeGreaterThan(0);
    expect(declaredIds.length).toBeGreaterThan(0);
  });

  test('en and zh-CN have exactly the same keys', () => {
    expect(Object.keys(zhCN as Catalog).sort()).toEqual(Object.keys(en as Catalog).sort());
  });

  test('every declared id is in both catalogs and no catalog key is unused', () => {
    expect([...new Set(declaredIds)].sort()).toEqual(Object.keys(en as Catalog).sort());
    for (const id of declaredIds) {
      expect((zhCN as Catalog)[id], id).toBeTruthy();
    }
  });

  test('ids follow ui.<Component>.<key> and are unique', () => {
    for (const id of declaredIds)
      expect(id).toMatch(/^ui\.([A-Z][A-Za-z]+|machines\.[a-z][A-Za-z]+)\.[a-z][A-Za-z]+$/);
    expect(new Set(declaredIds).size).toBe(declaredIds.length);
  });

  test('the English catalog is the defaultMessage of each descriptor', () => {
    for (const descriptor of descriptors) {
      expect((en as Catalog)[String(descriptor.id)]).toBe(descriptor.defaultMessage);
    }
  });

  test('the Chinese text keeps the placeholders of the English text', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();
    for (const [id, text] of Object.entries(en as Catalog)) {
      expect(placeholders((zhCN as Catalog)[id] ?? ''), id).toEqual(placeholders(text));
    }
  });
});
