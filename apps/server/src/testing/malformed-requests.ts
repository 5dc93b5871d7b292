import { extname } from 'node:path';
import fc from 'fast-check';
import type { ContractOperation } from '../contract/requests.js';
import {
  FORM_BOUNDARY,
  FORM_CONTENT_TYPE,
  type FormPart,
  formPayload,
  type RequestParts,
  urlOf,
} from './contract-samples.js';
import {
  BROKEN_PARTS,
  cutShort,
  EXTRA_PARTS,
  FILE_NAME_TRAVERSALS,
  FORM_CONTENT_TYPES,
  FORM_CUTS,
  WRONG_FILES,
} from './malformed-forms.js';

/** The kinds only a multipart body has (malformed-forms.ts): sent to the operations that take one. */
const FORM_MALFORMATIONS = ['truncated-body', 'wrong-file', 'extra-parts', 'part-headers'] as const;
type FormMalformation = (typeof FORM_MALFORMATIONS)[number];

/** The kinds of malformation the contract fuzz test sends (counted per kind when it passes). */
export const MALFORMATIONS = [
  'wrong-type',
  'missing-field',
  'no-body',
  'content-type',
  'control-characters',
  'huge-string',
  'deep-nesting',
  'extreme-number',
  'path-traversal',
  'bad-header',
  ...FORM_MALFORMATIONS,
] as const;
export type Malformation = (typeof MALFORMATIONS)[number];

export interface MalformedRequest {
  kind: Malformation;
  /** False when the URL was broken on purpose and may not reach the operation (a path traversal). */
  routed: boolean;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/**
 * Where in a request a value is put: a path or query parameter, a place in the JSON body, a part of
 * a multipart body (its text; a file part becomes a text one) or a file part's file name.
 */
type Location =
  | { in: 'path'; name: string }
  | { in: 'query'; name: string }
  | { in: 'body'; at: (string | number)[] }
  | { in: 'form'; name: string }
  | { in: 'fileName'; name: string };

/** A value for a location: JSON for the body, or raw text spliced in as it is (`1e400`, deep nesting). */
type Value = { json: unknown } | { raw: string };

// Stands in for a raw value while the body is serialised; no sampled value contains it.
const RAW_MARK = '\u0000raw\u0000';

/**
 * Percent-encodes text for a URL. A lone surrogate has no UTF-8 form: it goes as the bytes a
 * careless encoder would produce (WTF-8), which the server must refuse rather than choke on.
 */
function encodeForUrl(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text]
      .map((char) => {
        const code = char.codePointAt(0) ?? 0;
        if (code < 0xd800 || code > 0xdfff) return encodeURIComponent(char);
        const bytes = [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)];
        return bytes.map((b) => `%${b.toString(16).toUpperCase()}`).join('');
      })
      .join('');
  }
}

/** The body's places: the root, every property and the first items of every array, at any depth. */
function bodyLocations(value: unknown, at: (string | number)[] = []): Location[] {
  const here: Location = { in: 'body', at };
  if (Array.isArray(value)) {
    return [here, ...value.slice(0, 3).flatMap((item, index) => bodyLocations(item, [...at, index]))];
  }
  if (value !== null && typeof value === 'object') {
    return [here, ...Object.entries(value).flatMap(([key, item]) => bodyLocations(item, [...at, key]))];
  }
  return [here];
}

function locationsOf(op: ContractOperation, valid: RequestParts): Location[] {
  const parameters: Location[] = op.parameters
    .filter((p) => p.in === 'path' || p.in === 'query')
    .map((p): Location => (p.in === 'path' ? { in: 'path', name: p.name } : { in: 'query', name: p.name }));
  const body = valid.body === undefined ? [] : bodyLocations(valid.body);
  const form = (valid.form ?? []).flatMap(({ name, fileName }): Location[] =>
    name === undefined
      ? []
      : [{ in: 'form', name }, ...(fileName === undefined ? [] : [{ in: 'fileName', name } as const])],
  );
  const all = [...parameters, ...body, ...form];
  // An operation that takes nothing still gets a query parameter it does not know.
  return all.length > 0 ? all : [{ in: 'query', name: 'unexpected' }];
}

/** A mutable copy of a valid request, with its encoded URL parts and its body. */
interface Draft {
  path: Record<string, string>;
  query: [string, string][];
  body: unknown;
  raw: Map<string, string>;
  /** The parts of a multipart body (each replaced, never changed: their files are shared). */
  form?: FormPart[];
  /** A whole raw payload, replacing the body. */
  payload?: string | Buffer;
  /** Raw text after the operation's path (a path traversal where it has no path parameter). */
  pathSuffix?: string;
  /** False once the URL is broken on purpose. */
  routed: boolean;
  contentType: string | null;
  headers: Record<string, string>;
}

function contentTypeOf(valid: RequestParts): string | null {
  if (valid.form) return FORM_CONTENT_TYPE;
  return valid.body === undefined ? null : 'application/json';
}

function draftOf(valid: RequestParts, headers: Record<string, string>): Draft {
  return {
    path: Object.fromEntries(Object.entries(valid.path).map(([k, v]) => [k, encodeForUrl(v)])),
    query: Object.entries(valid.query).map(([k, v]) => [k, encodeForUrl(v)]),
    body: structuredClone(valid.body),
    raw: new Map(),
    ...(valid.form && { form: [...valid.form] }),
    routed: true,
    contentType: contentTypeOf(valid),
    headers: { ...headers },
  };
}

/** Puts a value at a location (`undefined`: removes what is there). */
function put(draft: Draft, location: Location, value: Value | undefined): void {
  const text = value === undefined ? undefined : 'raw' in value ? value.raw : jsonText(value.json);
  if (location.in === 'path') {
    draft.path[location.name] = text === undefined ? '' : encodeForUrl(text);
    return;
  }
  if (location.in === 'query') {
    draft.query = draft.query.filter(([name]) => name !== location.name);
    if (text !== undefined) draft.query.push([location.name, encodeForUrl(text)]);
    return;
  }
  if (location.in === 'form' || location.in === 'fileName') {
    putInForm(draft, location, text);
    return;
  }
  const stored = value === undefined ? undefined : 'raw' in value ? markRaw(draft, value.raw) : value.json;
  if (location.at.length === 0) {
    draft.body = stored;
    return;
  }
  const parent = location.at.slice(0, -1).reduce<unknown>((node, key) => (node as never)[key], draft.body);
  const key = location.at[location.at.length - 1] as string | number;
  if (parent === null || typeof parent !== 'object') return;
  if (stored === undefined) {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete (parent as Record<string, unknown>)[key];
  } else {
    (parent as Record<string | number, unknown>)[key] = stored;
  }
}

/**
 * Puts a text in a multipart body: as a part's text (a file part becomes a text one) or as a file
 * part's file name. Undefined leaves the part out, or sends the file part without a file name.
 */
function putInForm(draft: Draft, location: Location & { in: 'form' | 'fileName' }, text: string | undefined) {
  const form = draft.form ?? [];
  const index = form.findIndex((part) => part.name === location.name);
  const part = form[index];
  if (!part) return;
  if (location.in === 'fileName') form[index] = { ...part, fileName: text };
  else if (text === undefined) form.splice(index, 1);
  else form[index] = { name: part.name, content: text };
}

/** How a value reads in a URL or a form: strings as they are, anything else as its JSON. */
function jsonText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function markRaw(draft: Draft, raw: string): string {
  const mark = `${RAW_MARK}${draft.raw.size}`;
  draft.raw.set(mark, raw);
  return mark;
}

function requestOf(op: ContractOperation, kind: Malformation, draft: Draft): MalformedRequest {
  let payload = draft.payload;
  if (payload === undefined && draft.form !== undefined) {
    payload = formPayload(draft.form);
  } else if (payload === undefined && draft.body !== undefined) {
    payload = JSON.stringify(draft.body);
    for (const [mark, raw] of draft.raw) payload = payload.replace(JSON.stringify(mark), raw);
  }
  const query = draft.query.map(([name, value]) => `${encodeURIComponent(name)}=${value}`).join('&');
  return {
    kind,
    routed: draft.routed,
    method: op.method.toUpperCase(),
    url: urlOf(op, { path: draft.path, query: {} }, { path: true, query }).replace(
      /(\?|$)/,
      `${draft.pathSuffix ?? ''}$1`,
    ),
    headers: { ...draft.headers, ...(draft.contentType !== null && { 'content-type': draft.contentType }) },
    ...(payload !== undefined && { payload }),
  };
}

const CONTROL_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\t',
  '\n',
  '\r',
  '\u001b',
  '\u001f',
  '\u007f',
  '\u0085',
  '\u200b',
  '\u2028',
  '\ufeff',
  '\ufffe',
  '\uffff',
  '\ud800',
  '\udfff',
];
const controlText = fc
  .string({ unit: fc.constantFrom(...CONTROL_CHARACTERS), minLength: 1, maxLength: 6 })
  .map((chars) => `a${chars}b`);

const WRONG_TYPES: unknown[] = [0, -1, 1.5, true, false, null, '', 'text', [], [1, 'a'], {}, { a: 1 }];
const WRONG_TEXT = ['abc', '1.5', 'true', '', '[]', '{}', 'null', '-', ' ', '1,a'];
const EXTREME_JSON = [
  '1e308',
  '-1e308',
  '1e400',
  '-1e400',
  '99999999999999999999',
  '2147483648',
  '-2147483649',
  '2147483647',
  '-1',
  '0',
  '-0',
  '1.5',
  '1e-400',
  '9007199254740993',
  'NaN',
  'Infinity',
];
const EXTREME_TEXT = [...EXTREME_JSON, '0x10', '1e3', ' 1', '+1', '1_000', '١٢'];
const TRAVERSALS = [
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%5C..%5Cwindows%5Cwin.ini',
  '%252e%252e%252f',
  '..%c0%af..%c0%af',
  '%c0%ae%c0%ae%2f',
  '.%2e',
  '..',
  '.',
  '%2F',
  '%00',
  '%zz',
  '%',
  'a%2F..%2F..%2Fapi%2Fv1',
];
const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=x',
  'multipart/form-data',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'application/octet-stream',
  'application/json-patch+json',
  'application/*',
  ';;;',
];
const NO_BODY: Pick<Draft, 'payload' | 'contentType'>[] = [
  { contentType: null },
  { contentType: 'application/json', payload: '' },
  { contentType: 'application/json', payload: 'null' },
  { contentType: 'application/json', payload: '   ' },
  { contentType: 'application/json', payload: '{' },
  { contentType: 'text/plain', payload: '' },
];
/** A multipart Content-Type over no body, an empty one or one of no part. */
const NO_FORM_BODY: Pick<Draft, 'payload' | 'contentType'>[] = [
  { contentType: FORM_CONTENT_TYPE },
  { contentType: FORM_CONTENT_TYPE, payload: '' },
  { contentType: FORM_CONTENT_TYPE, payload: `--${FORM_BOUNDARY}--\r\n` },
];
/** 1 MB of text, in one-byte and three-byte (UTF-8) characters. */
const HUGE = ['x'.repeat(1 << 20), '汉'.repeat(350_000)];
/**
 * In a URL, huge text is cut to 64 KB: Node's HTTP parser refuses anything over 16 KB of headers
 * before the app sees it (http/client-errors.test.ts), so more only slows app.inject down.
 */
const URL_TEXT_MAX = 64 * 1024;
const BAD_HEADERS: Record<string, string>[] = [
  { 'x-api-version': '2' },
  { 'x-api-version': '' },
  { 'x-api-version': 'x'.repeat(1000) },
  { 'accept-language': 'x'.repeat(10_000) },
  { 'accept-language': 'en;q=1e308, *;q=abc, ,,,' },
  { authorization: 'Bearer' },
  { authorization: `Bearer ${'a'.repeat(5000)}` },
  { authorization: 'Basic dXNlcjpwYXNz' },
];

function nested(depth: number, shape: 'array' | 'object'): string {
  return shape === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}0${'}'.repeat(depth)}`;
}

/** What breaks a draft of a valid request. */
type Change = (draft: Draft) => void;
/** Builds one malformed request: a fresh draft of the valid request, changed. */
type Build = (kind: Malformation, change: Change) => MalformedRequest;

function builder(op: ContractOperation, valid: RequestParts, headers: Record<string, string>): Build {
  return (kind, change) => {
    const draft = draftOf(valid, headers);
    change(draft);
    return requestOf(op, kind, draft);
  };
}

/** The fields of a multipart body as a JSON body (a file as its name): what a JSON-only client sends. */
function formAsJson(form: FormPart[]): string {
  return JSON.stringify(
    Object.fromEntries(form.map((part) => [part.name, part.fileName ?? String(part.content)])),
  );
}

/** A file name that climbs out, as it is or with the file's own ending (which a CV's name must have). */
function fileNameTraversals(file: FormPart): Change[] {
  const location: Location = { in: 'fileName', name: file.name ?? '' };
  const ending = extname(file.fileName ?? '');
  return FILE_NAME_TRAVERSALS.flatMap((traversal) => [traversal, `${traversal}${ending}`]).map<Change>(
    (fileName) => (d) => put(d, location, { json: fileName }),
  );
}

/**
 * Every way a valid multipart body is broken, by kind: the kinds only such a body has
 * (malformed-forms.ts) and its own forms of the kinds every body gets (no body under its type, a type
 * that does not describe it, a file name that climbs out). Finite lists, so a test can send each.
 */
function formChanges(form: FormPart[]): Partial<Record<Malformation, Change[]>> {
  const files = form.filter((part) => part.fileName !== undefined);
  const asJson: Change = (d) => {
    d.form = undefined;
    d.contentType = 'application/json';
    d.payload = formAsJson(form);
  };
  return {
    'no-body': NO_FORM_BODY.map<Change>((shape) => (d) => {
      d.form = undefined;
      d.contentType = shape.contentType;
      if (shape.payload !== undefined) d.payload = shape.payload;
    }),
    // The multipart body as it is under a type that does not describe it, or its fields as JSON.
    'content-type': [
      ...FORM_CONTENT_TYPES.map<Change>((contentType) => (d) => {
        d.contentType = contentType;
      }),
      asJson,
    ],
    'path-traversal': files.flatMap(fileNameTraversals),
    'truncated-body': FORM_CUTS.map<Change>((cut) => (d) => {
      d.payload = cutShort(formPayload(d.form ?? []), cut);
    }),
    'wrong-file': (files.length > 0 ? WRONG_FILES : []).map<Change>((wrong) => (d) => {
      d.form = d.form?.map((part) =>
        part.fileName === undefined ? part : { ...part, content: wrong(Buffer.from(part.content)) },
      );
    }),
    'extra-parts': [
      ...form.map<Change>((part) => (d) => {
        d.form = [...(d.form ?? []), part];
      }),
      ...EXTRA_PARTS.map<Change>((extra) => (d) => {
        d.form = extra(d.form ?? []);
      }),
    ],
    'part-headers': BROKEN_PARTS.flatMap((broken) =>
      form.map<Change>((_, index) => (d) => {
        d.form = d.form?.map((part, at) => (at === index ? broken(part) : part));
      }),
    ),
  };
}

/** The request in one language: the messages of a refusal are worded per language. */
function inLanguage(request: MalformedRequest, language: 'en' | 'zh-CN'): MalformedRequest {
  return { ...request, headers: { 'accept-language': language, ...request.headers } };
}

/**
 * Malformed requests to one operation, each a valid request (sampled from the contract) with one
 * thing broken, in either language. `headers` go on every request (a valid token), unless a
 * `bad-header` request replaces one of them. An operation that takes a multipart body also gets the
 * malformations only such a body has (formChanges).
 */
export function malformedRequests(
  op: ContractOperation,
  valid: RequestParts,
  headers: Record<string, string>,
): fc.Arbitrary<MalformedRequest> {
  const locations = locationsOf(op, valid);
  const location = fc.constantFrom(...locations);
  const hasBody = op.body !== null;
  const build = builder(op, valid, headers);
  const everyBody: Record<Exclude<Malformation, FormMalformation>, fc.Arbitrary<MalformedRequest>> = {
    'wrong-type': fc
      .tuple(location, fc.constantFrom(...WRONG_TYPES), fc.constantFrom(...WRONG_TEXT))
      .map(([at, json, text]) =>
        build('wrong-type', (d) => put(d, at, at.in === 'body' ? { json } : { raw: text })),
      ),
    'missing-field': location.map((at) => build('missing-field', (d) => put(d, at, undefined))),
    'no-body': fc.constantFrom(...NO_BODY).map((shape) =>
      build('no-body', (d) => {
        d.body = undefined;
        d.form = undefined;
        d.contentType = shape.contentType;
        if (shape.payload !== undefined) d.payload = shape.payload;
        // An operation without a body gets one it does not expect instead.
        if (!hasBody) d.payload = '{"unexpected":true}';
      }),
    ),
    'content-type': fc.constantFrom(...CONTENT_TYPES).map((contentType) =>
      build('content-type', (d) => {
        d.contentType = contentType;
        // A multipart body goes as it is, any other as JSON.
        if (!d.form) d.payload ??= JSON.stringify(d.body ?? { unexpected: true });
      }),
    ),
    'control-characters': fc
      .tuple(location, controlText)
      .map(([at, text]) => build('control-characters', (d) => put(d, at, { json: text }))),
    'huge-string': fc
      .tuple(location, fc.constantFrom(...HUGE))
      .map(([at, text]) =>
        build('huge-string', (d) =>
          put(d, at, { json: at.in === 'path' || at.in === 'query' ? text.slice(0, URL_TEXT_MAX) : text }),
        ),
      ),
    'deep-nesting': fc
      .tuple(
        location,
        fc.constantFrom(100, 1_000, 10_000, 100_000),
        fc.constantFrom('array' as const, 'object' as const),
      )
      .map(([at, depth, shape]) => build('deep-nesting', (d) => put(d, at, { raw: nested(depth, shape) }))),
    'extreme-number': fc
      .tuple(location, fc.constantFrom(...EXTREME_JSON), fc.constantFrom(...EXTREME_TEXT))
      .map(([at, json, text]) =>
        build('extreme-number', (d) => put(d, at, { raw: at.in === 'body' ? json : text })),
      ),
    'path-traversal': fc.constantFrom(...TRAVERSALS).map((traversal) =>
      build('path-traversal', (d) => {
        const names = Object.keys(d.path);
        // Already percent-encoded: goes into the URL as it is.
        for (const name of names) d.path[name] = traversal;
        if (names.length === 0) d.pathSuffix = `/${traversal}`;
        d.routed = false;
      }),
    ),
    'bad-header': fc
      .constantFrom(...BAD_HEADERS)
      .map((bad) => build('bad-header', (d) => Object.assign(d.headers, bad))),
  };
  const common: Partial<Record<Malformation, fc.Arbitrary<MalformedRequest>>> = everyBody;
  const ofForm = valid.form ? formChanges(valid.form) : {};
  const kinds = MALFORMATIONS.flatMap((kind) => {
    const changes = ofForm[kind] ?? [];
    const arbitraries = [
      ...(common[kind] ? [common[kind]] : []),
      ...(changes.length > 0 ? [fc.constantFrom(...changes).map((change) => build(kind, change))] : []),
    ];
    return arbitraries.length > 1 ? [fc.oneof(...arbitraries)] : arbitraries;
  });
  return fc
    .tuple(fc.oneof(...kinds), fc.constantFrom('en' as const, 'zh-CN' as const))
    .map(([request, language]) => inLanguage(request, language));
}

/**
 * Every malformation of an operation's multipart body once (formChanges), the languages taking
 * turns: the random requests of malformedRequests may miss one of the many variants.
 */
export function everyFormMalformation(
  op: ContractOperation,
  valid: RequestParts,
  headers: Record<string, string>,
): MalformedRequest[] {
  const build = builder(op, valid, headers);
  const ofForm = valid.form ? formChanges(valid.form) : {};
  return MALFORMATIONS.flatMap((kind) => (ofForm[kind] ?? []).map((change) => build(kind, change))).map(
    (request, index) => inLanguage(request, index % 2 === 0 ? 'en' : 'zh-CN'),
  );
}
