import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/PageTitle';

interface AccountCardProps {
  icon: ReactNode;
  titleId: string;
  title: string;
  /** Shown along the top edge of the card (a progress bar while processing). */
  top?: ReactNode;
  children: ReactNode;
}

/** The card of the account pages (verify, reset password), shaped like the login card. */
export function AccountCard({ icon, titleId, title, top, children }: AccountCardProps) {
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      elevation={3}
      sx={{
        position: 'relative',
        overflow: 'hidden',
        width: 1,
        maxWidth: 480,
        p: { xs: 3, sm: 5 },
        borderRadius: 3,
      }}
    >
      {top && <Box sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}>{top}</Box>}
      <Stack spacing={1} sx={{ alignItems: 'center', mb: 3, textAlign: 'center' }}>
        <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}>{icon}</Avatar>
        <PageTitle id={titleId}>
          {title}
        </PageTitle>
      </Stack>
      {children}
    </Paper>
  );
}
