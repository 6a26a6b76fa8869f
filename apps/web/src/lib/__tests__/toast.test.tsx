import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { closeToasts, toast } from '../toast';

describe('toast', () => {
  it('shows the toasts asked for before its code loaded, once it has', async () => {
    renderWithProviders(<div />);
    act(() => {
      toast('Saved the goal.', { variant: 'success' });
      toast('No goal for this chart.', { variant: 'info' });
    });
    expect(await screen.findByText('Saved the goal.')).toBeInTheDocument();
    expect(screen.getByText('No goal for this chart.')).toBeInTheDocument();
  });

  it('closes every toast shown', async () => {
    renderWithProviders(<div />);
    act(() => toast('A card was declined.', { variant: 'error' }));
    expect(await screen.findByText('A card was declined.')).toBeInTheDocument();
    act(() => closeToasts());
    await waitFor(() => expect(screen.queryByText('A card was declined.')).toBeNull());
  });
});
