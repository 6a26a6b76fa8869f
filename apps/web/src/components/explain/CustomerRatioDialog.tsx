import Box from '@mui/material/Box';
import type { CustomerRatioExplanation } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import { useCustomerRatioExplanation, type CustomerRatioTarget } from '@/api/explain';
import { count, list, money, percent } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { languageTag } from '@/lib/locale';
import { ExplainFrame, RuleTerms, TERMS_SX, Term } from './ExplainFrame';

/**
 * "Explain this figure" for a customer report ratio (kpis.md §6): the rule, the month's counts it is
 * worked from, substituted, and the result with its rounding, all from one API answer.
 */
export function CustomerRatioDialog({ target, title, onClose }: { target: CustomerRatioTarget; title: string; onClose: () => void }) {
  const { t } = useTranslation();
  const explanation = useCustomerRatioExplanation(target);
  return (
    <ExplainFrame title={t('explain.title', { metric: title })} size="sm" query={explanation} onClose={onClose}>
      {(data) => <RatioBody explanation={data} />}
    </ExplainFrame>
  );
}

function RatioBody({ explanation }: { explanation: CustomerRatioExplanation }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const value = (key: string) => {
    const input = explanation.inputs.find((i) => i.key === key);
    if (!input) return '';
    return key.endsWith('_cents') ? money(input.value, locale) : count(input.value, locale);
  };
  const substitute = (pick: (key: string) => string) => explanation.expression.replace(/\{(\w+)\}/g, (_, key: string) => pick(key));
  const result = explanation.metric.endsWith('_cents') ? money(explanation.result, locale) : percent(explanation.result, locale);
  const monthName = new Intl.DateTimeFormat(languageTag(locale), { month: 'long', year: 'numeric' }).format(
    new Date(explanation.year, explanation.month - 1, 1),
  );
  return (
    <Box component="dl" sx={TERMS_SX}>
      <RuleTerms
        rule={t(`explain.customerRatios.${explanation.metric}`)}
        formula={substitute((key) => t(`explain.names.${key}`))}
        withValues={`${substitute(value)} = ${result}`}
      />
      <Term name={t('explain.result')} testId="explain-result">
        {result} — {t(`explain.rounding.${explanation.rounding}`)}
      </Term>
      <Term name={t('explain.period')}>{monthName}</Term>
      <Term name={t('explain.locations')}>{list(explanation.locations.map((l) => l.name), locale)}</Term>
    </Box>
  );
}
