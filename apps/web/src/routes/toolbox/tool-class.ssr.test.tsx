import { describe, expect, it, vi } from 'vitest';
import type { DocumentAssets } from '../../app/Document';
import { render } from '../../entry.server';
import { fakeApiFetch } from '../../test/fakeApi';

const assets: DocumentAssets = { stylesheets: [], modulePreloads: [], headScripts: [], bodyScripts: [] };

async function page(path: string) {
  const api = fakeApiFetch({});
  const onError = vi.fn();
  const res = await render(new Request(`http://shop.test${path}`), {
    apiFetch: api.apiFetch,
    assets,
    siteOrigins: { cn: null, en: null },
    onError,
  });
  return { res, html: await res.text(), onError, requests: api.requests };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const MRNA = 'GGGAGACCCAAGCUGGCUAGCGUUUAAACUUAAGCUUGG';

describe('/tool-class on the server', () => {
  it.each([
    ['/tool-class', 'mRNA 加帽率工具箱 | 禾泰生物', '登录查看完整结果'],
    ['/en/tool-class', 'mRNA capping-rate toolbox | Hetai Bio', 'Log in for the full result'],
  ])('renders %s with its title, the three tabs and the kit', async (path, title, login) => {
    const { res, html, onError } = await page(path);
    expect(res.status).toBe(200);
    expect(titleOf(html)).toBe(title);
    expect(html.match(/role="tab"/g)?.length).toBe(3);
    expect(html).toContain('CD002');
    expect(html).toContain(login);
    expect(onError).not.toHaveBeenCalled();
  });

  it('renders a shared design’s preview from the query, logged out, without asking the calculator', async () => {
    const { html, requests } = await page(`/en/tool-class?tab=probe&sequence=${MRNA}`);
    expect(html).toContain('AAACGCT');
    expect(html).toContain('/en/login?redirect=');
    expect(requests.map((request) => new URL(request.url).pathname)).not.toContain('/api/v1/calculator');
  });
});
