import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { OwnerCommentDialog } from '@/components/OwnerCommentDialog';

const employees = [
  { id: 4, fullName: 'Sam Writer' },
  { id: 9, fullName: 'Tina Tech' },
];

describe('owner comment form', () => {
  it('refuses to save without a ticked employee and scrolls to the error', async () => {
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    renderWithProviders(
      <OwnerCommentDialog
        open
        heading="Comment"
        employees={employees}
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Comment' });
    // Pasted rather than typed key by key: the form's rules, not the keyboard, are under test.
    await userEvent.click(within(dialog).getByLabelText(/Title/));
    await userEvent.paste('Upsell');
    await userEvent.click(within(dialog).getByLabelText(/^Comment/));
    await userEvent.paste('Offer wipers.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Select at least one employee.')).toBeInTheDocument();
    expect(scroll).toHaveBeenCalled();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Sam Writer' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Tina Tech' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Upsell',
      description: 'Offer wipers.',
      employeeIds: [4, 9],
    });
  });
});
