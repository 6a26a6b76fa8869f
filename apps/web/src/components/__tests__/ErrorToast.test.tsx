import { act, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { notifyError } from '@/lib/notify';
import { toast } from '@/lib/toast';
import { renderWithProviders } from '@/test/render';

describe('ErrorToast', () => {
  it('shows the title of a failed call in bold over its message, once however often it fails', async () => {
    renderWithProviders(<div />);
    const error = new ApiError({ status: 418, title: 'Teapot', message: 'The pot is short and stout.' });
    act(() => {
      notifyError(error);
      notifyError(error);
    });
    const shown = await screen.findByRole('alert');
    expect(within(shown).getByText('Teapot').tagName).toBe('STRONG');
    expect(shown).toHaveTextContent('TeapotThe pot is short and stout.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(shown).not.toHaveAttribute('title');
  });

  it('shows an error without a title as its message alone', async () => {
    renderWithProviders(<div />);
    act(() => {
      toast('Something broke.', { variant: 'error' });
    });
    const shown = await screen.findByRole('alert');
    expect(shown).toHaveTextContent(/^Something broke\.$/);
    expect(within(shown).queryByText('Something broke.', { selector: 'strong' })).toBeNull();
  });
});
