import { describe, expect, it } from 'vitest';
import { ApiError, ClientErrorCode, ErrorCode, isApiError, unwrap } from './envelope';

function result(body: unknown, status = 200) {
  const response = new Response(null, { status });
  return response.ok ? { data: body as { data: unknown }, response } : { error: body, response };
}

describe('unwrap', () => {
  it('returns data of an E0001 envelope', async () => {
    const tree = [{ id: 4, pid: 0, name: '细胞因子', visible: true, sort: 1, children: [] }];
    await expect(unwrap(result({ code: 'E0001', msg: 'ok', data: tree }))).resolves.toEqual(tree);
  });

  it('returns falsy payloads as they are', async () => {
    await expect(unwrap(result({ code: 'E0001', msg: 'ok', data: false }))).resolves.toBe(false);
    await expect(unwrap(result({ code: 'E0001', msg: 'ok', data: null }))).resolves.toBeNull();
  });

  it('accepts the promise of a call', async () => {
    await expect(unwrap(Promise.resolve(result({ code: 'E0001', msg: 'ok', data: 3 })))).resolves.toBe(3);
  });

  it('throws an ApiError carrying code, msg and status for a failure envelope', async () => {
    const error = await unwrap(result({ code: 'E0005', msg: 'Not found', data: null }, 404)).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({
      code: ErrorCode.NotFound,
      msg: 'Not found',
      status: 404,
      message: 'Not found',
    });
    expect((error as ApiError).fields).toEqual({});
    expect(isApiError(error, 'E0005')).toBe(true);
    expect(isApiError(error, 'E0003')).toBe(false);
  });

  it('carries the per-field messages of a validation failure', async () => {
    const body = {
      code: 'E0002',
      msg: 'Validation failed',
      data: { fields: { phone: 'Please enter the correct mobile phone number', email: 'Email Required' } },
    };
    await expect(unwrap(result(body, 400))).rejects.toMatchObject({
      code: 'E0002',
      status: 400,
      fields: { phone: 'Please enter the correct mobile phone number', email: 'Email Required' },
    });
  });

  it('reports E0008 (not yet available) like any other code', async () => {
    await expect(
      unwrap(result({ code: 'E0008', msg: 'Not yet available', data: null }, 501)),
    ).rejects.toMatchObject({
      code: ErrorCode.NotYetAvailable,
      status: 501,
    });
  });

  it('treats an answer that is not an envelope as an invalid response', async () => {
    await expect(unwrap(result('<html>Bad gateway</html>', 502))).rejects.toMatchObject({
      code: ClientErrorCode.InvalidResponse,
      status: 502,
    });
    await expect(unwrap(result(undefined, 200))).rejects.toMatchObject({
      code: 'invalid_response',
      status: 200,
    });
    await expect(unwrap(result({ code: 'E0001', msg: 'ok', data: 1 }, 500))).rejects.toMatchObject({
      code: 'invalid_response',
    });
    await expect(unwrap(result({ code: 'X9999', msg: 'odd', data: null }, 400))).rejects.toMatchObject({
      code: 'invalid_response',
      msg: 'odd',
    });
  });

  it('turns a network failure into an ApiError with status 0', async () => {
    const error = await unwrap(Promise.reject(new TypeError('fetch failed'))).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: ClientErrorCode.Network, status: 0 });
    expect((error as ApiError).message).toMatch(/fetch failed/);
    expect((error as ApiError).cause).toBeInstanceOf(TypeError);
  });

  it('turns unparsable JSON into an invalid response', async () => {
    const parse = () => JSON.parse('{"code":');
    await expect(unwrap(Promise.resolve().then(parse))).rejects.toMatchObject({
      code: ClientErrorCode.InvalidResponse,
      status: 0,
    });
  });
});
