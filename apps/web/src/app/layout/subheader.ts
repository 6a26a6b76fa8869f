import type { SxProps, Theme } from '@mui/material/styles';

/** Section titles of the sidebar: small capitals, so that the entries stand out. */
export const SUBHEADER_SX: SxProps<Theme> = {
  lineHeight: '32px',
  mt: 0.5,
  fontSize: 12,
  fontWeight: 600,
  letterSpacing: 0.6,
  textTransform: 'uppercase',
};
