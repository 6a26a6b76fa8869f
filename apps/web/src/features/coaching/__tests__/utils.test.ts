import { describe, expect, it } from 'vitest';
import { resolveRedirect } from '@/app/guards';
import { goalToInput, inputToGoal } from '../utils/goals';
import { commentPreview } from '../utils/preview';

describe('commentPreview', () => {
  it('keeps a text of up to 150 characters whole', () => {
    expect(commentPreview('a'.repeat(150))).toEqual({ text: 'a'.repeat(150), cut: false });
  });
  it('cuts a longer text at 150 characters with an ellipsis', () => {
    const { text, cut } = commentPreview(`${'b'.repeat(150)}tail`);
    expect(cut).toBe(true);
    expect(text).toBe(`${'b'.repeat(150)}…`);
  });
});

describe('goal input', () => {
  it('takes money goals in dollars and keeps cents; car count stays a count', () => {
    expect(inputToGoal('gross_sales_cents', '$120,000.50')).toBe(12_000_050);
    expect(inputToGoal('sale_count', '310')).toBe(310);
    expect(goalToInput('average_sale_cents', 45_000)).toBe('450');
    expect(goalToInput('sale_count', 310)).toBe('310');
  });
  it('refuses empty, zero, negative and non-numbers', () => {
    for (const text of ['', '0', '-5', 'abc']) expect(inputToGoal('gross_profit_cents', text)).toBeNull();
  });
});

describe('coach routing', () => {
  const coach = { verified: 'true', OnboardingStage: 'FINISH' as const, role: 'Coach' as const };
  const owner = { verified: 'true', OnboardingStage: 'FINISH' as const, role: 'Admin' as const };
  it('keeps a coach on the /agent screens', () => {
    expect(resolveRedirect(coach, '/dashboard', '')).toBe('/agent/client-locations');
    expect(resolveRedirect(coach, '/login', '')).toBe('/agent/client-locations');
    expect(resolveRedirect(coach, '/agent/client-locations/12', '')).toBeNull();
  });
  it('keeps shop users off them', () => {
    expect(resolveRedirect(owner, '/agent/client-locations', '')).toBe('/dashboard');
    expect(resolveRedirect(owner, '/goal', '')).toBeNull();
  });
});
