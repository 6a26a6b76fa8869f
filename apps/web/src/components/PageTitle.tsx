import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface PageTitleProps {
  children: ReactNode;
  /** For a region or a card that the title names (`aria-labelledby`). */
  id?: string;
  sx?: SxProps<Theme>;
}

/**
 * The title of a screen: its one h1, in one style on every screen (issue 31 item 5), so that the
 * headings of every page start at level 1 and go down from there (axe's heading-order).
 */
export function PageTitle({ children, id, sx }: PageTitleProps) {
  return (
    <Typography
      id={id}
      variant="h5"
      component="h1"
      sx={[{ fontWeight: 600, overflowWrap: 'anywhere' }, ...(Array.isArray(sx) ? sx : [sx])]}
    >
      {children}
    </Typography>
  );
}

/** A screen that only has a message to show (not allowed, nothing set up): still under its title. */
export function TitledMessage({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack spacing={2}>
      <PageTitle>{title}</PageTitle>
      {children}
    </Stack>
  );
}
