import { eq, inArray, sql } from 'drizzle-orm';
import { richTextWords } from '../content/rich-text.js';
import type { Db } from '../db/client.js';
import {
  articles,
  categories,
  companySections,
  contentSearch,
  investorDocuments,
  jobs,
  meetings,
  productDescribed,
  productSearch,
  products,
  references,
  searchTerms,
  services,
  targetNames,
} from '../db/schema.js';
import {
  describedLexeme,
  lexemeSetLiteral,
  type Meaning,
  textLexemes,
  tsvectorLiteral,
  typoCandidate,
  Vocabulary,
} from './analyzer.js';
import { compactKey } from './normalize.js';
import { type Segmenter, sharedSegmenter } from './segmenter.js';

/** A transaction or the database: the index is written with the catalogue, in its transaction. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

/** Rows per INSERT (the widest row here has 6 columns). */
const BATCH = 1000;

function chunks<T>(rows: readonly T[], size = BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** A product's page (the contract's links carry no language prefix). */
export function productLink(catalogNumber: string): string {
  return `/product-detail?catalogNumber=${encodeURIComponent(catalogNumber)}`;
}

/** The compact key of a catalog number's product code, the part before the dash (`IL6` of `IL6-H1011`). */
export function catalogCode(catalogNumber: string): string {
  return compactKey(catalogNumber.split('-')[0] ?? '');
}

/** The search page for a text. */
export function searchLink(keywords: string): string {
  return `/search?keywords=${encodeURIComponent(keywords)}`;
}

/** Every name of every target, by target (the `target_names` table; the target's own value too). */
async function namesByTarget(tx: Tx): Promise<Map<string, { kind: string; name: string }[]>> {
  const rows = await tx
    .select({ target: targetNames.target, kind: targetNames.kind, name: targetNames.name })
    .from(targetNames)
    .orderBy(targetNames.id);
  const byTarget = new Map<string, { kind: string; name: string }[]>();
  for (const row of rows) {
    const list = byTarget.get(row.target) ?? [];
    list.push({ kind: row.kind, name: row.name });
    byTarget.set(row.target, list);
  }
  return byTarget;
}

/**
 * The query vocabulary: every target name, and the species, tags and conjugates the catalogue sells,
 * in both languages. Read from the database (the catalogue is its single source of truth).
 */
export async function loadVocabulary(tx: Tx): Promise<Vocabulary> {
  const vocabulary = new Vocabulary();
  for (const [target, names] of await namesByTarget(tx)) {
    const meaning: Meaning = { kind: 'target', value: target };
    vocabulary.add(meaning, target);
    for (const { name } of names) vocabulary.add(meaning, name);
  }
  const facets = await tx
    .selectDistinct({
      speciesEn: products.speciesEn,
      speciesZh: products.speciesZh,
      tagEn: products.tagEn,
      tagZh: products.tagZh,
      conjugateEn: products.conjugateEn,
      conjugateZh: products.conjugateZh,
    })
    .from(products);
  for (const row of facets) {
    const pairs: [Meaning['kind'], string, string][] = [
      ['species', row.speciesEn, row.speciesZh],
      ['tag', row.tagEn, row.tagZh],
      ['conjugate', row.conjugateEn, row.conjugateZh],
    ];
    for (const [kind, en, zh] of pairs) {
      vocabulary.add({ kind, value: en }, en);
      vocabulary.add({ kind, value: en }, zh);
    }
  }
  return vocabulary;
}

/** The segmenter with the vocabulary's phrases as words. */
export function segmenterFor(vocabulary: Vocabulary): Segmenter {
  const segmenter = sharedSegmenter();
  segmenter.addWords(vocabulary.words());
  return segmenter;
}

/** Lexemes of texts, computed once per text (products of one construct share their texts). */
class LexemeMemo {
  private readonly memo = new Map<string, string[]>();
  constructor(private readonly segmenter: Segmenter) {}
  of(...texts: string[]): string[] {
    return texts.flatMap((text) => {
      let lexemes = this.memo.get(text);
      if (!lexemes) {
        lexemes = textLexemes(text, this.segmenter);
        this.memo.set(text, lexemes);
      }
      return lexemes;
    });
  }
}

type TermRow = typeof searchTerms.$inferInsert;

/**
 * The order products are indexed in: their target, then tag, species and conjugate, as
 * `product_search_target_key_idx` holds them. The index tables' rows are written in this order so
 * that the products a common word finds, which share a few targets, share pages: a word's matches
 * are read from the table to get their ids (GIN gives row addresses only), and in id order
 * `cytokine`'s 3,337 matches at 50,000 products lay on 2,707 of `product_described`'s pages, in this
 * order on 579 (apps/server/README.md, search).
 */
export const PRODUCT_INDEX_ORDER = [
  sql`lower(${products.target})`,
  products.tagEn,
  products.speciesEn,
  products.conjugateEn,
  products.id,
];

/**
 * Indexes products (all, or those of `ids`): their lexemes in `product_search`, and their catalog
 * numbers, names, targets and words in `search_terms`. Call it in the transaction that wrote them.
 */
export async function indexProducts(tx: Tx, ids?: readonly number[]): Promise<void> {
  if (ids?.length === 0) return;
  const vocabulary = await loadVocabulary(tx);
  const segmenter = segmenterFor(vocabulary);
  const names = await namesByTarget(tx);
  const categoryNames = new Map(
    (
      await tx.select({ id: categories.id, zh: categories.nameZh, en: categories.nameEn }).from(categories)
    ).map((c) => [c.id, c]),
  );
  const rows = await tx
    .select()
    .from(products)
    .where(ids ? inArray(products.id, [...ids]) : undefined)
    .orderBy(...PRODUCT_INDEX_ORDER);
  const memo = new LexemeMemo(segmenter);
  const words = new Set<string>();
  const terms: TermRow[] = [];
  const seenNames = new Set<string>();
  const targets = new Set<string>();
  const entries = rows.map((p) => {
    const category = categoryNames.get(p.categoryId);
    const targetTexts = [p.target, ...(names.get(p.target) ?? []).map((n) => n.name)];
    const lexemes = {
      A: [...memo.of(p.nameZh, p.nameEn), compactKey(p.catalogNumber)],
      B: [...memo.of(...targetTexts), ...targetTexts.map(compactKey)],
      C: memo.of(
        p.speciesZh,
        p.speciesEn,
        p.tagZh,
        p.tagEn,
        p.conjugateZh,
        p.conjugateEn,
        p.expressionSystemZh,
        p.expressionSystemEn,
        category?.zh ?? '',
        category?.en ?? '',
      ),
    };
    const indexed = new Set<string>();
    for (const list of Object.values(lexemes)) {
      for (const lexeme of list) {
        indexed.add(lexeme);
        if (typoCandidate(lexeme)) words.add(lexeme);
      }
    }
    // Descriptions are mostly unique: cut without the memo. Only the words the lexemes lack are kept.
    const described = [p.descriptionZh, p.descriptionEn]
      .flatMap((text) => textLexemes(text, segmenter, { join: false }))
      .filter((lexeme) => describedLexeme(lexeme) && !indexed.has(lexeme));
    const link = productLink(p.catalogNumber);
    terms.push({
      kind: 'catalogNumber',
      key: compactKey(p.catalogNumber),
      textZh: p.catalogNumber,
      textEn: p.catalogNumber,
      link,
    });
    for (const name of [p.nameZh, p.nameEn]) {
      const key = compactKey(name);
      if (key === '' || seenNames.has(key)) continue;
      seenNames.add(key);
      terms.push({ kind: 'product', key, textZh: p.nameZh, textEn: p.nameEn, link });
    }
    targets.add(p.target);
    return {
      productId: p.id,
      catalogKey: compactKey(p.catalogNumber),
      catalogCode: catalogCode(p.catalogNumber),
      targetKey: p.target.toLowerCase(),
      tagEn: p.tagEn,
      speciesEn: p.speciesEn,
      conjugateEn: p.conjugateEn,
      lexemes: tsvectorLiteral(lexemes),
      described: lexemeSetLiteral(described),
      everyWord: lexemeSetLiteral([...indexed, ...described]),
    };
  });
  for (const target of targets) terms.push(...targetTerms(target, names.get(target) ?? []));
  for (const word of words) terms.push({ kind: 'word', key: word, textZh: word, textEn: word, link: '' });

  for (const batch of chunks(entries)) {
    await tx
      .insert(productSearch)
      .values(
        batch.map(({ described: _, everyWord: __, ...e }) => ({
          ...e,
          lexemes: sql`${e.lexemes}::tsvector`,
        })),
      )
      .onConflictDoUpdate({
        target: productSearch.productId,
        set: {
          catalogKey: sql`excluded.catalog_key`,
          catalogCode: sql`excluded.catalog_code`,
          targetKey: sql`excluded.target_key`,
          tagEn: sql`excluded.tag_en`,
          speciesEn: sql`excluded.species_en`,
          conjugateEn: sql`excluded.conjugate_en`,
          lexemes: sql`excluded.lexemes`,
        },
      });
    await tx
      .insert(productDescribed)
      .values(
        batch.map((e) => ({
          productId: e.productId,
          words: sql`${e.described}::tsvector`,
          everyWord: sql`${e.everyWord}::tsvector`,
        })),
      )
      .onConflictDoUpdate({
        target: productDescribed.productId,
        set: { words: sql`excluded.words`, everyWord: sql`excluded.every_word` },
      });
  }
  for (const batch of chunks(terms)) await tx.insert(searchTerms).values(batch).onConflictDoNothing();
}

/** The suggestions of a target: one per name, shown as the target with its full name. */
function targetTerms(target: string, names: readonly { kind: string; name: string }[]): TermRow[] {
  const zh = names.find((n) => n.kind === 'zh')?.name;
  const en = names.find((n) => n.kind === 'en')?.name;
  const textZh = zh ? `${target}（${zh}）` : target;
  const textEn = en && en !== target ? `${target} (${en})` : target;
  const link = searchLink(target);
  const keys = new Set([target, ...names.map((n) => n.name)].map(compactKey));
  return [...keys]
    .filter((key) => key.length > 1)
    .map((key) => ({ kind: 'target', key, textZh, textEn, link }));
}

/** Indexes articles, citations and meetings (all, or those of `ids`) for the content tab. */
export async function indexContent(
  tx: Tx,
  ids?: { articles?: number[]; citations?: number[]; meetings?: number[]; jobs?: number[] },
): Promise<void> {
  const vocabulary = await loadVocabulary(tx);
  const segmenter = segmenterFor(vocabulary);
  const memo = new LexemeMemo(segmenter);
  const names = await namesByTarget(tx);
  const articleRows =
    ids && !ids.articles
      ? []
      : await tx
          .select()
          .from(articles)
          .where(ids?.articles ? inArray(articles.id, ids.articles) : undefined);
  const entries: (typeof contentSearch.$inferInsert)[] = articleRows.map((a) => {
    const titled = { A: memo.of(a.titleZh, a.titleEn), C: memo.of(a.summaryZh, a.summaryEn) };
    const indexed = new Set([...titled.A, ...titled.C]);
    const body = [a.contentZh, a.contentEn]
      .flatMap((html) => textLexemes(richTextWords(html), segmenter))
      .filter((lexeme) => describedLexeme(lexeme) && !indexed.has(lexeme));
    return { kind: 'article', refId: a.id, lexemes: tsvectorLiteral(titled), body: lexemeSetLiteral(body) };
  });
  const citationRows =
    ids && !ids.citations
      ? []
      : await tx
          .select({ reference: references, target: products.target })
          .from(references)
          .leftJoin(products, eq(products.catalogNumber, references.catalogNumber))
          .where(ids?.citations ? inArray(references.id, ids.citations) : undefined);
  for (const { reference: r, target } of citationRows) {
    // A citation is found by what it is about too: the cited product's catalog number and target.
    const targetTexts = target ? [target, ...(names.get(target) ?? []).map((n) => n.name)] : [];
    entries.push({
      kind: 'citation',
      refId: r.id,
      lexemes: tsvectorLiteral({
        A: [...memo.of(r.title), compactKey(r.catalogNumber)],
        B: [...memo.of(...targetTexts), ...targetTexts.map(compactKey)],
        C: memo.of(r.journal, r.authors),
      }),
    });
  }
  const meetingRows =
    ids && !ids.meetings
      ? []
      : await tx
          .select()
          .from(meetings)
          .where(ids?.meetings ? inArray(meetings.id, ids.meetings) : undefined);
  for (const m of meetingRows) {
    // A meeting is found by its name, and by where it is and what its programme covers.
    const titled = {
      A: memo.of(m.titleZh, m.titleEn),
      C: memo.of(m.summaryZh, m.summaryEn, m.cityZh, m.cityEn, m.venueZh, m.venueEn),
    };
    const indexed = new Set([...titled.A, ...titled.C]);
    const body = [m.agendaZh, m.agendaEn]
      .flatMap((html) => textLexemes(richTextWords(html), segmenter))
      .filter((lexeme) => describedLexeme(lexeme) && !indexed.has(lexeme));
    entries.push({
      kind: 'meeting',
      refId: m.id,
      lexemes: tsvectorLiteral(titled),
      body: lexemeSetLiteral(body),
    });
  }
  const jobRows =
    ids && !ids.jobs
      ? []
      : await tx
          .select()
          .from(jobs)
          .where(ids?.jobs ? inArray(jobs.id, ids.jobs) : undefined);
  for (const job of jobRows) {
    // A job is found by its title, then its department and place; its duties and requirements are its body.
    const titled = {
      A: memo.of(job.titleZh, job.titleEn),
      B: memo.of(job.departmentZh, job.departmentEn, job.locationZh, job.locationEn),
    };
    const indexed = new Set([...titled.A, ...titled.B]);
    const body = [job.contentZh, job.contentEn, job.requirementsZh, job.requirementsEn]
      .flatMap((text) => textLexemes(text, segmenter))
      .filter((lexeme) => describedLexeme(lexeme) && !indexed.has(lexeme));
    entries.push({
      kind: 'job',
      refId: job.id,
      lexemes: tsvectorLiteral(titled),
      body: lexemeSetLiteral(body),
    });
  }
  await writeContentEntries(tx, entries);
}

/** Writes entries of the content tab's index, replacing those already there. */
async function writeContentEntries(tx: Tx, entries: readonly (typeof contentSearch.$inferInsert)[]) {
  for (const batch of chunks(entries)) {
    await tx
      .insert(contentSearch)
      .values(
        batch.map((e) => ({
          ...e,
          lexemes: sql`${e.lexemes}::tsvector`,
          body: sql`${e.body ?? ''}::tsvector`,
        })),
      )
      .onConflictDoUpdate({
        target: [contentSearch.kind, contentSearch.refId],
        set: { lexemes: sql`excluded.lexemes`, body: sql`excluded.body` },
      });
  }
}

/**
 * Indexes the about-us and investors sections (title weighted A, the body's words apart, as an
 * article's) and the investor documents' titles for the content tab (issue 13).
 */
export async function indexCompanyContent(tx: Tx): Promise<void> {
  const segmenter = segmenterFor(await loadVocabulary(tx));
  const memo = new LexemeMemo(segmenter);
  const [sections, documents] = await Promise.all([
    tx.select().from(companySections),
    tx
      .select({
        id: investorDocuments.id,
        titleZh: investorDocuments.titleZh,
        titleEn: investorDocuments.titleEn,
      })
      .from(investorDocuments),
  ]);
  const entries: (typeof contentSearch.$inferInsert)[] = sections.map((section) => {
    const titled = { A: memo.of(section.titleZh, section.titleEn) };
    const indexed = new Set(titled.A);
    const body = [section.bodyZh, section.bodyEn]
      .flatMap((html) => textLexemes(richTextWords(html), segmenter))
      .filter((lexeme) => describedLexeme(lexeme) && !indexed.has(lexeme));
    return {
      kind: 'company_section',
      refId: section.id,
      lexemes: tsvectorLiteral(titled),
      body: lexemeSetLiteral(body),
    };
  });
  for (const document of documents) {
    entries.push({
      kind: 'investor_document',
      refId: document.id,
      lexemes: tsvectorLiteral({ A: memo.of(document.titleZh, document.titleEn) }),
    });
  }
  await writeContentEntries(tx, entries);
}

/**
 * Indexes the services for the search's service tab (issue 14): the title weighted A, the summary C,
 * the overview, workflow, deliverables and sample requirements as the body.
 */
export async function indexServices(tx: Tx): Promise<void> {
  const segmenter = segmenterFor(await loadVocabulary(tx));
  const memo = new LexemeMemo(segmenter);
  const entries: (typeof contentSearch.$inferInsert)[] = (await tx.select().from(services)).map((s) => {
    const titled = { A: memo.of(s.titleZh, s.titleEn), C: memo.of(s.summaryZh, s.summaryEn) };
    const indexed = new Set([...titled.A, ...titled.C]);
    const texts = [
      richTextWords(s.overviewZh),
      richTextWords(s.overviewEn),
      ...s.workflowZh,
      ...s.workflowEn,
      ...s.deliverablesZh,
      ...s.deliverablesEn,
      ...s.sampleRequirementsZh,
      ...s.sampleRequirementsEn,
    ];
    const body = texts
      .flatMap((text) => textLexemes(text, segmenter))
      .filter((lexeme) => describedLexeme(lexeme) && !indexed.has(lexeme));
    return { kind: 'service', refId: s.id, lexemes: tsvectorLiteral(titled), body: lexemeSetLiteral(body) };
  });
  await writeContentEntries(tx, entries);
}
