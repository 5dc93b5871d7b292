import { CALCULATOR_VERSION, roundTo } from '@storefront/toolbox';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { newToken, sha256 } from '../accounts/crypto.js';
import { authTokens, users } from '../db/schema.js';
import { freezeDateEarlyInWindow } from '../testing/clock.js';
import { callOperation, createTestContext, type TestContext } from '../testing/test-app.js';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

let userCounter = 0;
/** A user with a token made directly in the database (logins are tested in accounts/). */
async function userWithToken(expiresInMs = 3600_000): Promise<{ id: number; token: string }> {
  userCounter += 1;
  const account = `toolbox${userCounter}@example.cn`;
  const [user] = await ctx.database.db
    .insert(users)
    .values({ account, email: account, locale: 'cn' })
    .returning({ id: users.id });
  if (!user) throw new Error('no user');
  const token = newToken();
  await ctx.database.db
    .insert(authTokens)
    .values({ userId: user.id, tokenHash: sha256(token), expiresAt: new Date(Date.now() + expiresInMs) });
  return { id: user.id, token };
}

/** The worked example of shared/TOOLBOX.md. */
const MRNA = 'GGGAGACCCAAGCUGGCUAGCGUUUAAACUUAAGCUUGG';
const workedProbe = {
  sequence: MRNA,
  probeStart: 1,
  probeLength: 25,
  digestionPosition: 18,
  heteroduplexLength: 4,
};

interface Answer {
  calculatorVersion: string;
  probeDesign?: {
    probe: string;
    probeMarked: string;
    gcPercent: number;
    window: {
      probeStart: number;
      probeEnd: number;
      mrnaStart: number;
      mrnaEnd: number;
      probeSequence: string;
    };
    product: { sequence: string; length: number; lastBase: string };
    productMinus1: { length: number } | null;
    productPlus1: { length: number } | null;
    hints: { code: string; severity: string; message: string }[];
  };
  reactionSystem?: {
    status: string;
    finalVolume: number;
    components: { component: string; volume: number }[];
    advice: { code: string; message: string }[];
  };
  fragmentMass?: {
    species: {
      kind: string;
      product: { formulaText: string; average: number; monoisotopic: number; length: number };
      productMinus1: { length: number } | null;
      productPlus1: { length: number } | null;
    }[];
  };
}

function calculate(payload: unknown, options: { token?: string; lang?: 'en' | 'zh-CN' } = {}) {
  return callOperation<Answer>(ctx.app, 'calculate', '/api/v1/calculator', {
    lang: options.lang ?? 'zh-CN',
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    inject: { method: 'POST', payload: payload as Record<string, unknown> },
  });
}

describe('POST /calculator: who may call it', () => {
  it('refuses a call without a token, with an unknown one, an expired one and a revoked one (E0003/401)', async () => {
    const expired = await userWithToken(-1000);
    const revoked = await userWithToken();
    await ctx.database.db
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(eq(authTokens.tokenHash, sha256(revoked.token)));
    for (const token of [undefined, 'not-a-token', expired.token, revoked.token]) {
      const res = await calculate({ probeDesign: workedProbe }, { token, lang: 'en' });
      expect(res.status, String(token)).toBe(401);
      expect(res.body).toEqual({ code: 'E0003', msg: 'Please log in first', data: null });
    }
  });

  it('refuses a revoked token after logout through the API', async () => {
    const { token } = await userWithToken();
    expect((await calculate({ probeDesign: workedProbe }, { token })).status).toBe(200);
    const logout = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/v1/auth/status',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(200);
    const res = await calculate({ probeDesign: workedProbe }, { token });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('E0003');
  });
});

describe('POST /calculator: the worked example of TOOLBOX.md', () => {
  it('reproduces the probe, its window, the product and the masses exactly', async () => {
    const { token } = await userWithToken();
    const res = await calculate(
      {
        probeDesign: workedProbe,
        fragmentMass: { sequence: MRNA, productLength: 18, modification: 'none', cappingMethod: 'enzymatic' },
        reactionSystem: { mrnaLength: 1000, sampleConcentration: 500, probeConcentration: 100 },
      },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.code).toBe('E0001');
    const answer = res.body.data as Answer;
    expect(answer.calculatorVersion).toBe(CALCULATOR_VERSION);

    const probe = answer.probeDesign;
    expect(probe?.probe).toBe('AAACGCTAGCCAGCTTGGGTCTCCC');
    expect(probe?.probeMarked).toBe('aaacgctAGCCagcttgggtctccc');
    expect(probe?.gcPercent).toBe(60);
    expect(probe?.window).toMatchObject({ probeStart: 8, probeEnd: 11, mrnaStart: 15, mrnaEnd: 18 });
    expect(probe?.window.probeSequence).toBe('AGCC');
    expect(probe?.product).toEqual({ sequence: 'GGGAGACCCAAGCUGGCU', length: 18, lastBase: 'U' });
    expect(probe?.productMinus1?.length).toBe(17);
    expect(probe?.productPlus1?.length).toBe(19);
    expect(probe?.hints).toEqual([]);

    const byKind = Object.fromEntries((answer.fragmentMass?.species ?? []).map((s) => [s.kind, s]));
    expect(byKind.pppN?.product.formulaText).toBe('C173H218N74O131P20');
    expect(roundTo(byKind.pppN?.product.average ?? 0, 2)).toBe(6049.51);
    expect(roundTo(byKind.cap0?.product.average ?? 0, 2)).toBe(6328.77);
    expect(roundTo(byKind.cap1?.product.average ?? 0, 2)).toBe(6342.8);
    expect(byKind.cap1?.productMinus1?.length).toBe(17);
    expect(byKind.cap1?.productPlus1?.length).toBe(19);

    expect(answer.reactionSystem?.status).toBe('design');
    expect(answer.reactionSystem?.finalVolume).toBe(100);
    expect(answer.reactionSystem?.components.map((c) => c.component)).toEqual([
      'mrna',
      'probe',
      'buffer',
      'rnaseH',
      'water',
    ]);
  });

  it('answers only the modules asked for, and words hints in the request language', async () => {
    const { token } = await userWithToken();
    // Cut after nucleotide 20 (G): the product ends in G, a hint, not an error.
    const payload = { probeDesign: { ...workedProbe, digestionPosition: 20 } };
    const zh = await calculate(payload, { token });
    const en = await calculate(payload, { token, lang: 'en' });
    expect(zh.status).toBe(200);
    expect(Object.keys(zh.body.data as object).sort()).toEqual(['calculatorVersion', 'probeDesign']);
    const zhHint = zh.body.data?.probeDesign?.hints.find((h) => h.code === 'productEndsInG');
    const enHint = en.body.data?.probeDesign?.hints.find((h) => h.code === 'productEndsInG');
    expect(zhHint?.message).toBe('酶切产物以 G 结尾（第 20 位），建议产物末端不为 G。');
    expect(enHint?.message).toBe(
      'The digestion product ends in G (nucleotide 20); a product that does not end in G is recommended.',
    );
  });

  it('handles a 10,000 nt mRNA', async () => {
    const { token } = await userWithToken();
    const long = 'GGGAGACCCAAGCUGGCUAGCGUUUAAACUUAAGCUUGG'.repeat(257).slice(0, 10_000);
    const res = await calculate(
      {
        probeDesign: { ...workedProbe, sequence: long },
        fragmentMass: { sequence: long, modification: 'm1psi', cappingMethod: 'enzymatic' },
      },
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.data?.fragmentMass?.species[0]?.product.length).toBe(10_000);
  });
});

describe('POST /calculator: bad input gets E0002 with clear messages in both languages', () => {
  it('names a bad character where it was typed', async () => {
    const { token } = await userWithToken();
    const payload = { probeDesign: { ...workedProbe, sequence: 'GGGAG\nACXCAAG' } };
    const zh = await calculate(payload, { token });
    const en = await calculate(payload, { token, lang: 'en' });
    expect(zh.status).toBe(400);
    expect(zh.body).toEqual({
      code: 'E0002',
      msg: '参数校验失败',
      data: {
        fields: {
          'probeDesign.sequence':
            '序列：第 9 位（第 2 行第 3 列）的“X”不是核苷酸，请只使用 A、C、G、T 或 U。',
        },
      },
    });
    expect(en.body.data).toEqual({
      fields: {
        'probeDesign.sequence':
          'Sequence: “X” at position 9 (line 2, column 3) is not a nucleotide. Use A, C, G, T or U.',
      },
    });
  });

  it('reports every out-of-range number of every module at once', async () => {
    const { token } = await userWithToken();
    const payload = {
      probeDesign: { ...workedProbe, probeLength: 101, heteroduplexLength: 0 },
      reactionSystem: { mrnaLength: 1000, sampleConcentration: 0, probeConcentration: -5, amount: 5000 },
      fragmentMass: { sequence: MRNA, productLength: 80, modification: 'none', cappingMethod: 'enzymatic' },
    };
    const en = await calculate(payload, { token, lang: 'en' });
    expect(en.status).toBe(400);
    expect(en.body.code).toBe('E0002');
    expect(en.body.data).toEqual({
      fields: {
        'probeDesign.probeLength': 'Probe length n: Enter at most 100.',
        'probeDesign.heteroduplexLength': 'Heteroduplex length g: Enter at least 1.',
        'reactionSystem.sampleConcentration': 'Sample concentration: Enter a value greater than 0.',
        'reactionSystem.probeConcentration': 'Probe concentration: Enter a value greater than 0.',
        'reactionSystem.amount': 'mRNA amount: Enter at most 1,000.',
        'fragmentMass.productLength': 'Product length: Enter at most 39.',
      },
    });
    const zh = await calculate(payload, { token });
    expect(zh.body.data).toMatchObject({
      fields: {
        'probeDesign.probeLength': '探针长度 n：请输入不大于 100 的数值。',
        'reactionSystem.amount': '待酶切 mRNA 量：请输入不大于 1,000 的数值。',
      },
    });
  });

  it('explains a window outside the probe and a probe past the mRNA end', async () => {
    const { token } = await userWithToken();
    const window = await calculate(
      { probeDesign: { ...workedProbe, digestionPosition: 30 } },
      { token, lang: 'en' },
    );
    expect(window.body.data).toEqual({
      fields: {
        'probeDesign.digestionPosition':
          'Digestion position L: The DNA window must lie inside the probe: choose a digestion position from 4 to 25.',
      },
    });
    const beyond = await calculate({ probeDesign: { ...workedProbe, probeStart: 30 } }, { token });
    expect(beyond.body.data).toMatchObject({
      fields: {
        'probeDesign.probeLength': '探针长度 n：探针超出了 39 nt mRNA 的末端：从该起始位置最多 10 nt。',
      },
    });
  });

  it('words wrong types and missing fields with the toolbox messages too', async () => {
    const { token } = await userWithToken();
    const res = await calculate(
      { probeDesign: { ...workedProbe, probeStart: 'one', probeLength: 2.5, sequence: undefined } },
      { token, lang: 'en' },
    );
    expect(res.status).toBe(400);
    expect(res.body.data).toEqual({
      fields: {
        'probeDesign.sequence': 'Sequence: Paste or type a sequence.',
        'probeDesign.probeStart': 'Probe start s: Enter a number.',
        'probeDesign.probeLength': 'Probe length n: Enter a whole number.',
      },
    });
  });

  it('refuses an empty body, an unknown module, a bad choice and a cap analog that does not fit', async () => {
    const { token } = await userWithToken();
    const empty = await calculate({}, { token, lang: 'en' });
    expect(empty.status).toBe(400);
    expect(empty.body.code).toBe('E0002');
    const choice = await calculate(
      { fragmentMass: { sequence: MRNA, modification: 'xyz', cappingMethod: 'enzymatic' } },
      { token, lang: 'en' },
    );
    expect(choice.status).toBe(400);
    expect(Object.keys((choice.body.data as unknown as { fields: object }).fields)).toEqual([
      'fragmentMass.modification',
    ]);
    const analog = await calculate(
      {
        fragmentMass: {
          sequence: MRNA,
          modification: 'none',
          cappingMethod: 'co-transcriptional',
          capAnalog: 'CleanCapAG',
        },
      },
      { token, lang: 'en' },
    );
    expect(analog.body.data).toEqual({
      fields: { 'fragmentMass.sequence': 'Sequence: CleanCapAG needs a transcript that starts with AG.' },
    });
    const missing = await calculate(
      { fragmentMass: { sequence: MRNA, modification: 'none', cappingMethod: 'co-transcriptional' } },
      { token },
    );
    expect(missing.body.data).toEqual({ fields: { 'fragmentMass.capAnalog': '帽类似物：请选择一项。' } });
  });

  it('never answers 500 to garbage', async () => {
    const { token } = await userWithToken();
    const bodies: unknown[] = [
      { probeDesign: null },
      { probeDesign: 'AAAA' },
      { probeDesign: { sequence: 42, probeStart: {}, probeLength: [], digestionPosition: null } },
      { reactionSystem: { mrnaLength: 1e308, sampleConcentration: 'Infinity', probeConcentration: 1e-300 } },
      { fragmentMass: { sequence: MRNA, modification: 'toString', cappingMethod: 'constructor' } },
      {
        fragmentMass: { sequence: MRNA, modification: 'none', cappingMethod: 'enzymatic', productLength: 0 },
      },
      { probeDesign: { ...workedProbe, sequence: '😀'.repeat(10) } },
      [1, 2, 3],
    ];
    for (const body of bodies) {
      const res = await calculate(body, { token, lang: 'en' });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('E0002');
    }
    const large = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/calculator',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ probeDesign: { ...workedProbe, sequence: 'A'.repeat(600_000) } }),
    });
    expect(large.statusCode).toBe(400);
    expect(large.json().code).toBe('E0002');
  });
});

describe('POST /calculator: rate limit', () => {
  // The limit counts in fixed windows of the clock: Date is frozen mid-window so that the window
  // filled below is the one the call lands in.
  beforeEach(() => {
    freezeDateEarlyInWindow();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('allows 120 calls a minute per user, then answers E0007/429', async () => {
    const { id, token } = await userWithToken();
    // Fill this user's window directly rather than with 120 requests.
    const { rateLimits } = await import('../db/schema.js');
    const windowMs = 60_000;
    await ctx.database.db.insert(rateLimits).values({
      key: `calculator:user:${id}`,
      windowStart: new Date(Math.floor(Date.now() / windowMs) * windowMs),
      count: 120,
    });
    const res = await calculate({ probeDesign: workedProbe }, { token, lang: 'en' });
    expect(res.status).toBe(429);
    expect(res.body.code).toBe('E0007');
    const other = await userWithToken();
    expect((await calculate({ probeDesign: workedProbe }, { token: other.token })).status).toBe(200);
  });
});
