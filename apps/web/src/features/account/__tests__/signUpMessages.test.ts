import { SIGNUP_BOUNDS, SIGNUP_ERROR_TEXT, type SignUpErrorKey } from '@rlo/contract';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';

describe('sign-up messages', () => {
  it('has an English text for every key of the shared schema, as the API spells it', () => {
    for (const key of Object.keys(SIGNUP_ERROR_TEXT) as SignUpErrorKey[]) {
      expect({ key, text: i18next.t(key, { ...SIGNUP_BOUNDS }) }).toEqual({
        key,
        text: SIGNUP_ERROR_TEXT[key],
      });
    }
  });
});
