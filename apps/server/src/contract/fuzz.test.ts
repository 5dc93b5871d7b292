import { is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import * as schema from '../db/schema.js';
import { STATUS_OF } from '../http/envelope.js';
import type { Senders } from '../messaging/types.js';
import {
  FORM_CONTENT_TYPE,
  type FormPart,
  formPayload,
  type RequestParts,
  urlOf,
  validRequest,
} from '../testing/contract-samples.js';
import {
  everyFormMalformation,
  MALFORMATIONS,
  type Malformation,
  type MalformedRequest,
  malformedRequests,
} from '../testing/malformed-requests.js';
import {
  contract,
  createTestContext,
  expectContract,
  type TestContext,
  testConfig,
} from '../testing/test-app.js';
import { createUserWithToken } from '../testing/users.js';
import { type ContractOperation, contractOperations } from './requests.js';
import { readContractText } from './spec.js';

/**
 * The contract-driven fuzz test: every live operation of openapi/openapi.yaml (whatever later
 * issues add) gets malformed requests — each a valid request sampled from its schemas with one
 * thing broken (testing/malformed-requests.ts) — and every answer must be the envelope with a
 * code of the contract and its status, never a 5xx, and a refused request must change no row.
 * An operation that takes a multipart body (an upload) gets a valid one, with a small file of a kind
 * it takes, broken in the ways only such a body can be too (testing/malformed-forms.ts).
 * Seeded, so a run is repeatable; a failure names the request (fast-check's counterexample).
 */

// The PostgreSQL leg (TEST_DATABASE_URL) runs the same requests, fewer of them.
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const RUNS_PER_OPERATION = onPostgres ? 40 : 110;
/**
 * A multipart body breaks in more ways than a JSON one (four kinds of its own, each with many
 * variants), and an upload costs little more than another request: the uploads get more runs.
 */
const UPLOAD_RUNS_FACTOR = 4;
const SEED = 20261122;

const live = contractOperations(contract).filter((op) => op.availability === 'live');
const seedOf = (op: ContractOperation) => SEED + live.indexOf(op);
const takesForm = (op: ContractOperation) => op.body?.content['multipart/form-data'] !== undefined;
const runsOf = (op: ContractOperation) => RUNS_PER_OPERATION * (takesForm(op) ? UPLOAD_RUNS_FACTOR : 1);
const codes = (contract.components?.schemas?.ErrorCode as { enum: string[] } | undefined)?.enum ?? [];
const sent = new Map<Malformation, number>(MALFORMATIONS.map((kind) => [kind, 0]));

/** Mail and texts are taken and dropped: a code-sending call then answers as in production. */
const acceptingSenders: Senders = {
  mail: { send: async () => {} },
  sms: { sendCode: async () => {} },
};

/**
 * Each request comes from an address of its own (in 198.18.0.0/15, kept for tests): no per-address
 * allowance (20 photo uploads an hour, 10 job applications in 10 minutes) runs out during a run, so
 * an accepted request is handled as one whatever came before it.
 */
let clientAddresses = 0;
function nextClientAddress(): string {
  clientAddresses += 1;
  return `198.18.${(clientAddresses >> 8) & 255}.${clientAddresses & 255}`;
}

/**
 * The values of form fields that the contract's schemas cannot make acceptable (a job that exists, an
 * e-mail address and a phone number by the form's rules), by field name: a sampled multipart body
 * carries them instead, so that it is accepted and each malformation breaks a request that would pass.
 */
let knownGoodFields: Record<string, string> = {};

function validSample(op: ContractOperation): RequestParts {
  const valid = validRequest(contract, op, seedOf(op));
  const knownGood = (part: FormPart): FormPart => {
    const value = part.name === undefined ? undefined : knownGoodFields[part.name];
    return value === undefined || part.fileName !== undefined ? part : { ...part, content: value };
  };
  return valid.form ? { ...valid, form: valid.form.map(knownGood) } : valid;
}

let ctx: TestContext;
let app: FastifyInstance;
beforeAll(async () => {
  ctx = await createTestContext();
  app = await buildApp({
    db: ctx.database.db,
    config: testConfig(),
    senders: acceptingSenders,
    contract: { document: contract, text: readContractText() },
  });
  await countRowWrites();
  const [job] = await ctx.database.db.select({ id: schema.jobs.id }).from(schema.jobs).limit(1);
  knownGoodFields = { email: 'fuzz@example.cn', phone: '13812345678', jobId: String(job?.id) };
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));

/**
 * Every row written is counted, per table, by a trigger on each table of the schema (installed for
 * this test only): reading the counts is cheap, and an insert, update or delete of any row shows.
 */
async function countRowWrites(): Promise<void> {
  await ctx.database.db.execute(
    sql`create table fuzz_row_writes (table_name text primary key, writes bigint not null)`,
  );
  await ctx.database.db.execute(sql`
    create function fuzz_count_row_write() returns trigger language plpgsql as $$
    begin
      insert into fuzz_row_writes values (tg_table_name, 1)
        on conflict (table_name) do update set writes = fuzz_row_writes.writes + 1;
      return null;
    end $$;
  `);
  for (const table of tables) {
    await ctx.database.db.execute(
      sql`create trigger fuzz_count_row_write after insert or update or delete on ${table}
          for each row execute function fuzz_count_row_write()`,
    );
  }
}

async function rowWrites(): Promise<Record<string, string>> {
  // The searches an accepted request logged are written now, not during a later refused request.
  await app.flushQueryLog();
  const result = await ctx.database.db.execute(sql`select table_name, writes::text from fuzz_row_writes`);
  const rows = (result as unknown as { rows: { table_name: string; writes: string }[] }).rows;
  return Object.fromEntries(rows.map((row) => [row.table_name, row.writes]));
}

/**
 * Tables where a refused attempt is recorded on purpose: counting attempts (also refused ones) is
 * how throttling works. Nothing else may change when a request is refused.
 */
const ATTEMPT_RECORDS = new Set(['rate_limits', 'login_failures']);

function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return Object.keys(after).filter((table) => !ATTEMPT_RECORDS.has(table) && after[table] !== before[table]);
}

/** The answer is the envelope: JSON `{ code, msg, data }`, a code of the contract, its status. */
function expectEnvelope(operationId: string, res: LightMyRequestResponse, routed: boolean): { code: string } {
  expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json() as { code: string; msg: unknown; data: unknown };
  expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg']);
  expect(codes).toContain(body.code);
  expect(typeof body.msg).toBe('string');
  expect(res.statusCode).toBe(body.code === 'E0001' ? 200 : STATUS_OF[body.code as keyof typeof STATUS_OF]);
  // A URL broken on purpose may reach no operation (the not-found answer), or another one.
  if (routed) expectContract(operationId, res.statusCode, body);
  return body;
}

type RowWrites = Record<string, string>;

/**
 * Sends a malformed request and checks the answer: the envelope, never a 5xx, and when it refuses
 * the request, no row changed since `before`. Answers the row writes after it.
 */
async function expectHandled(op: ContractOperation, request: MalformedRequest, before: RowWrites) {
  sent.set(request.kind, (sent.get(request.kind) ?? 0) + 1);
  const res = await app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers: request.headers,
    ...(request.payload !== undefined && { payload: request.payload }),
    remoteAddress: nextClientAddress(),
  });
  const { code } = expectEnvelope(op.operationId, res, request.routed);
  const after = await rowWrites();
  if (code !== 'E0001') expect(changedTables(before, after), `${code} changed rows`).toEqual([]);
  return after;
}

/** A request as a failure names it: its payload as text and cut short (a file, a megabyte of text). */
function described(request: MalformedRequest): string {
  const payload = request.payload?.toString('latin1').slice(0, 500);
  return JSON.stringify({ ...request, payload });
}

const uploads = live.filter(takesForm);
/** Requests of the sweep of every multipart malformation (on top of every operation's fuzz runs). */
let swept = 0;

describe('valid multipart requests', () => {
  it('cover the upload operations of the contract', () => {
    expect(uploads.map((op) => op.operationId).sort()).toEqual(['applyForJob', 'uploadIdPhoto']);
  });

  // The fuzz test breaks these very requests: each must be accepted as it is.
  it.each(uploads.map((op) => [op.operationId, op] as const))(
    '%s: the valid sample is accepted',
    async (_, op) => {
      const valid = validSample(op);
      const res = await app.inject({
        method: op.method.toUpperCase() as 'POST',
        url: urlOf(op, valid),
        headers: { 'accept-language': 'en', 'content-type': FORM_CONTENT_TYPE },
        payload: formPayload(valid.form ?? []),
        remoteAddress: nextClientAddress(),
      });
      expect(res.json().code, res.body).toBe('E0001');
      expectContract(op.operationId, res.statusCode, res.json());
    },
  );
});

describe('malformed requests to every live operation', () => {
  it('covers the live operations of the contract', () => {
    expect(live.length).toBeGreaterThanOrEqual(50);
  });

  it.each(live.map((op) => [op.operationId, op, seedOf(op)] as const))(
    '%s: the envelope, never a 5xx, nothing changed by a refusal',
    async (_, op, seed) => {
      const { token } = await createUserWithToken(ctx.database.db, `fuzz-${op.operationId}@example.cn`);
      const valid = validSample(op);
      const headers = { authorization: `Bearer ${token}` };
      let before = await rowWrites();
      await fc.assert(
        fc.asyncProperty(malformedRequests(op, valid, headers), async (request) => {
          before = await expectHandled(op, request, before);
        }),
        { seed, numRuns: runsOf(op), endOnFailure: true },
      );
    },
    120_000,
  );

  // The random requests above may miss one of the many variants of a multipart malformation.
  it.each(uploads.map((op) => [op.operationId, op] as const))(
    '%s: every multipart malformation once',
    async (_, op) => {
      const { token } = await createUserWithToken(ctx.database.db, `fuzz-all-${op.operationId}@example.cn`);
      let before = await rowWrites();
      for (const request of everyFormMalformation(op, validSample(op), {
        authorization: `Bearer ${token}`,
      })) {
        swept += 1;
        try {
          before = await expectHandled(op, request, before);
        } catch (error) {
          throw new Error(`${request.kind}: ${described(request)}`, { cause: error });
        }
      }
    },
    120_000,
  );

  it('sent enough requests of every kind', async () => {
    const total = [...sent.values()].reduce((a, b) => a + b, 0);
    console.info(
      `contract fuzz (${onPostgres ? 'PostgreSQL' : 'PGlite'}): ${total} requests to ${live.length} operations` +
        ` (${swept} of them every multipart malformation once)\n` +
        [...sent].map(([kind, count]) => `  ${kind.padEnd(20)} ${count}`).join('\n'),
    );
    expect(total).toBe(live.reduce((sum, op) => sum + runsOf(op), swept));
    if (!onPostgres) expect(total).toBeGreaterThanOrEqual(5000);
    for (const count of sent.values()) expect(count).toBeGreaterThan(0);
    // The write counter saw writes (each operation's user and token, the accepted requests).
    expect(Number((await rowWrites()).auth_tokens)).toBeGreaterThanOrEqual(live.length);
  });
});
