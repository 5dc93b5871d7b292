import { describe, expect, it } from 'vitest';
import { classifyReferrer } from './referrer';

describe('classifyReferrer', () => {
  it.each([
    ['https://www.baidu.com/link?url=abc', 'baidu'],
    ['https://m.baidu.com/s?word=il6', 'baidu'],
    ['https://www.google.com/', 'google'],
    ['https://www.google.com.hk/search?q=il6', 'google'],
    ['https://www.google.co.uk/', 'google'],
    ['https://www.bing.com/search?q=pd-1', 'bing'],
    ['https://cn.bing.com/', 'bing'],
    ['https://www.sogou.com/web?query=x', 'sogou'],
    ['https://m.sogou.com/', 'sogou'],
    ['https://www.so.com/s?q=x', 'so360'],
    ['https://m.so.com/', 'so360'],
    ['https://m.sm.cn/s?q=x', 'shenma'],
    ['https://yandex.ru/search/?text=x', 'yandex'],
    ['https://yandex.com/', 'yandex'],
    ['https://duckduckgo.com/', 'duckduckgo'],
  ])('%s is %s', (referrer, source) => {
    expect(classifyReferrer(referrer)).toEqual({ source, sourceValue: referrer });
  });

  it('counts no referrer and unparseable ones as direct entry', () => {
    expect(classifyReferrer('')).toEqual({ source: 'direct', sourceValue: '' });
    expect(classifyReferrer('not a url')).toEqual({ source: 'direct', sourceValue: '' });
    expect(classifyReferrer('android-app://com.example')).toEqual({ source: 'direct', sourceValue: '' });
  });

  it('does not mistake look-alike hosts for search engines', () => {
    expect(classifyReferrer('https://notbaidu.com/').source).toBe('direct');
    expect(classifyReferrer('https://google.example.org/').source).toBe('direct');
    expect(classifyReferrer('https://smart.cn/').source).toBe('direct');
    expect(classifyReferrer('https://www.so.com.evil.net/').source).toBe('direct');
  });

  it('keeps other sites as direct entry with their URL, and ignores our own hosts', () => {
    expect(classifyReferrer('https://partner.example/list')).toEqual({
      source: 'direct',
      sourceValue: 'https://partner.example/list',
    });
    expect(classifyReferrer('https://shop.test/products', ['shop.test'])).toEqual({
      source: 'direct',
      sourceValue: '',
    });
  });
});
