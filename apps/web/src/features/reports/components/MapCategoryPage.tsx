import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SmsCategory } from '@rlo/contract';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '@/lib/notify';
import { toast } from '@/lib/toast';
import { useDashboardCategories, useDeleteMapping, useMappings, useSaveMapping, useSmsCategories, useVerifyMapping } from '../api/categories';
import { LoadingBlock } from '@/components/QueryStates';
import type { ReportLocation } from './ReportsPage';
import { PageTitle } from '@/components/PageTitle';

const idsOf = (list: string) => (list === '' ? [] : list.split(',').map(Number));
const DRAG_TYPE = 'text/plain';

interface MapCategoryPageProps {
  partnerId: number;
  locations: readonly ReportLocation[];
}

/** Map category (3-operations §2): a location's sms categories onto the product's dashboard categories. */
export function MapCategoryPage({ partnerId, locations }: MapCategoryPageProps) {
  const { t } = useTranslation();
  const choices = locations.filter((location) => !location.isDisable);
  const [locationId, setLocationId] = useState<number | null>(choices[0]?.id ?? null);
  const verify = useVerifyMapping(partnerId);
  const mapped = verify.data?.find((entry) => entry.locationId === locationId)?.mapped;
  return (
    <Stack spacing={2.5}>
      <PageTitle>
        {t('reportsPage.mapping.title')}
      </PageTitle>
      {locationId === null ? (
        <Alert severity="info">{t('reportsPage.noLocation')}</Alert>
      ) : (
        <>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <TextField
              select
              size="small"
              label={t('reportsPage.location')}
              value={String(locationId)}
              onChange={(event) => setLocationId(Number(event.target.value))}
              sx={{ minWidth: 240 }}
            >
              {choices.map((location) => (
                <MenuItem key={location.id} value={String(location.id)}>
                  {location.name}
                </MenuItem>
              ))}
            </TextField>
            {mapped !== undefined && (
              <Chip
                data-testid="mapped-flag"
                color={mapped ? 'success' : 'warning'}
                label={t(mapped ? 'reportsPage.mapping.mapped' : 'reportsPage.mapping.notMapped')}
              />
            )}
          </Stack>
          <Mapper key={locationId} partnerId={partnerId} locationId={locationId} />
        </>
      )}
    </Stack>
  );
}

function Mapper({ partnerId, locationId }: { partnerId: number; locationId: number }) {
  const { t } = useTranslation();
  const dashboard = useDashboardCategories();
  const sms = useSmsCategories(partnerId, locationId);
  const mappings = useMappings(partnerId, locationId);
  const save = useSaveMapping(partnerId, locationId);
  const remove = useDeleteMapping();
  const [selected, setSelected] = useState<number | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [dropActive, setDropActive] = useState(false);

  if (dashboard.isPending || sms.isPending || mappings.isPending) return <LoadingBlock height={360} />;
  if (dashboard.isError || sms.isError || mappings.isError) {
    return <Alert severity="error">{t('reportsPage.mapping.loadFailed')}</Alert>;
  }
  const byId = new Map(sms.data.map((category) => [category.categoryID, category]));
  const mappedIds = new Set(mappings.data.flatMap((row) => idsOf(row.mappedCategory)));
  const row = mappings.data.find((entry) => entry.dashboardCategoryId === selected);
  const inSelected = row ? idsOf(row.mappedCategory).flatMap((id) => byId.get(id) ?? []) : [];
  const unmapped = sms.data.filter((category) => !mappedIds.has(category.categoryID));
  const selectedName = dashboard.data.find((d) => d.id === selected)?.name ?? '';

  const store = (ids: number[], done: string) => {
    if (selected === null) {
      toast(t('reportsPage.mapping.chooseFirst'), { variant: 'info' });
      return;
    }
    save.mutate(
      { id: row?.id, dashboardCategoryId: selected, mappedCategory: ids.join(',') },
      { onSuccess: () => notifySuccess(done), onError: notifyError },
    );
  };
  const add = (category: SmsCategory) =>
    store([...(row ? idsOf(row.mappedCategory) : []), category.categoryID], t('reportsPage.mapping.added', { name: category.name, target: selectedName }));
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDropActive(false);
    const category = byId.get(Number(event.dataTransfer.getData(DRAG_TYPE)));
    if (category) add(category);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '280px 1fr' } }}>
      <Paper variant="outlined">
        <Typography variant="subtitle1" component="h2" sx={{ px: 2, pt: 1.5, fontWeight: 600 }}>
          {t('reportsPage.mapping.dashboardCategories')}
        </Typography>
        <List dense aria-label={t('reportsPage.mapping.dashboardCategories')}>
          {dashboard.data.map((category) => {
            const count = idsOf(mappings.data.find((m) => m.dashboardCategoryId === category.id)?.mappedCategory ?? '').length;
            return (
              // Each button in its own <li>: a list holds list items only (axe 'list').
              <ListItem key={category.id} disablePadding>
                <ListItemButton selected={selected === category.id} onClick={() => setSelected(category.id)}>
                  <ListItemText primary={category.name} />
                  {count > 0 && <Chip size="small" label={count} />}
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      </Paper>
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {t('reportsPage.mapping.unmapped')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('reportsPage.mapping.dragHint')}
          </Typography>
          <Box data-testid="unmapped" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {unmapped.length === 0 ? (
              <Typography color="text.secondary">{t('reportsPage.mapping.allMapped')}</Typography>
            ) : (
              unmapped.map((category) => (
                <Chip
                  key={category.categoryID}
                  label={category.name}
                  variant="outlined"
                  draggable
                  onDragStart={(event) => event.dataTransfer.setData(DRAG_TYPE, String(category.categoryID))}
                  onClick={() => add(category)}
                  sx={{ cursor: 'grab' }}
                />
              ))
            )}
          </Box>
        </Paper>
        <Paper
          variant="outlined"
          data-testid="drop-zone"
          onDragOver={(event) => {
            event.preventDefault();
            setDropActive(true);
          }}
          onDragLeave={() => setDropActive(false)}
          onDrop={drop}
          sx={{ p: 2, minHeight: 140, borderStyle: 'dashed', borderColor: dropActive ? 'primary.main' : 'divider' }}
        >
          <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
            <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flexGrow: 1 }}>
              {selected === null ? t('reportsPage.mapping.chooseFirst') : t('reportsPage.mapping.mappedTo', { name: selectedName })}
            </Typography>
            {row && (
              <Button color="error" size="small" onClick={() => setConfirming(true)}>
                {t('reportsPage.mapping.delete')}
              </Button>
            )}
          </Stack>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {selected !== null && inSelected.length === 0 && (
              <Typography color="text.secondary">{t('reportsPage.mapping.dropHere')}</Typography>
            )}
            {inSelected.map((category) => (
              <Chip
                key={category.categoryID}
                label={category.name}
                color="primary"
                onDelete={() =>
                  store(
                    idsOf(row?.mappedCategory ?? '').filter((id) => id !== category.categoryID),
                    t('reportsPage.mapping.removed', { name: category.name }),
                  )
                }
              />
            ))}
          </Box>
        </Paper>
      </Stack>
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>{t('reportsPage.mapping.deleteTitle')}</DialogTitle>
        <DialogContent>{t('reportsPage.mapping.deleteText', { name: selectedName })}</DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('reportsPage.mapping.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() =>
              row &&
              remove.mutate(row.id, {
                onSuccess: () => notifySuccess(t('reportsPage.mapping.deleted', { name: selectedName })),
                onError: notifyError,
                onSettled: () => setConfirming(false),
              })
            }
          >
            {t('reportsPage.mapping.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
