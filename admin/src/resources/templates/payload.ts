type Values = Record<string, unknown>;

const trimmed = (value: unknown): unknown => (typeof value === 'string' ? value.trim() : value);

/**
 * POST and PUT /api/templates: the fields of the contract only. The message goes as typed:
 * its spaces and line breaks are sent and counted; an empty sender is none (null).
 */
export const toTemplatePayload = (values: Values): Values => ({
  name: trimmed(values.name),
  senderName: typeof values.senderName === 'string' && values.senderName !== '' ? values.senderName : null,
  message: values.message,
});
