// Pure validators returning the server's translation keys: the same messages either side.

const blank = (value: unknown) => value === undefined || value === null || value === '';

/** Characters a file name may not hold (as the server's FILE_NAME_PATTERN). */
// eslint-disable-next-line no-control-regex -- control characters are refused too
const FILE_NAME = /^[^<>:/\\|?*"\u0000-\u001f]*$/;

export const fileName = (value: unknown) => (blank(value) || FILE_NAME.test(String(value)) ? undefined : 'validation.fileName');

/** A monthly report arrives within the first five days of the next month (the server's MONTHLY_REPORT_DAYS). */
export const MONTHLY_REPORT_DAYS = 5;

export const dayOfMonth = (value: unknown) =>
  blank(value) || (Number.isInteger(Number(value)) && Number(value) >= 1 && Number(value) <= MONTHLY_REPORT_DAYS)
    ? undefined
    : 'validation.dayOfMonth';

/** `to` on or after `from` (ISO dates compare as text). */
export const notBeforeFrom = (value: unknown, values?: Record<string, unknown>) =>
  blank(value) || blank(values?.from) || String(value) >= String(values?.from) ? undefined : 'validation.reportRange';

/** Only the fields of the chosen recurrence go to the API. */
export const toReportPayload = (data: Record<string, unknown>) => {
  const { name, type, recurrence, format, from, to, dayOfMonth: day } = data;
  return {
    name,
    type,
    recurrence,
    format,
    ...(recurrence === 'once' ? { from, to } : {}),
    ...(recurrence === 'monthly' ? { dayOfMonth: blank(day) ? day : Number(day) } : {}),
  };
};
