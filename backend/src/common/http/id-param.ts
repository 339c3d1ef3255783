import { NotFoundException, Param, Query, type PipeTransform } from '@nestjs/common';
import { isUUID } from 'class-validator';

/** An id that is not even a uuid names no row: 404, like any id out of scope. */
class ParseIdPipe implements PipeTransform<string, string> {
  transform(value: string): string {
    if (!isUUID(value)) throw new NotFoundException('errors.notFound');
    return value;
  }
}

export const IdParam = (name = 'id') => Param(name, new ParseIdPipe());

/** The same rule for an id passed as `?id=` (the specification's calls). */
export const IdQuery = (name = 'id') => Query(name, new ParseIdPipe());
