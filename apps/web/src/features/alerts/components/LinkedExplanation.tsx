import Alert from '@mui/material/Alert';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ALERT_METRICS, type AlertMetric } from '@rlo/contract';
import type { ExplainTarget } from '@/api/explain';
import type { PickableLocation } from '@/components/LocationPicker';

// The panel loads only when a link asks for it.
const ExplainDialog = lazy(async () => ({ default: (await import('@/components/explain/ExplainDialog')).ExplainDialog }));

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const LINK_PARAMS = ['explain', 'location', 'from', 'to'] as const;

/**
 * The figure an alert e-mail's "How this figure is computed" link names
 * (`/alerts?explain=<metric>&location=<id>&from=<date>&to=<date>`), when it is one this user can see;
 * undefined when the address names none, null when it names one that cannot be opened.
 */
export function linkedTarget(params: URLSearchParams, partnerId: number, locations: readonly PickableLocation[]): ExplainTarget | null | undefined {
  const metric = params.get('explain');
  if (metric === null) return undefined;
  const location = Number(params.get('location'));
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const valid =
    (ALERT_METRICS as readonly string[]).includes(metric) &&
    locations.some((l) => l.id === location) &&
    ISO_DATE.test(from) &&
    ISO_DATE.test(to) &&
    from <= to;
  return valid ? { partnerId, metric: metric as AlertMetric, scope: location, from, to } : null;
}

interface LinkedExplanationProps {
  partnerId: number;
  locations: readonly PickableLocation[];
}

/** Opens the explanation an alert e-mail links to; closing it leaves the plain alerts screen. */
export function LinkedExplanation({ partnerId, locations }: LinkedExplanationProps) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const target = linkedTarget(params, partnerId, locations);
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const key of LINK_PARAMS) next.delete(key);
        return next;
      },
      { replace: true },
    );
  if (target === undefined) return null;
  if (target === null)
    return (
      <Alert severity="warning" onClose={close}>
        {t('alerts.linkInvalid')}
      </Alert>
    );
  return (
    <Suspense fallback={null}>
      <ExplainDialog target={target} onClose={close} />
    </Suspense>
  );
}
