import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api';
import { renderWithProviders } from '@/test/render';
import { OwnerCommentDialog } from '@/components/OwnerCommentDialog';

const employees = [
  { id: 4, fullName: 'Sam Writer' },
  { id: 9, fullName: 'Tina Tech' },
];

/** Opens the form with `onSave` and writes a title and a comment; returns the dialog. */
async function writeComment(onSave: () => Promise<unknown>, onClose: () => void) {
  renderWithProviders(
    <OwnerCommentDialog
      open
      heading="Comment"
      employees={employees}
      onSave={onSave}
      savedText="Comment saved."
      onClose={onClose}
    />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Comment' });
  // Pasted rather than typed key by key: the form's rules, not the keyboard, are under test.
  await userEvent.click(within(dialog).getByLabelText(/Title/));
  await userEvent.paste('Upsell');
  await userEvent.click(within(dialog).getByLabelText(/^Comment/));
  await userEvent.paste('Offer wipers.');
  return dialog;
}

describe('owner comment form', () => {
  it('refuses to save without a ticked employee and scrolls to the error', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    const onClose = vi.fn();
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    const dialog = await writeComment(onSave, onClose);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Select at least one employee.')).toBeInTheDocument();
    expect(scroll).toHaveBeenCalled();
    expect(onSave).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Sam Writer' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Tina Tech' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({
      title: 'Upsell',
      description: 'Offer wipers.',
      employees: [{ id: 4 }, { id: 9 }],
    });
    expect(await screen.findByText('Comment saved.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
  });

  it('keeps the text and the dialog when the save fails, and says why', async () => {
    const refused = new ApiError({ status: 418, title: 'Refused', message: 'The comment was refused.' });
    const onSave = vi.fn().mockRejectedValue(refused);
    const onClose = vi.fn();
    const dialog = await writeComment(onSave, onClose);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Sam Writer' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The comment was refused.')).toBeInTheDocument();
    expect(screen.queryByText('Comment saved.')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByLabelText(/Title/)).toHaveValue('Upsell');
  });
});
