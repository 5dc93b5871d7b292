import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { rpcSignature } from './aliyun-sms.js';

/**
 * Tests only: a local stand-in for Alibaba Cloud's SendSms endpoint. It checks a request the way the
 * service does (every parameter present, the signature right for the secret, the timestamp fresh,
 * the nonce unused) and answers as it would — or as a provider in trouble does.
 */
export type FakeAnswer = 'ok' | 'flow-control' | 'unavailable' | 'hang';

export interface FakeAliyunSms {
  endpoint: string;
  /** How the next requests are answered. */
  answer: FakeAnswer;
  /** The parameters of every request that reached it, signed correctly or not. */
  received: Record<string, string>[];
  close(): Promise<void>;
}

const REQUIRED = [
  'AccessKeyId',
  'Action',
  'Format',
  'PhoneNumbers',
  'RegionId',
  'SignName',
  'SignatureMethod',
  'SignatureNonce',
  'SignatureVersion',
  'TemplateCode',
  'TemplateParam',
  'Timestamp',
  'Version',
  'Signature',
];

function reply(response: ServerResponse, status: number, body: object): void {
  response.writeHead(status, { 'content-type': 'application/json;charset=utf-8' });
  response.end(JSON.stringify({ RequestId: 'FAKE-REQUEST', ...body }));
}

async function formOf(request: IncomingMessage): Promise<Record<string, string>> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return Object.fromEntries(new URLSearchParams(text));
}

export async function startFakeAliyunSms(accessKeySecret: string): Promise<FakeAliyunSms> {
  const nonces = new Set<string>();
  const fake: Omit<FakeAliyunSms, 'endpoint' | 'close'> = { answer: 'ok', received: [] };
  const server = createServer(async (request, response) => {
    const params = await formOf(request);
    fake.received.push(params);
    if (fake.answer === 'hang') return;
    if (fake.answer === 'unavailable') {
      response.writeHead(503, { 'content-type': 'text/html' });
      response.end('<html><body>503 Service Temporarily Unavailable</body></html>');
      return;
    }
    const missing = REQUIRED.filter((name) => !params[name]);
    if (request.method !== 'POST' || missing.length > 0) {
      return reply(response, 400, { Code: 'MissingParameter', Message: `missing ${missing.join(', ')}` });
    }
    const { Signature, ...signed } = params;
    if (rpcSignature('POST', signed, accessKeySecret) !== Signature) {
      return reply(response, 400, {
        Code: 'SignatureDoesNotMatch',
        Message: 'Specified signature is not matched',
      });
    }
    if (Math.abs(Date.now() - Date.parse(params.Timestamp ?? '')) > 15 * 60_000) {
      return reply(response, 400, { Code: 'InvalidTimeStamp.Expired', Message: 'expired' });
    }
    if (nonces.has(params.SignatureNonce ?? '')) {
      return reply(response, 400, { Code: 'SignatureNonceUsed', Message: 'nonce used' });
    }
    nonces.add(params.SignatureNonce ?? '');
    if (fake.answer === 'flow-control') {
      return reply(response, 200, { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发小时级流控Permits:5' });
    }
    return reply(response, 200, { Code: 'OK', Message: 'OK', BizId: '900619746936498440^0' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    endpoint: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
