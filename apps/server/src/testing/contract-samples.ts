import { generateSync, type JsonSchema } from 'json-schema-faker';
import { type ContractOperation, resolveRef, type Schema } from '../contract/requests.js';
import type { OpenApiDocument } from '../contract/spec.js';
import { requestValidator } from '../http/request-validator.js';

/** The parts of a request, before encoding: path and query values as the URL will carry them. */
export interface RequestParts {
  path: Record<string, string>;
  query: Record<string, string>;
  /** The JSON body; undefined when the operation has none. */
  body?: unknown;
  /** The parts of a `multipart/form-data` body, in order; undefined when the operation takes none. */
  form?: FormPart[];
}

/** One part of a `multipart/form-data` body: a text field, or a file when it has a file name. */
export interface FormPart {
  /** The part's `name`; left out only on purpose (a malformed part). */
  name?: string;
  /** A file's `filename`: the name the sender claims. */
  fileName?: string;
  /** The media type the sender claims for a file. */
  contentType?: string;
  content: string | Buffer;
  /** The part's whole header block, replacing the one its name and file name make (a malformed part). */
  headers?: string;
}

/** The boundary of every multipart body the tests build; no sampled text or sample file contains it. */
export const FORM_BOUNDARY = '----contract-sample-boundary-3f9c2a';
export const FORM_CONTENT_TYPE = `multipart/form-data; boundary=${FORM_BOUNDARY}`;

/**
 * A small valid file of each kind an upload takes, by media type. The server judges a file by its
 * bytes: the image is decoded in full (a real 1 × 1 PNG, made by sharp), a CV by its first bytes.
 */
export const SAMPLE_FILES: Record<string, { extension: string; content: Buffer }> = {
  'image/png': {
    extension: '.png',
    content: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAADElEQVR4nGP4//8/AAX+Av4N70a4AAAAAElFTkSuQmCC',
      'base64',
    ),
  },
  'application/pdf': {
    extension: '.pdf',
    content: Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
        '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    ),
  },
};

const compile = requestValidator();
const SEEDS_TO_TRY = 60;

/** A schema of the contract made self-contained: its `#/components/...` references resolve in it. */
function standalone(doc: OpenApiDocument, schema: Schema): Schema {
  return { ...schema, components: doc.components };
}

/** A value json-schema-faker samples (seeded) that the server's own validator accepts, if one is found. */
function sampleAccepted(doc: OpenApiDocument, schema: Schema, seed: number, asText: boolean): unknown {
  const full = standalone(doc, schema);
  const validate = compile({
    schema: {
      type: 'object',
      properties: { value: schema },
      required: ['value'],
      components: doc.components,
    },
  });
  for (let attempt = 0; attempt < SEEDS_TO_TRY; attempt += 1) {
    const sampled = generateSync(full as JsonSchema, {
      seed: seed + attempt,
      alwaysFakeOptionals: true,
      formats: { 'id-list': (random) => `${random.int(1, 9)},${random.int(10, 2147483647)}` },
    });
    // Query and path values arrive as text; the validator coerces them as it does for a request.
    const value = asText && typeof sampled !== 'string' ? String(sampled) : sampled;
    if (validate({ value: structuredClone(value) })) return value;
  }
  throw new Error(`no sample of ${JSON.stringify(schema).slice(0, 200)} passes the contract`);
}

/** A sample file of a kind the part may be, one of its media types. */
function sampleFileFor(name: string, mediaTypes: string[]): FormPart {
  const [mediaType, sample] = Object.entries(SAMPLE_FILES).find(([type]) => mediaTypes.includes(type)) ?? [];
  if (!mediaType || !sample)
    throw new Error(`no sample file for the part ${name} (${mediaTypes.join(', ')})`);
  return { name, fileName: `sample${sample.extension}`, contentType: mediaType, content: sample.content };
}

/**
 * A multipart body's parts: its text fields sampled as a JSON body would be, each sent as text, and
 * its files (`format: binary`) a sample file of a kind the contract's encoding lists.
 */
function sampleForm(doc: OpenApiDocument, op: ContractOperation, schema: Schema, seed: number): FormPart[] {
  const properties = resolveRef<Schema>(doc, schema).properties as Record<string, Schema>;
  const fields = sampleAccepted(doc, schema, seed, false) as Record<string, unknown>;
  return Object.entries(fields).map(([name, value]): FormPart => {
    if (resolveRef<Schema>(doc, properties[name] ?? {}).format === 'binary') {
      return sampleFileFor(name, op.body?.partTypes['multipart/form-data']?.[name] ?? []);
    }
    return { name, content: typeof value === 'string' ? value : JSON.stringify(value) };
  });
}

/**
 * A request the contract accepts, every value sampled from the operation's schemas (optional
 * parameters and properties too). Headers are the caller's: their values are few and fixed.
 */
export function validRequest(doc: OpenApiDocument, op: ContractOperation, seed = 1): RequestParts {
  const parts: RequestParts = { path: {}, query: {} };
  for (const parameter of op.parameters) {
    if (parameter.in === 'path' || parameter.in === 'query') {
      parts[parameter.in][parameter.name] = String(sampleAccepted(doc, parameter.schema, seed, true));
    }
  }
  const json = op.body?.content['application/json'];
  if (json) parts.body = sampleAccepted(doc, json, seed, false);
  const form = op.body?.content['multipart/form-data'];
  if (form) parts.form = sampleForm(doc, op, form, seed);
  return parts;
}

/**
 * The header block of a part, as a browser writes it, save that names go as they are (a browser
 * escapes quotes and line breaks): a malformed request may put anything there.
 */
function partHeaders(part: FormPart): string {
  if (part.headers !== undefined) return part.headers;
  const disposition = [
    'form-data',
    ...(part.name === undefined ? [] : [`name="${part.name}"`]),
    ...(part.fileName === undefined ? [] : [`filename="${part.fileName}"`]),
  ].join('; ');
  const type = part.contentType === undefined ? '' : `Content-Type: ${part.contentType}\r\n`;
  return `Content-Disposition: ${disposition}\r\n${type}`;
}

/** A `multipart/form-data` body of these parts, delimited by FORM_BOUNDARY and closed. */
export function formPayload(parts: FormPart[]): Buffer {
  return Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(`--${FORM_BOUNDARY}\r\n${partHeaders(part)}\r\n`),
      Buffer.from(part.content),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${FORM_BOUNDARY}--\r\n`),
  ]);
}

/** The URL of a request to an operation; values are percent-encoded unless `raw` says they already are. */
export function urlOf(
  op: ContractOperation,
  parts: Pick<RequestParts, 'path' | 'query'>,
  raw: { path?: boolean; query?: string } = {},
): string {
  const path = op.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = parts.path[name] ?? '';
    return raw.path ? value : encodeURIComponent(value);
  });
  const query = raw.query ?? new URLSearchParams(parts.query).toString();
  return `${op.base}${path}${query ? `?${query}` : ''}`;
}
