import { UnprocessableEntityException } from '@nestjs/common';
import type { FieldErrors } from '../http/validation.js';

/**
 * 422 for a message using a variable nobody fills: `errors.<field>` is `validation.unknownVariable`
 * (with any other field's errors), and the translated message names the variable and lists the
 * known ones ("{{couponcode}} is not a variable…: {{couponCode}}, {{couponLink}}, …"), so a typo
 * is seen at once instead of reaching customers as a blank or as literal braces.
 */
export class UnknownVariableException extends UnprocessableEntityException {
  constructor(variable: string, known: readonly string[], field = 'message', errors: FieldErrors = {}) {
    super({
      message: 'validation.unknownVariableDetail',
      params: { variable: `{{${variable}}}`, known: known.map((name) => `{{${name}}}`).join(', ') },
      errors: { ...errors, [field]: 'validation.unknownVariable' },
    });
  }
}
