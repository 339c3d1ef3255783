import type { Analysis, BroadcastInput, UploadRecord } from './sendingApi';

/** What Quick Send keeps while the user moves between compose and analyze (a refresh keeps it too). */
export interface Draft {
  audience: 'typed' | 'file' | 'people';
  numbers: string;
  /** The people audience: everyone, or the members of these tags and groups. */
  allPeople: boolean;
  tagIds: string[];
  groupIds: string[];
  upload: UploadRecord | null;
  phoneColumn: string;
  variables: Record<string, string>;
  /** Typed numbers without a value for a variable (nobody's, or a person without the field): what they get. */
  missingValues: NonNullable<BroadcastInput['missingValues']>;
  /** Variable → the value typed for them (missingValues `fallback`). */
  fallbackValues: Record<string, string>;
  senderName: string;
  templateId: string;
  message: string;
  unsubscribeLink: boolean;
  eConsent: boolean;
  /** Only people whose latest marketing consent is "accepted". */
  consentedOnly: boolean;
  kind: 'marketing' | 'transactional';
  schedule: 'now' | 'later';
  /** Local date-time typed in Bangkok time (yyyy-MM-ddTHH:mm). */
  scheduledAt: string;
  description: string;
  analysis: Analysis | null;
}

const KEY = 'engage.quickSend';

export const emptyDraft = (): Draft => ({
  audience: 'typed',
  numbers: '',
  allPeople: false,
  tagIds: [],
  groupIds: [],
  upload: null,
  phoneColumn: '',
  variables: {},
  missingValues: 'empty',
  fallbackValues: {},
  senderName: '',
  templateId: '',
  message: '',
  unsubscribeLink: false,
  eConsent: false,
  consentedOnly: false,
  kind: 'marketing',
  schedule: 'now',
  scheduledAt: '',
  description: '',
  analysis: null,
});

export const loadDraft = (): Draft => {
  try {
    return { ...emptyDraft(), ...(JSON.parse(sessionStorage.getItem(KEY) ?? '{}') as Partial<Draft>) };
  } catch {
    return emptyDraft();
  }
};

export const saveDraft = (draft: Draft): void => sessionStorage.setItem(KEY, JSON.stringify(draft));
export const clearDraft = (): void => sessionStorage.removeItem(KEY);

/** Pasted numbers: one per line, or separated by commas, semicolons or tabs. */
export const splitNumbers = (text: string): string[] =>
  text
    .split(/[\n,;\t]+/)
    .map((value) => value.trim())
    .filter(Boolean);

/** A Bangkok wall-clock time as ISO with its +07:00 offset: the broadcast time zone is GMT+7. */
export const bangkokIso = (local: string): string | null =>
  local ? `${local.length === 16 ? `${local}:00` : local}+07:00` : null;

const audienceInput = (draft: Draft): Partial<BroadcastInput> => {
  if (draft.audience === 'typed') {
    return {
      recipients: splitNumbers(draft.numbers),
      ...(draft.missingValues === 'fallback' ? { fallbackValues: draft.fallbackValues } : {}),
    };
  }
  if (draft.audience === 'people') {
    return draft.allPeople ? { allPeople: true } : { tagIds: draft.tagIds, groupIds: draft.groupIds };
  }
  return { fileId: draft.upload?.id ?? '', phoneColumn: draft.phoneColumn, variables: draft.variables };
};

/** The API body of a draft. */
export const toInput = (draft: Draft): BroadcastInput => ({
  senderName: draft.senderName,
  ...(draft.templateId && !draft.message ? { templateId: draft.templateId } : { message: draft.message }),
  ...audienceInput(draft),
  // The choice is offered for typed numbers; a file or people get the variable empty, as before.
  missingValues: draft.audience === 'typed' ? draft.missingValues : 'empty',
  unsubscribeLink: draft.unsubscribeLink,
  eConsent: draft.eConsent,
  consentedOnly: draft.consentedOnly,
  kind: draft.kind,
  scheduledAt: draft.schedule === 'later' ? bangkokIso(draft.scheduledAt) : null,
  description: draft.description || null,
});
