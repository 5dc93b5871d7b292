import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { withAddressBreaks } from './addressBreaks';

const markup = (address: string) =>
  renderToStaticMarkup(<span>{withAddressBreaks(address)}</span>).slice('<span>'.length, -'</span>'.length);

describe('withAddressBreaks', () => {
  test('offers a break before @ and before each dot of an e-mail, nowhere inside a word', () => {
    expect(markup('sales.department@bio-trading.com.cn')).toBe(
      'sales<wbr/>.department<wbr/>@bio-trading<wbr/>.com<wbr/>.cn',
    );
  });

  test('offers a break after each slash of a web address', () => {
    expect(markup('www.example.com/distribution/partners')).toBe(
      'www<wbr/>.example<wbr/>.com/<wbr/>distribution/<wbr/>partners',
    );
  });

  test('leaves an address without break points as it is', () => {
    expect(markup('localhost')).toBe('localhost');
  });
});
