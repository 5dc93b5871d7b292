import { describe, expect, it } from 'vitest';
import { ssrPage, titleOf } from '../../test/ssrPage';

const MRNA = 'GGGAGACCCAAGCUGGCUAGCGUUUAAACUUAAGCUUGG';

describe('/tool-class on the server', () => {
  it.each([
    ['/tool-class', 'mRNA 加帽率工具箱 | 禾泰生物', '登录查看完整结果'],
    ['/en/tool-class', 'mRNA capping-rate toolbox | Hetai Bio', 'Log in for the full result'],
  ])('renders %s with its title, the three tabs and the kit', async (path, title, login) => {
    const { res, html, onError } = await ssrPage(path);
    expect(res.status).toBe(200);
    expect(titleOf(html)).toBe(title);
    expect(html.match(/role="tab"/g)?.length).toBe(3);
    expect(html).toContain('CD002');
    expect(html).toContain(login);
    expect(onError).not.toHaveBeenCalled();
  });

  it('renders a shared design’s preview from the query, logged out, without asking the calculator', async () => {
    const { html, requests } = await ssrPage(`/en/tool-class?tab=probe&sequence=${MRNA}`);
    expect(html).toContain('AAACGCT');
    expect(html).toContain('/en/login?redirect=');
    expect(requests.map((request) => new URL(request.url).pathname)).not.toContain('/api/v1/calculator');
  });
});
