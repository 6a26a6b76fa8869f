import type { SxProps, Theme } from '@mui/material/styles';

/** Section titles of the sidebar: small capitals, so that the entries stand out. */
export const SUBHEADER_SX: SxProps<Theme> = {
  lineHeight: '26px',
  mt: 0.5,
  fontSize: 12,
  fontWeight: 600,
  letterSpacing: 0.6,
  textTransform: 'uppercase',
};

/**
 * The sidebar's entries: 28 px rows (above the 24 px minimum target size of WCAG 2.5.8), so that the
 * whole menu and its help links fit a 1440×900 screen without scrolling.
 */
export const ENTRY_SX: SxProps<Theme> = { py: 0.5 };
export const ENTRY_TEXT_SX: SxProps<Theme> = { my: 0 };
