import { Injectable, NotFoundException, type ArgumentMetadata, type PipeTransform } from '@nestjs/common';
import { inputProblems } from './text-safety.js';
import { ValidationFailedException } from './validation.js';

/**
 * Runs before validation on every body, query and path value of every route, so no DTO can
 * forget it: text with a NUL byte or a lone surrogate, and keys such as `__proto__` or
 * `constructor`, are a 422 naming the fields (a 404 in a path segment, which names nothing).
 */
@Injectable()
export class SafeInputPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    // Paths start at the decorator's name (`@Query('q')`, `@Body('name')`); a whole body or query from its keys.
    const problems = inputProblems(value, metadata.data ?? '');
    if (!problems.length) return value;
    if (metadata.type === 'param') throw new NotFoundException('errors.notFound');
    throw new ValidationFailedException(Object.fromEntries(problems.map(({ path, key }) => [path, key])));
  }
}
