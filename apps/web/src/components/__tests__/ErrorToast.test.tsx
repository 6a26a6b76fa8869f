import { act, screen, within } from '@testing-library/react';
import { enqueueSnackbar } from 'notistack';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { notifyError } from '@/lib/notify';
import { renderWithProviders } from '@/test/render';

describe('ErrorToast', () => {
  it('shows the title of a failed call in bold over its message, once however often it fails', async () => {
    renderWithProviders(<div />);
    const error = new ApiError({ status: 418, title: 'Teapot', message: 'The pot is short and stout.' });
    act(() => {
      notifyError(error);
      notifyError(error);
    });
    const toast = await screen.findByRole('alert');
    expect(within(toast).getByText('Teapot').tagName).toBe('STRONG');
    expect(toast).toHaveTextContent('TeapotThe pot is short and stout.');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(toast).not.toHaveAttribute('title');
  });

  it('shows an error without a title as its message alone', async () => {
    renderWithProviders(<div />);
    act(() => {
      enqueueSnackbar('Something broke.', { variant: 'error' });
    });
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent(/^Something broke\.$/);
    expect(within(toast).queryByText('Something broke.', { selector: 'strong' })).toBeNull();
  });
});
