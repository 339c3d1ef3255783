import { applyDecorators } from '@nestjs/common';
import { ApiOkResponse, ApiQuery } from '@nestjs/swagger';

const BINARY = { schema: { type: 'string', format: 'binary' } } as const;

/**
 * Documents a route that answers a file, CSV or XLSX; with `filter`, also the list filter it
 * takes (as JSON), described by the filters it knows.
 */
export function ApiFileDownload({ description = 'a file download', filter }: { description?: string; filter?: string } = {}) {
  return applyDecorators(
    ...(filter !== undefined
      ? [ApiQuery({ name: 'filter', required: false, description: `the list filter, as JSON${filter ? ` (${filter})` : ''}` })]
      : []),
    ApiOkResponse({
      description,
      content: { 'text/csv': BINARY, 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': BINARY },
    }),
  );
}
