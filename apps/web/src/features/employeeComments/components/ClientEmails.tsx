import Button from '@mui/material/Button';
import { DataGrid, type GridColDef } from '@mui/x-data-grid';
import { GRID_DEFAULT_PAGE_SIZE, GRID_PAGE_SIZES } from '@rlo/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { date, dateTime } from '@/lib/format';
import { useClientEmails, type ClientEmailView } from '../api/clientEmails';
import { EmailPreviewDialog } from './EmailPreviewDialog';
import { useGridLocaleText } from '@/components/gridLocaleText';

interface Props {
  partnerId: number;
  locationId: number;
}

/** The report e-mails sent to the location (sent, location name, to e-mail, state, last event); a row opens its preview. */
export function ClientEmails({ partnerId, locationId }: Props) {
  const { t } = useTranslation();
  const gridText = useGridLocaleText(t('employeeComments.emails.empty'));
  const [paging, setPaging] = useState({ page: 0, pageSize: GRID_DEFAULT_PAGE_SIZE });
  const query = useClientEmails(partnerId, locationId, { page: paging.page + 1, pageSize: paging.pageSize });
  const [preview, setPreview] = useState<ClientEmailView | null>(null);

  const columns = useMemo<GridColDef<ClientEmailView>[]>(
    () => [
      {
        field: 'sent',
        headerName: t('employeeComments.emails.sent'),
        flex: 1,
        minWidth: 170,
        valueFormatter: (value: string | null) =>
          value ? dateTime(value) : t('employeeComments.emails.notSent'),
      },
      {
        field: 'business_date',
        headerName: t('employeeComments.emails.day'),
        width: 120,
        valueFormatter: (value: string | null) => (value ? date(value) : ''),
      },
      {
        field: 'kind',
        headerName: t('employeeComments.emails.kind'),
        width: 130,
        valueFormatter: (value: string) => t(`employeeComments.emails.kinds.${value}`),
      },
      { field: 'location_name', headerName: t('employeeComments.emails.location'), flex: 1, minWidth: 140 },
      { field: 'to_email', headerName: t('employeeComments.emails.to'), flex: 1.4, minWidth: 200 },
      {
        field: 'state',
        headerName: t('employeeComments.emails.state'),
        width: 110,
        valueFormatter: (value: string) => t(`employeeComments.emails.states.${value}`),
      },
      {
        field: 'last_event',
        headerName: t('employeeComments.emails.lastEvent'),
        width: 130,
        valueFormatter: (value: string | null) => value ?? '—',
      },
      {
        field: 'preview',
        headerName: t('employeeComments.emails.preview'),
        sortable: false,
        width: 110,
        renderCell: ({ row }) => (
          <Button
            size="small"
            onClick={() => setPreview(row)}
            aria-label={t('employeeComments.emails.previewNamed', { to: row.to_email })}
          >
            {t('employeeComments.emails.view')}
          </Button>
        ),
      },
    ],
    [t],
  );

  return (
    <>
      <DataGrid
        rows={query.data?.items ?? []}
        rowCount={query.data?.total ?? 0}
        columns={columns}
        loading={query.isFetching}
        paginationMode="server"
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        pageSizeOptions={[...GRID_PAGE_SIZES]}
        disableRowSelectionOnClick
        disableColumnMenu
        autoHeight
        localeText={gridText}
        aria-label={t('employeeComments.emails.title')}
      />
      <EmailPreviewDialog email={preview} onClose={() => setPreview(null)} />
    </>
  );
}
