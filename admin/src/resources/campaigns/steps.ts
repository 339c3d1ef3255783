/**
 * The wizard's values, the rules each step checks before the next, and the draft's payload.
 * Pure functions returning translation keys, so the steps are tested without a browser.
 */
export interface WizardValues {
  name?: string;
  description?: string | null;
  startDate?: string;
  timeStart?: string;
  endDate?: string;
  timeEnd?: string;
  phoneNumber?: boolean;
  keyVerifi?: boolean;
  audience?: 'typed' | 'file' | 'people';
  numbers?: string;
  /** The imported file, its columns (for the phone column's choices) and the phone column. */
  fileId?: string;
  fileName?: string;
  fileHeader?: string[];
  phoneColumn?: string;
  allPeople?: boolean;
  tagIds?: string[];
  groupIds?: string[];
  couponIds?: string[];
}

export const STEPS = ['basic', 'coupons', 'confirm'] as const;
export type Step = (typeof STEPS)[number];

/** Which step shows a field: an API error on it takes the wizard back there. */
export const STEP_OF_FIELD: Record<string, Step> = {
  couponIds: 'coupons',
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const numbersOf = (text = '') =>
  text
    .split(/[\s,;]+/)
    .map((value) => value.trim())
    .filter(Boolean);

/** The basic setting: a name, ICT dates and times with the end after the start, and an audience. */
export function basicErrors(values: WizardValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.name?.trim()) errors.name = 'ra.validation.required';
  if (!values.startDate || !DATE.test(values.startDate)) errors.startDate = 'validation.date';
  if (!values.timeStart || !TIME.test(values.timeStart)) errors.timeStart = 'validation.time';
  if (!values.endDate || !DATE.test(values.endDate)) errors.endDate = 'validation.date';
  if (!values.timeEnd || !TIME.test(values.timeEnd)) errors.timeEnd = 'validation.time';
  if (!Object.keys(errors).length && `${values.endDate}T${values.timeEnd}` <= `${values.startDate}T${values.timeStart}`)
    errors.endDate = 'validation.endAfterStart';
  if ((values.audience ?? 'typed') === 'typed') {
    if (!numbersOf(values.numbers).length) errors.numbers = 'validation.recipientsRequired';
  } else if (values.audience === 'file') {
    if (!values.fileId) errors.fileId = 'ra.validation.required';
    else if (!values.phoneColumn) errors.phoneColumn = 'validation.phoneColumn';
  } else if (!values.allPeople && !values.tagIds?.length && !values.groupIds?.length) {
    errors.tagIds = 'validation.recipientsRequired';
  }
  return errors;
}

/** The coupons step: at least one coupon. */
export function couponErrors(values: WizardValues): Record<string, string> {
  return values.couponIds?.length ? {} : { couponIds: 'validation.couponsRequired' };
}

/** The draft as the API takes it: one audience kind only. */
export function campaignPayload(values: WizardValues): Record<string, unknown> {
  const kind = values.audience ?? 'typed';
  const audience =
    kind === 'typed'
      ? { recipients: numbersOf(values.numbers) }
      : kind === 'file'
        ? { fileId: values.fileId, phoneColumn: values.phoneColumn, variables: {} }
        : { allPeople: Boolean(values.allPeople), tagIds: values.tagIds ?? [], groupIds: values.groupIds ?? [] };
  return {
    name: values.name?.trim(),
    description: values.description || null,
    startDate: values.startDate,
    timeStart: values.timeStart,
    endDate: values.endDate,
    timeEnd: values.timeEnd,
    phoneNumber: Boolean(values.phoneNumber),
    keyVerifi: Boolean(values.keyVerifi),
    couponIds: values.couponIds ?? [],
    ...audience,
  };
}

/** A saved draft back into the wizard's values (to continue it). */
export function valuesOf(record: {
  name: string;
  description: string | null;
  startDate: string;
  timeStart: string;
  endDate: string;
  timeEnd: string;
  phoneNumber: boolean;
  keyVerifi: boolean;
  recipients?: string[];
  fileId?: string;
  phoneColumn?: string;
  allPeople?: boolean;
  tagIds?: string[];
  groupIds?: string[];
  couponIds: string[];
}): WizardValues {
  const audience = record.fileId ? 'file' : record.recipients === undefined ? 'people' : 'typed';
  return {
    name: record.name,
    description: record.description,
    startDate: record.startDate,
    timeStart: record.timeStart,
    endDate: record.endDate,
    timeEnd: record.timeEnd,
    phoneNumber: record.phoneNumber,
    keyVerifi: record.keyVerifi,
    audience,
    fileId: record.fileId,
    fileHeader: record.phoneColumn ? [record.phoneColumn] : [],
    phoneColumn: record.phoneColumn,
    numbers: (record.recipients ?? []).join('\n'),
    allPeople: record.allPeople ?? false,
    tagIds: record.tagIds ?? [],
    groupIds: record.groupIds ?? [],
    couponIds: record.couponIds,
  };
}

/** Characters of a sample code: letters and digits of the code alphabet, easy to read. */
const SAMPLE = 'ABCD2345EFGH6789';

/**
 * A preview with a readable sample in place of the API's stand-ins (runs of "¤", each as long as
 * the code or link token it holds the place of): the same length, so the figures still match.
 */
export const withSampleCodes = (text: string) =>
  text.replace(/¤+/g, (run) => SAMPLE.repeat(Math.ceil(run.length / SAMPLE.length)).slice(0, run.length));
