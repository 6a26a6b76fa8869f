import type { RepairOrderDetail } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import { date, hours, money } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { LinesTable } from './LinesTable';

type Detail = RepairOrderDetail;

/** Labor, parts, sublets, fees and recommendations of an RO. */
export function RepairOrderLines({ ro }: { ro: Detail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const cash = (cents: number) => money(cents, locale);
  const none = t('dashboard.ro.noLines');
  const description = (line: { description: string | null }) => line.description ?? '';
  return (
    <>
      <LinesTable
        title={t('dashboard.ro.laborLines')}
        lines={ro.labor}
        lineKey={(line) => line.line_no}
        emptyText={none}
        columns={[
          { header: t('dashboard.ro.description'), cell: description },
          { header: t('dashboard.ro.technician'), cell: (line) => line.technician_name ?? '' },
          {
            header: t('dashboard.ro.soldHours'),
            cell: (line) => hours(line.sold_seconds, locale),
            numeric: true,
          },
          {
            header: t('dashboard.ro.actualHours'),
            cell: (line) => hours(line.actual_seconds, locale),
            numeric: true,
          },
          { header: t('dashboard.ro.sold'), cell: (line) => cash(line.sold_price_cents), numeric: true },
          { header: t('dashboard.ro.cost'), cell: (line) => cash(line.cost_cents), numeric: true },
        ]}
      />
      <LinesTable
        title={t('dashboard.ro.partLines')}
        lines={ro.parts}
        lineKey={(line) => line.line_no}
        emptyText={none}
        columns={[
          { header: t('dashboard.ro.description'), cell: description },
          { header: t('dashboard.ro.partNumber'), cell: (line) => line.part_number ?? '' },
          { header: t('dashboard.ro.kind'), cell: (line) => t(`dashboard.ro.kinds.${line.kind}`) },
          { header: t('dashboard.ro.quantity'), cell: (line) => line.quantity, numeric: true },
          { header: t('dashboard.ro.sold'), cell: (line) => cash(line.sold_price_cents), numeric: true },
          { header: t('dashboard.ro.cost'), cell: (line) => cash(line.cost_cents), numeric: true },
        ]}
      />
      {ro.sublets.length > 0 && (
        <LinesTable
          title={t('dashboard.ro.subletLines')}
          lines={ro.sublets}
          lineKey={(line) => line.line_no}
          emptyText={none}
          columns={[
            { header: t('dashboard.ro.description'), cell: description },
            { header: t('dashboard.ro.sold'), cell: (line) => cash(line.sold_price_cents), numeric: true },
            { header: t('dashboard.ro.cost'), cell: (line) => cash(line.cost_cents), numeric: true },
          ]}
        />
      )}
      {ro.fees.length > 0 && (
        <LinesTable
          title={t('dashboard.ro.feeLines')}
          lines={ro.fees}
          lineKey={(line) => line.line_no}
          emptyText={none}
          columns={[
            { header: t('dashboard.ro.description'), cell: description },
            { header: t('dashboard.ro.sold'), cell: (line) => cash(line.sold_price_cents), numeric: true },
          ]}
        />
      )}
      <LinesTable
        title={t('dashboard.ro.recommendations')}
        lines={ro.recommendations}
        lineKey={(line) => line.id}
        emptyText={t('dashboard.ro.noRecommendations')}
        columns={[
          { header: t('dashboard.ro.recommendation'), cell: (line) => line.text },
          { header: t('dashboard.ro.type'), cell: (line) => line.recommendation_type ?? '' },
          { header: t('dashboard.ro.recommendedOn'), cell: (line) => date(line.recommended_date) },
          { header: t('dashboard.ro.dueOn'), cell: (line) => date(line.due_date) },
          { header: t('dashboard.ro.amount'), cell: (line) => cash(line.rate), numeric: true },
        ]}
      />
    </>
  );
}
