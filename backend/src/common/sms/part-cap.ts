import { UnprocessableEntityException } from '@nestjs/common';
import { analyzeText, DEFAULT_MAX_PARTS, type TextAnalysis } from './segments.js';

/**
 * 422 for a message longer than operators take: `errors.<field>` is `validation.tooManyParts`,
 * the message names both numbers ("4 parts; at most 3").
 */
export class TooManyPartsException extends UnprocessableEntityException {
  constructor(parts: number, maxParts: number, field = 'message') {
    super({
      message: 'validation.tooManyPartsDetail',
      params: { parts, maxParts },
      errors: { [field]: 'validation.tooManyParts' },
    });
  }
}

/**
 * The analysis of a message, or TooManyPartsException when it needs more parts than the cap.
 * Kept apart from segments.ts, which has no imports so that the admin bundles it as it is.
 */
export function analyzeWithinCap(text: string, maxParts = DEFAULT_MAX_PARTS, field = 'message'): TextAnalysis {
  const analysis = analyzeText(text);
  if (analysis.parts > maxParts) throw new TooManyPartsException(analysis.parts, maxParts, field);
  return analysis;
}
