import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeAliyunSms, startFakeAliyunSms } from './aliyun-sms.fake.js';
import { AliyunSmsSender, type AliyunSmsSettings, canonicalQuery, rpcSignature } from './aliyun-sms.js';
import { DeliveryError } from './types.js';

describe('the RPC signature of Alibaba Cloud', () => {
  it("reproduces the SMS service's published SendSms example", () => {
    const params = {
      AccessKeyId: 'testId',
      Action: 'SendSms',
      Format: 'XML',
      OutId: '123',
      PhoneNumbers: '15300000001',
      RegionId: 'cn-hangzhou',
      SignName: '阿里云短信测试专用',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '45e25e9b-0a6f-4070-8c85-2956eda1b466',
      SignatureVersion: '1.0',
      TemplateCode: 'SMS_71390007',
      TemplateParam: '{"customer":"test"}',
      Timestamp: '2017-07-12T02:42:19Z',
      Version: '2017-05-25',
    };
    expect(canonicalQuery(params)).toBe(
      'AccessKeyId=testId&Action=SendSms&Format=XML&OutId=123&PhoneNumbers=15300000001&RegionId=cn-hangzhou' +
        '&SignName=%E9%98%BF%E9%87%8C%E4%BA%91%E7%9F%AD%E4%BF%A1%E6%B5%8B%E8%AF%95%E4%B8%93%E7%94%A8' +
        '&SignatureMethod=HMAC-SHA1&SignatureNonce=45e25e9b-0a6f-4070-8c85-2956eda1b466&SignatureVersion=1.0' +
        '&TemplateCode=SMS_71390007&TemplateParam=%7B%22customer%22%3A%22test%22%7D' +
        '&Timestamp=2017-07-12T02%3A42%3A19Z&Version=2017-05-25',
    );
    expect(rpcSignature('GET', params, 'testSecret')).toBe('zJDF+Lrzhj/ThnlvIToysFRq6t4=');
  });

  it("reproduces the RPC signature document's DescribeRegions example", () => {
    const params = {
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      Format: 'XML',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Timestamp: '2016-02-23T12:46:24Z',
      Version: '2014-05-26',
    };
    expect(rpcSignature('GET', params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  it("encodes the characters encodeURIComponent leaves alone (! ' ( ) *) and spaces as %20", () => {
    expect(canonicalQuery({ a: "x y!'()*~-_." })).toBe('a=x%20y%21%27%28%29%2A~-_.');
  });
});

const SECRET = 'fake-secret';

function settings(endpoint: string, accessKeySecret = SECRET): AliyunSmsSettings {
  return {
    provider: 'aliyun',
    accessKeyId: 'LTAI-fake',
    accessKeySecret,
    signName: '蛋白示例',
    templateCode: 'SMS_000001',
    endpoint,
  };
}

const text = { phone: '13912345678', code: '123456', lang: 'zh' } as const;

describe('AliyunSmsSender against a local fake of SendSms', () => {
  let fake: FakeAliyunSms;
  beforeAll(async () => {
    fake = await startFakeAliyunSms(SECRET);
  });
  afterAll(() => fake?.close());

  it('sends one signed SendSms call with the number, sign name, template and code', async () => {
    fake.answer = 'ok';
    const before = fake.received.length;
    await new AliyunSmsSender(settings(fake.endpoint)).sendCode(text);
    expect(fake.received.slice(before)).toHaveLength(1);
    expect(fake.received.at(-1)).toMatchObject({
      Action: 'SendSms',
      Version: '2017-05-25',
      Format: 'JSON',
      AccessKeyId: 'LTAI-fake',
      PhoneNumbers: '13912345678',
      SignName: '蛋白示例',
      TemplateCode: 'SMS_000001',
      TemplateParam: '{"code":"123456"}',
      SignatureMethod: 'HMAC-SHA1',
      SignatureVersion: '1.0',
    });
    // A second text gets a fresh nonce (the service refuses a nonce used before).
    await new AliyunSmsSender(settings(fake.endpoint)).sendCode(text);
  });

  it('fails when the service refuses the signature (a wrong secret)', async () => {
    fake.answer = 'ok';
    const sending = new AliyunSmsSender(settings(fake.endpoint, 'wrong-secret')).sendCode(text);
    await expect(sending).rejects.toBeInstanceOf(DeliveryError);
    await expect(sending).rejects.toThrow(/HTTP 400 SignatureDoesNotMatch/);
  });

  it('fails on a provider error code in an HTTP 200 answer (flow control)', async () => {
    fake.answer = 'flow-control';
    await expect(new AliyunSmsSender(settings(fake.endpoint)).sendCode(text)).rejects.toThrow(
      /isv\.BUSINESS_LIMIT_CONTROL/,
    );
  });

  it('fails on a 5xx page', async () => {
    fake.answer = 'unavailable';
    await expect(new AliyunSmsSender(settings(fake.endpoint)).sendCode(text)).rejects.toThrow(/HTTP 503/);
  });

  it('gives up on a provider that does not answer, within its bound', async () => {
    fake.answer = 'hang';
    const started = Date.now();
    await expect(new AliyunSmsSender(settings(fake.endpoint), 300).sendCode(text)).rejects.toBeInstanceOf(
      DeliveryError,
    );
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('fails when nothing listens at the endpoint', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as { port: number };
        probe.close(() => resolve(port));
      });
    });
    await expect(
      new AliyunSmsSender(settings(`http://127.0.0.1:${closedPort}`)).sendCode(text),
    ).rejects.toBeInstanceOf(DeliveryError);
  });
});
