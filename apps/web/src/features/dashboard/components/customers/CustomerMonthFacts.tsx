import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { EXPLAIN_CUSTOMER_RATIOS } from '@rlo/contract';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerRatioTarget } from '@/api/explain';
import { ExplainButton } from '@/components/explain/ExplainableValue';
import { useLocale } from '@/lib/i18n';
import type { CustomerReportRow } from '../../api/customersByMonth';
import type { CustomerListKind } from '../../api/customerListParams';
import { formatMetric } from '../../utils/formatMetric';
import { isSingleLocation } from '../../utils/locations';
import type { MetricUnit } from '../../utils/metrics';
import { useCustomerRatioTarget } from '../../hooks/useExplainTarget';
import { useDashboard } from '../DashboardContext';

interface Fact {
  field: keyof CustomerReportRow;
  unit: MetricUnit;
  list?: CustomerListKind;
}

const FACTS: readonly Fact[] = [
  { field: 'new_customers', unit: 'count', list: 'new' },
  { field: 'active_customers', unit: 'count', list: 'active' },
  { field: 'lost_customers', unit: 'count', list: 'lost' },
  { field: 'recovered_customer', unit: 'count', list: 'recovered' },
  { field: 'lost_customers_one_visit', unit: 'count', list: 'oneVisitLost' },
  { field: 'lost_customers_one_visit_per', unit: 'percent' },
  { field: 'lost_customers_one_visit_aro_cents', unit: 'money' },
  { field: 'last7_mon_lost_customers', unit: 'count' },
  { field: 'attrition', unit: 'percent' },
  { field: 'acquisition', unit: 'percent' },
];

/** The lists that need one location (the server answers 400 on All). */
const SINGLE_LOCATION_LISTS: readonly CustomerListKind[] = ['recovered', 'oneVisitLost'];

interface CustomerMonthFactsProps {
  row: CustomerReportRow;
  title: string;
  onOpenList: (kind: CustomerListKind) => void;
}

/** Every figure of the selected month, with the way to its list. */
export function CustomerMonthFacts({ row, title, onOpenList }: CustomerMonthFactsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { scope } = useDashboard();
  return (
    <Box component="section" aria-label={t('dashboard.customers.monthFacts', { month: title })}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
        {t('dashboard.customers.monthFacts', { month: title })}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 1.25,
          gridTemplateColumns: 'repeat(auto-fill, minmax(165px, 1fr))',
        }}
      >
        {FACTS.map(({ field, unit, list }) => (
          <Box
            key={field}
            data-fact={field}
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 1.5, py: 0.75, bgcolor: 'grey.50' }}
          >
            <Typography component="dt" variant="caption" color="text.secondary">
              {t(`dashboard.customers.facts.${field}`)}
            </Typography>
            <Box component="dd" sx={{ m: 0, display: 'flex', alignItems: 'baseline', gap: 1 }}>
              <Typography component="span" variant="h6" sx={{ fontWeight: 600 }}>
                <FactValue field={field} row={row} text={formatMetric(row[field], unit, locale)} />
              </Typography>
              {list && row[field] > 0 && (
                <Button
                  size="small"
                  sx={{ minWidth: 0, p: 0.25 }}
                  disabled={SINGLE_LOCATION_LISTS.includes(list) && !isSingleLocation(scope)}
                  title={
                    SINGLE_LOCATION_LISTS.includes(list) && !isSingleLocation(scope)
                      ? t('dashboard.customers.singleLocation')
                      : undefined
                  }
                  aria-label={t('dashboard.customers.viewList', {
                    list: t(`dashboard.customers.lists.${list}`),
                  })}
                  onClick={() => onOpenList(list)}
                >
                  {t('dashboard.customers.view')}
                </Button>
              )}
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

const CustomerRatioDialog = lazy(async () => ({ default: (await import('@/components/explain/CustomerRatioDialog')).CustomerRatioDialog }));

const isRatio = (field: string): field is CustomerRatioTarget['metric'] => (EXPLAIN_CUSTOMER_RATIOS as readonly string[]).includes(field);

/** A fact's value; a ratio explains itself (its counts are the facts beside it, each with its list). */
function FactValue({ field, row, text }: { field: keyof CustomerReportRow; row: CustomerReportRow; text: string }) {
  const { t } = useTranslation();
  const ratioTarget = useCustomerRatioTarget();
  const target = isRatio(field) ? ratioTarget(field, row.year, row.month) : null;
  if (!target) return <>{text}</>;
  const name = t(`dashboard.customers.facts.${field}`);
  return (
    <ExplainButton
      label={t('explain.open', { metric: name, value: text })}
      dialog={(onClose) => <CustomerRatioDialog target={target} title={name} onClose={onClose} />}
    >
      {text}
    </ExplainButton>
  );
}
