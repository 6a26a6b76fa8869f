import { describe, expect, it } from 'vitest';
import { resolveRedirect, returnPath } from '../guards';
import { paths } from '../paths';

const ready = { verified: 'true', OnboardingStage: 'FINISH' } as const;
const unverified = { verified: 'false', OnboardingStage: 'FINISH' } as const;
const onboarding = { verified: 'true', OnboardingStage: 'MANAGEMENT_SYSTEM' } as const;

describe('resolveRedirect', () => {
  describe('without a session', () => {
    it('sends every page to the login screen', () => {
      for (const path of [paths.dashboard, paths.root, paths.verify, paths.onboarding]) {
        expect(resolveRedirect(null, path, '')).toBe(paths.login);
      }
    });

    it('remembers a deep link, with its query, to open once signed in', () => {
      expect(resolveRedirect(null, paths.reports, '')).toBe('/login?next=%2Freports');
      expect(resolveRedirect(null, '/settings/users', '')).toBe('/login?next=%2Fsettings%2Fusers');
      // An alert e-mail's link to a figure explained.
      expect(resolveRedirect(null, '/alerts', '?explain=sale_count&location=4&from=2026-11-18&to=2026-11-18')).toBe(
        '/login?next=%2Falerts%3Fexplain%3Dsale_count%26location%3D4%26from%3D2026-11-18%26to%3D2026-11-18',
      );
    });

    it('returns only to a page of this app', () => {
      expect(returnPath('/alerts?explain=sale_count')).toBe('/alerts?explain=sale_count');
      expect(returnPath('/reports')).toBe('/reports');
      for (const next of [null, '', 'https://evil.test/', '//evil.test/x', '/\\evil.test', 'alerts', '/login', '/login?next=%2Freports']) {
        expect(returnPath(next)).toBeNull();
      }
    });
    it('shows the login screen', () => {
      expect(resolveRedirect(null, paths.login, '')).toBeNull();
      expect(resolveRedirect(null, paths.login, '?user=signup')).toBeNull();
      expect(resolveRedirect(null, '/login/', '')).toBeNull();
    });
    it('lets a reset-password link through only with its token', () => {
      expect(resolveRedirect(null, paths.resetPassword, '?token=abc')).toBeNull();
      expect(resolveRedirect(null, paths.resetPassword, '')).toBe(paths.login);
      expect(resolveRedirect(null, paths.resetPassword, '?other=1')).toBe(paths.login);
    });
    it('lets a verification link through with its token', () => {
      expect(resolveRedirect(null, paths.verify, '?token=abc')).toBeNull();
    });
    it('keeps a sign-up link: the login screen opens with the sign-up dialog', () => {
      expect(resolveRedirect(null, paths.root, '?user=signup')).toBe('/login?user=signup');
      expect(resolveRedirect(null, paths.dashboard, '?user=signup&x=1')).toBe('/login?user=signup');
      expect(resolveRedirect(null, paths.dashboard, '?user=other')).toBe(paths.login);
    });
  });

  describe('with a verified, onboarded user', () => {
    it('sends the login screen and the root to the dashboard', () => {
      expect(resolveRedirect(ready, paths.login, '')).toBe(paths.dashboard);
      expect(resolveRedirect(ready, paths.root, '')).toBe(paths.dashboard);
    });
    it('leaves the portal pages alone', () => {
      for (const path of [paths.dashboard, paths.reports, '/settings/account', paths.payment, '/unknown']) {
        expect(resolveRedirect(ready, path, '')).toBeNull();
      }
    });
    it('sends /verify and /onboarding, done already, to the dashboard', () => {
      expect(resolveRedirect(ready, paths.verify, '')).toBe(paths.dashboard);
      expect(resolveRedirect(ready, paths.verify, '?token=abc')).toBe(paths.dashboard);
      expect(resolveRedirect(ready, paths.onboarding, '')).toBe(paths.dashboard);
    });
    it('shows a reset-password link, sends a bare /reset-password to the dashboard', () => {
      expect(resolveRedirect(ready, paths.resetPassword, '?token=abc')).toBeNull();
      expect(resolveRedirect(ready, paths.resetPassword, '')).toBe(paths.dashboard);
    });
  });

  describe('with an unverified user', () => {
    it('sends every page to /verify', () => {
      for (const path of [
        paths.dashboard,
        paths.login,
        paths.root,
        paths.onboarding,
        paths.payment,
        '/settings/account',
      ]) {
        expect(resolveRedirect(unverified, path, '')).toBe(paths.verify);
      }
    });
    it('treats anything but the text "true" as unverified', () => {
      expect(resolveRedirect({ ...unverified, verified: 'TRUE' }, paths.dashboard, '')).toBe(paths.verify);
      expect(resolveRedirect({ ...unverified, verified: '' }, paths.dashboard, '')).toBe(paths.verify);
    });
    it('shows /verify, with or without a token', () => {
      expect(resolveRedirect(unverified, paths.verify, '')).toBeNull();
      expect(resolveRedirect(unverified, paths.verify, '?token=abc')).toBeNull();
    });
    it('checks verification before onboarding', () => {
      expect(
        resolveRedirect({ verified: 'false', OnboardingStage: 'CREDIT_CARD' }, paths.onboarding, ''),
      ).toBe(paths.verify);
    });
  });

  describe('with a user still onboarding', () => {
    it('sends every page to /onboarding', () => {
      for (const path of [
        paths.dashboard,
        paths.login,
        paths.root,
        paths.reports,
        paths.verify,
        '/settings/users',
      ]) {
        expect(resolveRedirect(onboarding, path, '')).toBe(paths.onboarding);
      }
      expect(resolveRedirect({ ...onboarding, OnboardingStage: 'CREDIT_CARD' }, paths.dashboard, '')).toBe(
        paths.onboarding,
      );
    });
    it('shows /onboarding', () => {
      expect(resolveRedirect(onboarding, paths.onboarding, '')).toBeNull();
    });
  });
});
