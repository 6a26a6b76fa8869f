import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { EXPLAIN_CUSTOMER_METRICS, EXPLAIN_METRIC_INFO, type Explanation } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import { useExplanation, type ExplainTarget } from '@/api/explain';
import { dateRange } from '@/lib/format';
import { formatMetric } from '@/lib/formatMetric';
import { useLocale } from '@/lib/i18n';
import { ExplainByMonth } from './ExplainByMonth';
import { ExplainCustomers } from './ExplainCustomers';
import { ExplainFrame, ResultTerms, RuleTerms, TERMS_SX } from './ExplainFrame';
import { ExplainRepairOrders } from './ExplainRepairOrders';
import { ExplainVariance } from './ExplainVariance';
import { formatInput } from './formatInput';

interface ExplainDialogProps {
  target: ExplainTarget | null;
  onClose: () => void;
}

/**
 * "Explain this figure" (issue 29): the rule in words and as a formula, this figure's inputs
 * substituted, the period and locations, and the repair orders behind it. Everything shown comes
 * from one API answer computed by the same function as the figure.
 */
export function ExplainDialog({ target, onClose }: ExplainDialogProps) {
  const { t } = useTranslation();
  const explanation = useExplanation(target);
  if (!target) return null;
  const metric = t(`dashboard.metrics.${target.metric}`);
  return (
    <ExplainFrame title={t(target.prior ? 'explain.titleChange' : 'explain.title', { metric })} size="md" query={explanation} onClose={onClose}>
      {(data) => <ExplanationBody explanation={data} target={target} />}
    </ExplainFrame>
  );
}

function ExplanationBody({ explanation, target }: { explanation: Explanation; target: ExplainTarget }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const name = (key: string) => t(`explain.names.${key}`);
  const value = (key: string) => {
    const input = explanation.inputs.find((i) => i.key === key);
    return input ? formatInput(input.key, input.value, locale, t) : '';
  };
  const result = formatMetric(explanation.result, EXPLAIN_METRIC_INFO[explanation.metric].unit, locale);
  const substitute = (pick: (key: string) => string) =>
    explanation.expression.replace(/\{(\w+)\}/g, (_, key: string) => pick(key));
  const countsCustomers = (EXPLAIN_CUSTOMER_METRICS as readonly string[]).includes(explanation.metric);
  const fromRos = explanation.inputs.some((i) => i.summed_from_ros) || explanation.metric === 'sale_count';
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box component="dl" sx={TERMS_SX}>
        {/* A figure by month is not the rule over the block's sums: its working is below. */}
        <RuleTerms
          rule={t(`explain.rules.${explanation.metric}`)}
          formula={substitute(name)}
          withValues={explanation.by_month ? undefined : `${substitute(value)} = ${result}`}
        />
        <ResultTerms
          result={result}
          value={explanation.result}
          rounding={explanation.by_month?.rounding ?? explanation.rounding}
          period={dateRange(explanation.from, explanation.to, locale)}
          locations={explanation.locations}
        />
      </Box>

      {explanation.variance && <ExplainVariance explanation={explanation} variance={explanation.variance} />}
      {explanation.by_month && <ExplainByMonth explanation={explanation} byMonth={explanation.by_month} />}

      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('explain.inputs')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('explain.input')}</TableCell>
              <TableCell align="right">{t('explain.value')}</TableCell>
              <TableCell>{t('explain.source')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {explanation.inputs.map((input) => (
              <TableRow key={input.key} data-input={input.key}>
                <TableCell component="th" scope="row">
                  {name(input.key)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
                  {formatInput(input.key, input.value, locale, t)}
                </TableCell>
                <TableCell>{input.summed_from_ros ? t('explain.summed') : t('explain.counted')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>

      {fromRos && <ExplainRepairOrders target={target} explanation={explanation} />}
      {countsCustomers && <ExplainCustomers target={target} locations={explanation.locations} total={explanation.inputs[0]?.value ?? 0} />}
    </Box>
  );
}
