import { createHmac, randomUUID } from 'node:crypto';
import { DeliveryError, type SmsSender, type TextedCode } from './types.js';

/** `SMS_PROVIDER=aliyun`: Alibaba Cloud SMS (dysmsapi) settings, all from the environment. */
export interface AliyunSmsSettings {
  provider: 'aliyun';
  accessKeyId: string;
  accessKeySecret: string;
  /** The approved signature, shown as 【…】 before the text. */
  signName: string;
  /** The approved template; it takes one variable, `${code}`. */
  templateCode: string;
  /** `https://dysmsapi.aliyuncs.com` unless set (tests point it at a local fake). */
  endpoint: string;
}

export const ALIYUN_SMS_ENDPOINT = 'https://dysmsapi.aliyuncs.com';

/** How long a stuck provider may keep a visitor waiting. */
const TIMEOUT_MS = 10_000;

/** RFC 3986 percent-encoding as the RPC signature wants it: only A-Z a-z 0-9 - _ . ~ stay. */
function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** The parameters in byte order of their names, each name and value percent-encoded. */
export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .sort()
    .map((name) => `${percentEncode(name)}=${percentEncode(params[name] ?? '')}`)
    .join('&');
}

/**
 * The RPC request signature of Alibaba Cloud (SignatureMethod HMAC-SHA1, SignatureVersion 1.0):
 * base64 of HMAC-SHA1, keyed with the secret and '&', of `METHOD&%2F&<encoded canonical query>`.
 */
export function rpcSignature(method: 'GET' | 'POST', params: Record<string, string>, secret: string): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${secret}&`).update(stringToSign).digest('base64');
}

/** `2017-07-12T02:42:19Z`: UTC to the second, as the API wants its Timestamp. */
function timestamp(now: Date): string {
  return now.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

interface SendSmsAnswer {
  Code?: string;
  Message?: string;
  RequestId?: string;
}

/**
 * Verification codes through Alibaba Cloud SMS (`SendSms`, API version 2017-05-25), one signed POST
 * per text. The template is the account's own, so the language of the request does not change it.
 */
export class AliyunSmsSender implements SmsSender {
  constructor(
    private readonly settings: AliyunSmsSettings,
    private readonly timeoutMs = TIMEOUT_MS,
  ) {}

  /** Every parameter of one SendSms call, Signature last. */
  signedParams(text: TextedCode, now = new Date(), nonce = randomUUID()): URLSearchParams {
    const params: Record<string, string> = {
      AccessKeyId: this.settings.accessKeyId,
      Action: 'SendSms',
      Format: 'JSON',
      PhoneNumbers: text.phone,
      RegionId: 'cn-hangzhou',
      SignName: this.settings.signName,
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: nonce,
      SignatureVersion: '1.0',
      TemplateCode: this.settings.templateCode,
      TemplateParam: JSON.stringify({ code: text.code }),
      Timestamp: timestamp(now),
      Version: '2017-05-25',
    };
    const signature = rpcSignature('POST', params, this.settings.accessKeySecret);
    return new URLSearchParams({ ...params, Signature: signature });
  }

  async sendCode(text: TextedCode): Promise<void> {
    let status: number;
    let body: string;
    try {
      const response = await fetch(`${this.settings.endpoint}/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: this.signedParams(text).toString(),
        // Bounds the answer too: a provider that accepts the connection and then stalls.
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      status = response.status;
      body = await response.text();
    } catch (error) {
      throw new DeliveryError(`Alibaba Cloud SMS did not answer: ${(error as Error).message}`, {
        cause: error,
      });
    }
    let answer: SendSmsAnswer = {};
    try {
      answer = JSON.parse(body) as SendSmsAnswer;
    } catch {
      // A gateway's HTML error page: the status says enough.
    }
    // Only Code "OK" means the text was accepted; any other code (flow control, a wrong template,
    // a bad signature) is a refusal, whatever the HTTP status.
    if (status !== 200 || answer.Code !== 'OK') {
      const detail = [answer.Code, answer.Message].filter(Boolean).join(' ');
      throw new DeliveryError(
        `Alibaba Cloud SMS refused the text: HTTP ${status}${detail ? ` ${detail}` : ''} (RequestId ${answer.RequestId ?? '-'})`,
      );
    }
  }
}
