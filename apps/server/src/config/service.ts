import { asc, eq, inArray } from 'drizzle-orm';
import type { DictEntry, GlobalCfgEntry } from '../contract/types.js';
import type { Db } from '../db/client.js';
import { dict, globalCfg } from '../db/schema.js';
import type { RequestContext } from '../domain/context.js';

/** Site-wide settings (contact mail, phone, brand, policy links) and the option dictionaries. */
export class SiteConfigService {
  constructor(private readonly db: Db) {}

  async globalCfg(ctx: RequestContext): Promise<GlobalCfgEntry[]> {
    return this.db
      .select({ key: globalCfg.key, value: ctx.lang === 'en' ? globalCfg.valueEn : globalCfg.valueZh })
      .from(globalCfg)
      .orderBy(asc(globalCfg.key));
  }

  /** The entries for `keys`, in the order asked; unknown keys are left out. */
  async globalCfgValues(ctx: RequestContext, keys: readonly string[]): Promise<GlobalCfgEntry[]> {
    const rows = await this.db
      .select({ key: globalCfg.key, value: ctx.lang === 'en' ? globalCfg.valueEn : globalCfg.valueZh })
      .from(globalCfg)
      .where(inArray(globalCfg.key, [...keys]));
    const byKey = new Map(rows.map((r) => [r.key, r]));
    return [...new Set(keys)].flatMap((k) => byKey.get(k) ?? []);
  }

  async dict(ctx: RequestContext, type?: string): Promise<DictEntry[]> {
    return this.db
      .select({ type: dict.type, code: dict.code, label: ctx.lang === 'en' ? dict.labelEn : dict.labelZh })
      .from(dict)
      .where(type ? eq(dict.type, type) : undefined)
      .orderBy(asc(dict.type), asc(dict.sort), asc(dict.id));
  }
}
