import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Tooltip } from '../Tooltip';

// The order matters: MUI's Tooltip loads once per page, so the first tests see the element before it.
describe('Tooltip', () => {
  it('gives the element the name or description MUI would, before its code loads', () => {
    render(
      <>
        <Tooltip title="Help">
          <button type="button">?</button>
        </Tooltip>
        <Tooltip title="Opens the report" describeChild>
          <button type="button">Report</button>
        </Tooltip>
        <Tooltip title="Ignored">
          <button type="button" aria-label="Own name">
            x
          </button>
        </Tooltip>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Help' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report' })).toHaveAttribute('title', 'Opens the report');
    expect(screen.getByRole('button', { name: 'Own name' })).toBeInTheDocument();
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('loads on hover, keeps a pressed element until the click lands, then shows the title', async () => {
    const onClick = vi.fn();
    const onOpen = vi.fn();
    render(
      <Tooltip title="Help" onOpen={onOpen}>
        <button type="button" onClick={onClick}>
          ?
        </button>
      </Tooltip>,
    );
    const pressedButton = screen.getByRole('button', { name: 'Help' });
    fireEvent.pointerDown(pressedButton);
    fireEvent.mouseOver(pressedButton);
    expect(onOpen).toHaveBeenCalledTimes(1);
    await vi.dynamicImportSettled();
    // Loaded, but still the same element while it is pressed.
    expect(screen.getByRole('button', { name: 'Help' })).toBe(pressedButton);
    fireEvent.pointerUp(pressedButton);
    fireEvent.click(pressedButton);
    expect(onClick).toHaveBeenCalledTimes(1);
    // The hover that asked for it still holds, so it opens as it arrives.
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Help');
    expect(screen.getByRole('button', { name: 'Help' })).not.toBe(pressedButton);
  });

  it('once loaded, opens on hover and closes when the pointer leaves', async () => {
    render(
      <Tooltip title="Sync state">
        <span tabIndex={0}>dot</span>
      </Tooltip>,
    );
    const dot = screen.getByLabelText('Sync state');
    fireEvent.mouseOver(dot);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Sync state');
    fireEvent.mouseLeave(dot);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });
});
