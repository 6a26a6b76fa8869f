import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useClientLocations } from '../api/clientLocations';
import { PageTitle } from '@/components/PageTitle';

interface ClientLocationsPageProps {
  /** Where a client location's page is. */
  locationHref: (id: number) => string;
}

/** The coach's start page: the client locations of the partners assigned to them. */
export function ClientLocationsPage({ locationHref }: ClientLocationsPageProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState('');
  const deferred = useDeferredValue(filter.trim());
  const list = useClientLocations(deferred);
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack spacing={2}>
      <PageTitle>
        {t('coaching.agent.title')}
      </PageTitle>
      <TextField
        size="small"
        label={t('coaching.agent.search')}
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        sx={{ maxWidth: 360 }}
        slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
      />
      {list.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label={t('common.loading')} />
        </Box>
      ) : list.isError ? (
        <Alert severity="error" action={<Button onClick={() => void list.refetch()}>{t('coaching.retry')}</Button>}>
          {t('coaching.agent.loadFailed')}
        </Alert>
      ) : rows.length === 0 ? (
        <Alert severity="info">{deferred ? t('coaching.agent.noMatch') : t('coaching.agent.empty')}</Alert>
      ) : (
        <Paper variant="outlined">
          <Table size="small" aria-label={t('coaching.agent.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('coaching.agent.location')}</TableCell>
                <TableCell>{t('coaching.agent.client')}</TableCell>
                <TableCell>{t('coaching.agent.timezone')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} hover>
                  <TableCell>
                    <Link component={RouterLink} to={locationHref(row.id)}>
                      {row.name}
                    </Link>
                    {row.isDisable && (
                      <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                        {t('coaching.agent.disabled')}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{row.partnerName}</TableCell>
                  <TableCell>{row.timezone}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      )}
      {list.hasNextPage && (
        <Button onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage} sx={{ alignSelf: 'flex-start' }}>
          {t('coaching.comments.showMore')}
        </Button>
      )}
    </Stack>
  );
}
