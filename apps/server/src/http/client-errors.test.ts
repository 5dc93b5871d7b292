import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../testing/test-app.js';

let ctx: TestContext;
let app: FastifyInstance;
let port: number;
beforeAll(async () => {
  ctx = await createTestContext();
  app = await ctx.appWith({});
  await app.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.address() as AddressInfo).port;
});
afterAll(() => ctx?.close());

/** Writes raw bytes to the server and reads everything it answers until it closes the connection. */
function rawRequest(bytes: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    });
    socket.end(bytes);
  });
}

describe('requests the HTTP parser refuses (clientError)', () => {
  it('an API request with headers over the size limit gets the envelope (E0002) in its language', async () => {
    const res = await rawRequest(
      `GET /api/v1/banner/show HTTP/1.1\r\nHost: x\r\nAccept-Language: en\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(res.status).toBe(400);
    expect(res.headers).toContain('content-type: application/json');
    expect(JSON.parse(res.body)).toEqual({
      code: 'E0002',
      msg: 'Validation failed',
      data: { fields: { request: 'The request headers are too large' } },
    });
  });

  it('an API request with a malformed header line gets the envelope too', async () => {
    const res = await rawRequest('GET /api/v1/banner/show HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n');
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({
      code: 'E0002',
      msg: '参数校验失败',
      data: { fields: { 请求: '请求格式不正确' } },
    });
  });

  it('a page request the parser refuses gets a small HTML page, not JSON', async () => {
    const res = await rawRequest(`GET /products HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(res.status).toBe(431);
    expect(res.headers).toContain('content-type: text/html');
    expect(res.body).toContain('<html');
  });
});
