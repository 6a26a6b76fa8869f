import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface LineColumn<Line> {
  header: string;
  cell: (line: Line) => ReactNode;
  numeric?: boolean;
}

interface LinesTableProps<Line> {
  title: string;
  lines: readonly Line[];
  columns: LineColumn<Line>[];
  lineKey: (line: Line) => string | number;
  emptyText: string;
}

/** One kind of RO line (labor, parts, sublets, fees, recommendations) as a small table. */
export function LinesTable<Line>({ title, lines, columns, lineKey, emptyText }: LinesTableProps<Line>) {
  return (
    <section aria-label={title}>
      <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
        {title}
      </Typography>
      {lines.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {emptyText}
        </Typography>
      ) : (
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column.header} align={column.numeric ? 'right' : 'left'}>
                  {column.header}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((line) => (
              <TableRow key={lineKey(line)}>
                {columns.map((column) => (
                  <TableCell
                    key={column.header}
                    align={column.numeric ? 'right' : 'left'}
                    sx={column.numeric ? { whiteSpace: 'nowrap' } : undefined}
                  >
                    {column.cell(line)}
                  </TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
}
