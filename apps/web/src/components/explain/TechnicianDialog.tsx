import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { TECHNICIAN_KPIS, type TechExplanation, type TechRepairOrder } from '@rlo/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTechnicianExplanation, type TechnicianTarget } from '@/api/explain';
import { ServerGrid } from '@/components/ServerGrid';
import { count, date, dateRange } from '@/lib/format';
import { formatMetric } from '@/lib/formatMetric';
import { useLocale } from '@/lib/i18n';
import { ExplainFrame, ResultTerms, RuleTerms, TERMS_SX } from './ExplainFrame';
import { formatInput } from './formatInput';
import { locationColumns } from './locationColumn';

const PAGE_SIZES = [10, 25, 50, 100] as const;
const AMOUNTS = ['labor_sold_cents', 'labor_cost_cents', 'sold_seconds', 'actual_seconds'] as const;

/**
 * "Explain this figure" for a technician's figure (kpis.md §5): the rule, their sums substituted, the
 * result, and the counted ROs whose labor lines they worked, paged by the server.
 */
export function TechnicianDialog({ target, title, onClose }: { target: TechnicianTarget; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 0, pageSize: 25 });
  const explanation = useTechnicianExplanation(target, { pageNum: paging.page + 1, pageSize: paging.pageSize });
  return (
    <ExplainFrame title={t('explain.title', { metric: title })} size="md" query={explanation} onClose={onClose}>
      {(data) => <TechnicianBody explanation={data} paging={paging} onPaging={setPaging} loading={explanation.isFetching} />}
    </ExplainFrame>
  );
}

interface BodyProps {
  explanation: TechExplanation;
  paging: { page: number; pageSize: number };
  onPaging: (paging: { page: number; pageSize: number }) => void;
  loading: boolean;
}

function TechnicianBody({ explanation, paging, onPaging, loading }: BodyProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const value = (key: string) => {
    const input = explanation.inputs.find((i) => i.key === key);
    if (!input) return '';
    return formatInput(input.key, input.value, locale, t);
  };
  const substitute = (pick: (key: string) => string) => explanation.expression.replace(/\{(\w+)\}/g, (_, key: string) => pick(key));
  const result = formatMetric(explanation.result, TECHNICIAN_KPIS[explanation.metric].unit, locale);
  const columns: GridColDef<TechRepairOrder>[] = [
    { field: 'order_number', headerName: t('explain.columns.order_number'), minWidth: 90, flex: 0.6 },
    { field: 'business_date', headerName: t('explain.columns.business_date'), minWidth: 110, flex: 0.7, valueFormatter: (v: string) => date(v, locale) },
    { field: 'customer_name', headerName: t('explain.columns.customer'), minWidth: 140, flex: 1 },
    ...locationColumns<TechRepairOrder>(explanation.locations, t),
    ...AMOUNTS.map(
      (key): GridColDef<TechRepairOrder> => ({
        field: key,
        headerName: t(`explain.names.${key}`),
        type: 'number',
        minWidth: 120,
        flex: 0.8,
        valueFormatter: (v: number) => formatInput(key, v, locale, t),
      }),
    ),
  ];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="dl" sx={TERMS_SX}>
        <RuleTerms
          rule={t('explain.technician.rule')}
          formula={substitute((key) => t(`explain.names.${key}`))}
          withValues={`${substitute(value)} = ${result}`}
        />
        <ResultTerms
          result={result}
          value={explanation.result}
          rounding={explanation.rounding}
          period={dateRange(explanation.from, explanation.to, locale)}
          locations={explanation.locations}
        />
      </Box>
      <Box component="section" aria-labelledby="explain-tech-ros" sx={{ display: 'grid', gap: 1 }}>
        <Typography id="explain-tech-ros" component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {t('explain.repairOrders')} ({count(explanation.repair_orders.total, locale)})
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('explain.technician.hint')}
        </Typography>
        <ServerGrid
          label={t('explain.repairOrders')}
          rows={explanation.repair_orders.items}
          columns={columns}
          rowCount={explanation.repair_orders.total}
          loading={loading}
          paginationModel={paging}
          onPaginationModelChange={onPaging}
          pageSizes={PAGE_SIZES}
          noRowsLabel={t('explain.noRepairOrders')}
        />
      </Box>
    </Box>
  );
}
