import Drawer from '@mui/material/Drawer';
import type { Breakpoint } from '@mui/material/styles';
import type { ReactNode } from 'react';

/** The default width: the whole screen on a phone, 420 px from the sm breakpoint. */
const DEFAULT_WIDTH: Partial<Record<Breakpoint, number | string>> = { xs: '100%', sm: 420 };

export interface SidePanelProps {
  open: boolean;
  onClose: () => void;
  /** The id of the panel's heading: the dialog's accessible name. */
  labelledBy?: string;
  width?: Partial<Record<Breakpoint, number | string>>;
  children: ReactNode;
}

/**
 * The app's right-hand side panel (create / edit forms). The fixed app bar sits above MUI's drawer
 * layer, because it clips the permanent sidebar; a temporary drawer also lives on that layer, so a
 * panel opened as a plain Drawer slid *under* the bar, which hid its title and close button. Every
 * side panel goes through here and sits on the modal layer, above the bar, as a labelled dialog.
 */
export function SidePanel({ open, onClose, labelledBy, width = DEFAULT_WIDTH, children }: SidePanelProps) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: {
          sx: { width, maxWidth: '100vw' },
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': labelledBy,
        },
      }}
    >
      {children}
    </Drawer>
  );
}
