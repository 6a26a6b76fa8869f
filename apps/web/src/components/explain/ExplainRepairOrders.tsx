import DownloadIcon from '@mui/icons-material/Download';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { EXPLAIN_RO_INPUTS, type ExplainRepairOrder, type Explanation } from '@rlo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { explainCsvUrl, useExplainRepairOrders, type ExplainTarget } from '@/api/explain';
import { ServerGrid } from '@/components/ServerGrid';
import { count, date } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { formatInput } from './formatInput';
import { locationColumns } from './locationColumn';

const PAGE_SIZES = [10, 25, 50, 100] as const;

interface Props {
  target: ExplainTarget;
  explanation: Explanation;
}

/** The counted ROs behind a figure, paged and sorted by the server, with their part of each input. */
export function ExplainRepairOrders({ target, explanation }: Props) {
  const { t } = useTranslation();
  const locale = useLocale();
  const amounts = explanation.inputs.flatMap((i) =>
    i.summed_from_ros && i.key !== 'ro_count' && (EXPLAIN_RO_INPUTS as readonly string[]).includes(i.key)
      ? [i.key]
      : [],
  );
  const [paging, setPaging] = useState({ page: 0, pageSize: 25 });
  const [sort, setSort] = useState<string>('business_date');
  const [order, setOrder] = useState<'asc' | 'desc'>('asc');
  const ros = useExplainRepairOrders(target, {
    pageNum: paging.page + 1,
    pageSize: paging.pageSize,
    sort,
    order,
  });

  const columns: GridColDef<ExplainRepairOrder>[] = [
    { field: 'order_number', headerName: t('explain.columns.order_number'), minWidth: 90, flex: 0.6 },
    {
      field: 'business_date',
      headerName: t('explain.columns.business_date'),
      minWidth: 110,
      flex: 0.7,
      valueFormatter: (v: string) => date(v, locale),
    },
    { field: 'customer_name', headerName: t('explain.columns.customer'), minWidth: 140, flex: 1 },
    ...locationColumns<ExplainRepairOrder>(explanation.locations, t),
    ...amounts.map((key): GridColDef<ExplainRepairOrder> => ({
      field: key,
      headerName: t(`explain.names.${key}`),
      type: 'number',
      minWidth: 120,
      flex: 0.8,
      valueGetter: (_v, row) => row.amounts[key as keyof ExplainRepairOrder['amounts']] ?? 0,
      valueFormatter: (v: number) => formatInput(key, v, locale, t),
    })),
  ];
  const sortChoices = ['business_date', 'order_number', ...amounts];
  const changeSort = (next: string, nextOrder = order) => {
    setSort(next);
    setOrder(nextOrder);
    setPaging((p) => ({ ...p, page: 0 }));
  };

  return (
    <Box component="section" aria-labelledby="explain-ros-title" sx={{ display: 'grid', gap: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography
          id="explain-ros-title"
          component="h3"
          variant="subtitle1"
          sx={{ fontWeight: 600, flexGrow: 1 }}
        >
          {t('explain.repairOrders')} ({count(explanation.ro_count, locale)})
        </Typography>
        <Button
          variant="outlined"
          size="small"
          startIcon={<DownloadIcon />}
          href={explainCsvUrl(target)}
          download
        >
          {t('explain.exportCsv')}
        </Button>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {t('explain.repairOrdersHint')}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <FormControl size="small" sx={{ minWidth: 200 }}>
          <InputLabel id="explain-sort-label">{t('explain.sortBy')}</InputLabel>
          <Select
            labelId="explain-sort-label"
            label={t('explain.sortBy')}
            value={sort}
            onChange={(e) => changeSort(e.target.value)}
          >
            {sortChoices.map((key) => (
              <MenuItem key={key} value={key}>
                {key === 'business_date' || key === 'order_number'
                  ? t(`explain.columns.${key}`)
                  : t(`explain.names.${key}`)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 150 }}>
          <InputLabel id="explain-order-label">{t('explain.order')}</InputLabel>
          <Select
            labelId="explain-order-label"
            label={t('explain.order')}
            value={order}
            onChange={(e) => changeSort(sort, e.target.value as 'asc' | 'desc')}
          >
            <MenuItem value="asc">{t('explain.ascending')}</MenuItem>
            <MenuItem value="desc">{t('explain.descending')}</MenuItem>
          </Select>
        </FormControl>
      </Box>
      <ServerGrid<ExplainRepairOrder>
        label={t('explain.repairOrders')}
        rows={ros.data?.items ?? []}
        columns={columns}
        rowCount={ros.data?.total ?? 0}
        loading={ros.isFetching}
        paginationModel={paging}
        onPaginationModelChange={setPaging}
        pageSizes={PAGE_SIZES}
        noRowsLabel={t('explain.noRepairOrders')}
      />
    </Box>
  );
}
