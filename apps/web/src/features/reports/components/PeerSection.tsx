import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PeerFigures, ShopComparisonRecord } from '@rlo/contract';
import { useTranslation } from 'react-i18next';
import { ExplainableValue } from '@/components/explain/ExplainableValue';
import { useLocale } from '@/lib/i18n';
import { formatComparison } from '../utils/comparisonRows';
import { comparisonTarget } from '../utils/explainTargets';
import { PEER_ROWS, PEER_TYPES } from '../utils/peerRows';

interface PeerSectionProps {
  section: 'current_year_summary' | 'monthly_summary';
  records: readonly ShopComparisonRecord[];
  /** Highest, lowest and average peer shop; empty when too few peers match. */
  peers: readonly PeerFigures[];
  /** The signed-in user's partner: the own shops' figures explain themselves (not the peers'); without it, plain. */
  partnerId?: number | null;
}

/** Year or month to date: the user's shops, then the highest, lowest and average peer shop. */
export function PeerSection({ section, records, peers, partnerId }: PeerSectionProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const peerColumns = PEER_TYPES.flatMap((type) => peers.filter((peer) => peer.dataType === type));
  const headingId = `mms-${section}`;
  return (
    // Focusable so that a keyboard can scroll it when it is wider than a phone (axe scrollable-region-focusable).
    <TableContainer component={Paper} variant="outlined" data-section={section} tabIndex={0} role="region" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ px: 2, pt: 1.5 }}>
        {t(`comparison.sections.${section}`)}
      </Typography>
      <Table size="small" aria-labelledby={headingId}>
        <TableHead>
          <TableRow>
            <TableCell sx={{ minWidth: 220 }}>{t('comparison.metric')}</TableCell>
            {records.map((record) => (
              <TableCell key={record.location_id} align="right">
                {record.location_name}
              </TableCell>
            ))}
            {peerColumns.map((peer) => (
              <TableCell key={peer.dataType} align="right" sx={{ bgcolor: 'action.hover' }}>
                {t(`comparison.peers.${peer.dataType}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {PEER_ROWS.map((row) => (
            <TableRow key={row.field} data-field={row.field}>
              <TableCell component="th" scope="row">
                {t(`comparison.peerRows.${row.field}`)}
              </TableCell>
              {records.map((record) => {
                const data = record[section];
                const shown = data ? formatComparison(row.kind, row.own(data), locale) : '—';
                return (
                  <TableCell key={record.location_id} align="right" data-location={record.location_id}>
                    <ExplainableValue target={comparisonTarget(partnerId, record, data, row.metric)} text={shown}>
                      {shown}
                    </ExplainableValue>
                  </TableCell>
                );
              })}
              {peerColumns.map((peer) => (
                <TableCell key={peer.dataType} align="right" data-peer={peer.dataType} sx={{ bgcolor: 'action.hover' }}>
                  {formatComparison(row.kind, peer[row.field], locale)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
