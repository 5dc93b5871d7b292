import { describe, expect, it } from 'vitest';
import { readLoginState } from './loginState';

describe('readLoginState', () => {
  it('keeps the e-mail and the notice the registration and reset pages send', () => {
    expect(readLoginState({ email: 'a@b.cn', notice: 'registered' })).toEqual({
      email: 'a@b.cn',
      notice: 'registered',
    });
    expect(readLoginState({ notice: 'passwordReset' })).toEqual({ notice: 'passwordReset' });
  });

  it('ignores what it does not know', () => {
    expect(readLoginState(null)).toEqual({});
    expect(readLoginState('registered')).toEqual({});
    expect(readLoginState({ email: 42, notice: 'hacked', usr: 'x' })).toEqual({});
  });
});
