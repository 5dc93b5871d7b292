import type { IntlShape } from 'react-intl';

type GetMessageFormat = IntlShape['formatters']['getMessageFormat'];
type MessageFormat = ReturnType<GetMessageFormat>;

/**
 * Keeps each precompiled message's formatter beside the message. react-intl finds a message's formatter
 * by a key it makes at every `formatMessage` with values: the JSON of the message's AST with its locale,
 * formats and options (@formatjs/fast-memoize's default serializer), some 0.2 ms of every product
 * page's render on the server, and as much again in hydration. A catalog's ASTs live as long as the
 * catalog, so the formatter is kept by the message itself, for the intl object's own locale and formats
 * and no options of the caller; anything else (a message string in development, a default message)
 * goes to react-intl's own memo as before.
 */
export function keepMessageFormats(intl: IntlShape): IntlShape {
  const { formatters } = intl;
  const memoized: GetMessageFormat = formatters.getMessageFormat;
  const kept = new WeakMap<object, MessageFormat>();
  formatters.getMessageFormat = (message, locales, formats, options) => {
    const own =
      typeof message === 'object' &&
      locales === intl.locale &&
      formats === intl.formats &&
      // react-intl passes its formatters and the caller's options, mostly none.
      options !== undefined &&
      Object.keys(options).length === 1 &&
      options.formatters === formatters;
    if (!own) return memoized(message, locales, formats, options);
    let format = kept.get(message);
    if (!format) {
      format = memoized(message, locales, formats, options);
      kept.set(message, format);
    }
    return format;
  };
  return intl;
}
