import SearchIcon from '@mui/icons-material/Search';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import type { UserGuideSummary } from '@rlo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { UserGuideDialog } from '@/components/UserGuideDialog';
import { useLocale } from '@/lib/i18n';
import { useGuideIndex, type GuideRef } from '@/api/guides';
import { GuideList } from './GuideList';
import { PageTitle } from '@/components/PageTitle';

type Filter = 'all' | 'SCREEN' | 'KPI';

const matches = (guide: UserGuideSummary, words: string[]) => {
  const text = `${guide.title} ${guide.summary}`.toLocaleLowerCase();
  return words.every((word) => text.includes(word));
};

/** /userGuide: the screen-level and KPI-level guide lists (3-operations §2), searchable. */
export function UserGuidesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const index = useGuideIndex(locale);
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Filter>('all');
  const [open, setOpen] = useState<GuideRef | null>(null);
  const words = search.toLocaleLowerCase().split(/\s+/).filter(Boolean);

  const body = () => {
    if (index.isPending) return <Skeleton variant="rounded" height={320} aria-label={t('guides.common.loading')} />;
    if (index.isError)
      return (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void index.refetch()}>{t('guides.common.retry')}</Button>}>
          {t('guides.userGuide.listError')}
        </Alert>
      );
    const screens = filter === 'KPI' ? [] : index.data.screens.filter((g) => matches(g, words));
    const kpis = filter === 'SCREEN' ? [] : index.data.kpis.filter((g) => matches(g, words));
    if (screens.length + kpis.length === 0)
      return <Alert severity="info">{words.length > 0 ? t('guides.userGuide.noMatch', { search }) : t('guides.userGuide.none')}</Alert>;
    // KPI guides under their dashboard section, in the sections' order.
    const sections = index.data.groups
      .map((group) => ({ group, guides: kpis.filter((g) => g.kpiGroup === group.kpiGroup) }))
      .filter((s) => s.guides.length > 0);
    return (
      <Stack direction={{ xs: 'column', lg: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        {screens.length > 0 && (
          <Paper variant="outlined" sx={{ flex: 1, width: '100%', p: 1 }} component="section" aria-label={t('guides.userGuide.screens')}>
            <GuideList heading={t('guides.userGuide.screens')} guides={screens} onOpen={(g) => setOpen({ section: 'SCREEN', key: g.key })} />
          </Paper>
        )}
        {sections.length > 0 && (
          <Paper variant="outlined" sx={{ flex: 1, width: '100%', p: 1 }} component="section" aria-label={t('guides.userGuide.kpis')}>
            <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1, fontWeight: 600 }}>
              {t('guides.userGuide.kpis')}
            </Typography>
            {sections.map(({ group, guides }) => (
              <GuideList key={group.key} heading={group.title} guides={guides} onOpen={(g) => setOpen({ section: 'KPI', key: g.key })} />
            ))}
          </Paper>
        )}
      </Stack>
    );
  };

  return (
    <Stack spacing={2.5}>
      <div>
        <PageTitle>
          {t('guides.userGuide.title')}
        </PageTitle>
        <Typography color="text.secondary">{t('guides.userGuide.intro')}</Typography>
      </div>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <TextField
          size="small"
          type="search"
          label={t('guides.userGuide.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          sx={{ minWidth: 280 }}
          slotProps={{ input: { startAdornment: <InputAdornment position="start"><SearchIcon fontSize="small" /></InputAdornment> } }}
        />
        <ToggleButtonGroup
          size="small"
          exclusive
          value={filter}
          onChange={(_event, next: Filter | null) => next && setFilter(next)}
          aria-label={t('guides.userGuide.filter')}
        >
          <ToggleButton value="all">{t('guides.userGuide.all')}</ToggleButton>
          <ToggleButton value="SCREEN">{t('guides.userGuide.screens')}</ToggleButton>
          <ToggleButton value="KPI">{t('guides.userGuide.kpis')}</ToggleButton>
        </ToggleButtonGroup>
      </Stack>
      {body()}
      <UserGuideDialog guide={open} onClose={() => setOpen(null)} />
    </Stack>
  );
}
