import Add from '@mui/icons-material/Add';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Delete from '@mui/icons-material/Delete';
import Edit from '@mui/icons-material/Edit';
import HourglassEmpty from '@mui/icons-material/HourglassEmpty';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { GRID_PAGE_SIZES, type PartnerUser } from '@rlo/contract';
import { useMemo, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Tooltip } from '@/components/Tooltip';
import { visuallyHidden } from '@/components/visuallyHidden';
import { notifyError, notifySuccess } from '@/lib/notify';
import { useDeleteUser, useUsers } from '../api/users';
import { roleLabelKey } from '../roles';
import { ConfirmDialog } from '@/components/ConfirmDialog';
import { ServerGrid } from '@/components/ServerGrid';
import { UserPanel, type LocationOption } from './UserPanel';

interface UsersSettingsProps {
  currentUserId: number;
  canEdit: boolean;
  locations: LocationOption[];
  onOwnEmailChanged: () => void;
}

type Panel = { user: PartnerUser | null } | null;

/** How many location names a row shows before the rest are summed up as "+N". */
const SHOWN_LOCATIONS = 2;

/**
 * A user's locations as the grid shows them: a Location Manager works at their default location
 * plus the ones assigned to them (and sees only those); every other role sees all locations.
 */
function UserLocations({ user, names, t }: { user: PartnerUser; names: Map<number, string>; t: TFunction }) {
  if (user.role !== 'LocationManager') {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {t('settings.users.allLocations')}
      </Typography>
    );
  }
  const ids = [...new Set([...(user.defaultLocation === null ? [] : [user.defaultLocation]), ...user.locationIds])];
  if (ids.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary" component="span">
        {t('settings.users.noLocations')}
      </Typography>
    );
  }
  const labels = ids.map((id) => names.get(id) ?? t('settings.users.locationUnknown', { id }));
  const shown = labels.slice(0, SHOWN_LOCATIONS).join(', ');
  const rest = labels.slice(SHOWN_LOCATIONS);
  // The whole list for the pointer, the default one marked (it comes first when there is one).
  const all = labels.map((label, index) => (index === 0 && user.defaultLocation !== null ? t('settings.users.defaultLocationTag', { name: label }) : label)).join(', ');
  return (
    <Tooltip title={all} placement="bottom-start" describeChild>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
        <Typography variant="body2" component="span" noWrap>
          {shown}
        </Typography>
        {rest.length > 0 && (
          <Chip
            size="small"
            sx={{ flexShrink: 0 }}
            label={
              <>
                <span aria-hidden>+{rest.length}</span>
                <Box component="span" sx={visuallyHidden}>
                  {t('settings.users.moreLocations', { names: rest.join(', ') })}
                </Box>
              </>
            }
          />
        )}
      </Stack>
    </Tooltip>
  );
}

/** Tab Users (3-operations §2): the grid, the side panel to add or edit, delete with confirmation. */
export function UsersSettings({ currentUserId, canEdit, locations, onOwnEmailChanged }: UsersSettingsProps) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState<GridPaginationModel>({ page: 0, pageSize: GRID_PAGE_SIZES[0] });
  const users = useUsers(paging);
  const remove = useDeleteUser();
  const [panel, setPanel] = useState<Panel>(null);
  const [deleting, setDeleting] = useState<PartnerUser | null>(null);

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => notifySuccess(t('settings.users.deleted', { name: deleting.name })),
      onError: (error) => notifyError(error),
      onSettled: () => setDeleting(null),
    });
  };

  const locationNames = useMemo(() => new Map(locations.map((location) => [location.id, location.name])), [locations]);

  const columns = useMemo<GridColDef<PartnerUser>[]>(() => {
    const base: GridColDef<PartnerUser>[] = [
      { field: 'name', headerName: t('settings.users.fields.name'), flex: 1, minWidth: 140, sortable: false },
      { field: 'email', headerName: t('settings.users.fields.email'), flex: 1.3, minWidth: 170, sortable: false },
      { field: 'role', headerName: t('settings.users.fields.role'), flex: 1.2, minWidth: 200, sortable: false, valueFormatter: (value: PartnerUser['role']) => t(roleLabelKey(value)) },
      {
        field: 'locationIds',
        headerName: t('settings.users.fields.locations'),
        flex: 1.2,
        minWidth: 180,
        sortable: false,
        renderCell: ({ row }) => <UserLocations user={row} names={locationNames} t={t} />,
      },
      {
        field: 'verified',
        headerName: t('settings.users.fields.verified'),
        width: 130,
        sortable: false,
        renderCell: ({ value }) =>
          value ? (
            <Chip size="small" color="success" variant="outlined" icon={<CheckCircle />} label={t('settings.users.verifiedYes')} />
          ) : (
            <Chip size="small" variant="outlined" icon={<HourglassEmpty />} label={t('settings.users.verifiedNo')} />
          ),
      },
    ];
    if (!canEdit) return base;
    return [
      ...base,
      {
        field: 'actions',
        headerName: t('settings.users.actions'),
        width: 100,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row">
            <Tooltip title={t('settings.users.edit')}>
              <IconButton size="small" aria-label={t('settings.users.editNamed', { name: row.name })} onClick={() => setPanel({ user: row })}>
                <Edit fontSize="small" />
              </IconButton>
            </Tooltip>
            {row.id !== currentUserId && (
              <Tooltip title={t('settings.users.delete')}>
                <IconButton size="small" aria-label={t('settings.users.deleteNamed', { name: row.name })} onClick={() => setDeleting(row)}>
                  <Delete fontSize="small" />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        ),
      },
    ];
  }, [t, canEdit, currentUserId, locationNames]);

  return (
    <Stack spacing={2}>
      {canEdit ? (
        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button variant="contained" startIcon={<Add />} onClick={() => setPanel({ user: null })}>
            {t('settings.users.add')}
          </Button>
        </Stack>
      ) : (
        <Alert severity="info">{t('settings.ownerOnly')}</Alert>
      )}
      <ServerGrid<PartnerUser>
        label={t('settings.users.gridLabel')}
        rows={users.data?.items ?? []}
        columns={columns}
        rowCount={users.data?.total ?? 0}
        loading={users.isFetching}
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        noRowsLabel={users.isError ? t('settings.users.unavailable') : t('settings.users.empty')}
        pageSizes={GRID_PAGE_SIZES}
        sortableWithinPage
        sx={{ bgcolor: 'background.paper' }}
      />
      {panel && (
        <UserPanel
          user={panel.user}
          locations={locations}
          currentUserId={currentUserId}
          onClose={() => setPanel(null)}
          onOwnEmailChanged={onOwnEmailChanged}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('settings.users.deleteTitle')}
        text={t('settings.users.deleteText', { name: deleting?.name ?? '', email: deleting?.email ?? '' })}
        confirmLabel={t('settings.users.delete')}
        busy={remove.isPending}
        onConfirm={onDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
