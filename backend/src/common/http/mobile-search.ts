import type { WhereExpressionBuilder } from 'typeorm';
import { thaiMobileSearch } from '../validation/phone.js';

/**
 * Narrows a list to the rows whose E.164 `column` holds `typed` as a person types a number: its
 * start when written as numbers are (0812…, 66812…, +66…), which a pattern index on the column
 * reads as a range; bare digits anywhere in it; nothing at all for letters. The blacklist, the
 * consent ledger and a game's report search their numbers this way.
 */
export function whereMobileMatches(qb: WhereExpressionBuilder, column: string, typed: string): void {
  const search = thaiMobileSearch(typed);
  if (!search) qb.andWhere('1 = 0');
  else if ('prefix' in search) qb.andWhere(`${column} LIKE :mobilePrefix`, { mobilePrefix: `${search.prefix}%` });
  else qb.andWhere(`${column} LIKE :mobilePart`, { mobilePart: `%${search.contains}%` });
}
