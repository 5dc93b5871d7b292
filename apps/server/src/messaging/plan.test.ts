import { describe, expect, it } from 'vitest';
import type { AliyunSmsSettings } from './aliyun-sms.js';
import { planMessaging } from './plan.js';

const aliyun: AliyunSmsSettings = {
  provider: 'aliyun',
  accessKeyId: 'id',
  accessKeySecret: 'secret',
  signName: '签名',
  templateCode: 'SMS_1',
  endpoint: 'https://dysmsapi.aliyuncs.com',
};

describe('planMessaging', () => {
  it('nothing configured (the first command): mail and texts go to the local mail catcher', () => {
    expect(planMessaging({ smtpUrl: null, smsProvider: null })).toEqual({
      startCatcher: true,
      mail: { kind: 'catcher' },
      sms: { kind: 'catcher' },
    });
  });

  it('SMTP_URL and an SMS provider: both real, no catcher', () => {
    expect(planMessaging({ smtpUrl: 'smtp://mail.example.cn:587', smsProvider: aliyun })).toEqual({
      startCatcher: false,
      mail: { kind: 'smtp', url: 'smtp://mail.example.cn:587' },
      sms: { kind: 'provider', settings: aliyun },
    });
  });

  it('SMTP_URL alone: no catcher, and texts are unavailable rather than caught', () => {
    expect(planMessaging({ smtpUrl: 'smtps://mail.example.cn', smsProvider: null })).toEqual({
      startCatcher: false,
      mail: { kind: 'smtp', url: 'smtps://mail.example.cn' },
      sms: { kind: 'unavailable' },
    });
  });

  it('an SMS provider alone: no catcher, and mail is unavailable rather than caught', () => {
    expect(planMessaging({ smtpUrl: null, smsProvider: aliyun })).toEqual({
      startCatcher: false,
      mail: { kind: 'unavailable' },
      sms: { kind: 'provider', settings: aliyun },
    });
  });
});
