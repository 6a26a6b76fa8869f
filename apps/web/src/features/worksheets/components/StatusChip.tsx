import Chip from '@mui/material/Chip';
import type { WorksheetStatusName } from '@rlo/contract';
import { useTranslation } from 'react-i18next';

/** Translation keys of the statuses (the values on the wire are Draft, In review and Final). */
export const STATUS_KEYS: Record<WorksheetStatusName, string> = {
  Draft: 'worksheets.status.draft',
  'In review': 'worksheets.status.inReview',
  Final: 'worksheets.status.final',
};
const COLORS = { Draft: 'default', 'In review': 'warning', Final: 'success' } as const;

export function StatusChip({ status }: { status: WorksheetStatusName }) {
  const { t } = useTranslation();
  return <Chip size="small" color={COLORS[status]} variant={status === 'Draft' ? 'outlined' : 'filled'} label={t(STATUS_KEYS[status])} />;
}
