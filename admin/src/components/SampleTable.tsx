import { Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';

/**
 * A small table of a file's first rows (or an import preview's values). A file of many columns
 * scrolls within its box: the page never scrolls sideways on a phone.
 */
export const SampleTable = ({ header, rows }: { header: string[]; rows: string[][] }) => (
  <TableContainer sx={{ maxWidth: '100%', overflowX: 'auto' }}>
    <Table size="small">
      <TableHead>
        <TableRow>
          {header.map((name, at) => (
            <TableCell key={at}>{name}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row, at) => (
          <TableRow key={at}>
            {row.map((cell, column) => (
              <TableCell key={column}>{cell}</TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </TableContainer>
);
