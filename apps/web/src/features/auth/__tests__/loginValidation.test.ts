import { loginRequestSchema } from '@rlo/contract';
import { describe, expect, it } from 'vitest';
import { validateLogin } from '../components/loginValidation';

describe('validateLogin', () => {
  it('names the first problem of each field, as a translation key', () => {
    expect(validateLogin({ email: '  ', password: '' }).errors).toEqual({
      email: 'validation.emailRequired',
      password: 'validation.passwordRequired',
    });
    expect(validateLogin({ email: 'owner@', password: 'x' }).errors).toEqual({
      email: 'validation.emailInvalid',
    });
  });

  it('sends the e-mail trimmed and the password as typed', () => {
    expect(validateLogin({ email: ' owner@demo-auto.com ', password: ' pw ' })).toEqual({
      errors: {},
      data: { email: 'owner@demo-auto.com', password: ' pw ' },
    });
  });

  // The check by hand must take what the server's login schema takes, and refuse what it refuses.
  it.each([
    'owner@demo-auto.com',
    'first.last+tag@shop.co.uk',
    "o'neil@garage.fr",
    'owner@demo-auto',
    'owner@@demo-auto.com',
    '.owner@demo-auto.com',
    'owner..x@demo-auto.com',
    'owner@-demo.com',
    'owner@demo.c',
    'owner demo@auto.com',
    'propriétaire@garage.fr',
  ])('agrees with the server on %s', (email) => {
    const server = loginRequestSchema.safeParse({ email, password: 'pw' }).success;
    expect(validateLogin({ email, password: 'pw' }).data !== undefined).toBe(server);
  });
});
