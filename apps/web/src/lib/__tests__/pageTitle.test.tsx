import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageTitle, settingsTitle, usePageTitle } from '../pageTitle';

describe('page titles', () => {
  it('adds the product suffix', () => {
    expect(pageTitle('Reports')).toBe('Reports - Rlo training');
  });
  it('names settings pages "<name> Settings"', () => {
    expect(pageTitle(settingsTitle('Users'))).toBe('Users Settings - Rlo training');
  });
  it('sets the document title and follows changes', () => {
    const { rerender } = renderHook(({ title }) => usePageTitle(title), {
      initialProps: { title: 'Sign in' },
    });
    expect(document.title).toBe('Sign in - Rlo training');
    rerender({ title: 'Dashboard' });
    expect(document.title).toBe('Dashboard - Rlo training');
  });
});
