import { describe, expect, it } from 'vitest';
import { accountUpdateSchema } from '../settings';
import { signUpSchema } from '../signup';

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

const complete = {
  businessName: 'Austin Auto',
  businessZip: '78701',
  businessUrl: 'www.austin-auto.com',
  contactName: 'Jordan Miles',
  phone: '5125550188',
  contactEmail: 'jordan@austin-auto.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  agree: true,
};

describe('signUpSchema', () => {
  it('compares the passwords even while required fields are empty', () => {
    const result = signUpSchema.safeParse({ ...complete, businessName: '', phone: '', confirmPassword: 'secret2' });
    expect(issuesOf(result)).toEqual([
      ['businessName', 'signup.errors.businessNameRequired'],
      ['phone', 'signup.errors.phoneRequired'],
      ['confirmPassword', 'signup.errors.confirmPasswordMismatch'],
    ]);
  });

  it('says only "required" for a blank field, not also "too short"', () => {
    const result = signUpSchema.safeParse({ ...complete, contactName: '   ', password: '', confirmPassword: '' });
    expect(issuesOf(result)).toEqual([
      ['contactName', 'signup.errors.contactNameRequired'],
      ['password', 'signup.errors.passwordRequired'],
      ['confirmPassword', 'signup.errors.confirmPasswordRequired'],
    ]);
  });

  it('still gives the length errors of a filled field', () => {
    const result = signUpSchema.safeParse({ ...complete, businessName: 'Abcd', password: 'abc', confirmPassword: 'abc' });
    expect(issuesOf(result)).toEqual([
      ['businessName', 'signup.errors.businessNameTooShort'],
      ['password', 'signup.errors.passwordTooShort'],
    ]);
  });
});

describe('accountUpdateSchema', () => {
  it('applies the sign-up rules to the account details, under the account field names', () => {
    const result = accountUpdateSchema.safeParse({
      businessName: 'Abc',
      website: 'not a site',
      zip: '12a45',
      timezone: 'US/Central',
      contactName: 'Jo',
      phone: '5125550188',
      email: 'jordan@austin-auto.com',
    });
    expect(issuesOf(result)).toEqual([
      ['businessName', 'signup.errors.businessNameTooShort'],
      ['website', 'signup.errors.websiteInvalid'],
      ['zip', 'signup.errors.businessZipNumbersOnly'],
      ['contactName', 'signup.errors.contactNameTooShort'],
    ]);
  });

  it('keeps blank address lines as null', () => {
    const result = accountUpdateSchema.parse({
      businessName: 'Austin Auto',
      website: 'austin-auto.com',
      address: ' ',
      zip: '78701',
      timezone: 'US/Eastern',
      contactName: 'Jordan Miles',
      phone: '5125550188',
      email: 'jordan@austin-auto.com',
    });
    expect(result).toMatchObject({ address: null, city: null, state: null, timezone: 'US/Eastern' });
  });
});
