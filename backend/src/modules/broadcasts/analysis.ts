import type { AnalysisResponse, InvalidSampleResponse, PreviewMessageResponse } from './dto/broadcast.response.js';
import type { Verdict } from './recipients.js';

const PREVIEWS = 5;
const INVALID_SAMPLES = 10;
const LACKING_SAMPLES = 20;

export type Tally = Omit<AnalysisResponse, 'balance' | 'balanceAfter'> & {
  /** Recipients whose personalised message is over the part cap. */
  overCap: number;
};

/** Counts a stream of verdicts into the analyze page's figures. */
export class Tallier {
  readonly tally: Tally = {
    valid: 0,
    duplicate: 0,
    invalid: 0,
    blacklisted: 0,
    blacklistedBy: { own: 0, parent: 0 },
    notConsented: 0,
    encoding: 'gsm7',
    parts: 0,
    totalParts: 0,
    characters: 0,
    forcedBy: null,
    credits: 0,
    preview: [] as PreviewMessageResponse[],
    invalidSamples: [] as InvalidSampleResponse[],
    matchedPeople: 0,
    lackingValues: 0,
    lackingNumbers: [] as string[],
    overCap: 0,
  };
  private readonly encodings = new Set<string>();

  constructor(private readonly maxParts: number) {}

  add(verdict: Verdict): void {
    const t = this.tally;
    switch (verdict.kind) {
      case 'duplicate':
        t.duplicate++;
        return;
      case 'blacklisted':
        t.blacklisted++;
        t.blacklistedBy[verdict.list]++;
        return;
      case 'notConsented':
        t.notConsented++;
        return;
      case 'leftOut':
        this.lacked(verdict.mobile);
        return;
      case 'invalid':
        t.invalid++;
        if (t.invalidSamples.length < INVALID_SAMPLES) t.invalidSamples.push({ row: verdict.row, value: verdict.value });
        return;
      case 'valid': {
        const r = verdict.recipient;
        t.valid++;
        if (r.matched) t.matchedPeople++;
        if (r.lacking) this.lacked(r.mobile);
        t.totalParts += r.parts;
        t.credits += r.credits;
        t.parts = Math.max(t.parts, r.parts);
        t.characters = Math.max(t.characters, r.characters);
        t.forcedBy ??= r.forcedBy;
        if (r.parts > this.maxParts) t.overCap++;
        this.encodings.add(r.encoding);
        t.encoding = this.encodings.size > 1 ? 'mixed' : r.encoding;
        if (t.preview.length < PREVIEWS) t.preview.push({ mobile: r.mobile, text: r.text, parts: r.parts, encoding: r.encoding });
      }
    }
  }

  private lacked(mobile: string): void {
    this.tally.lackingValues++;
    if (this.tally.lackingNumbers.length < LACKING_SAMPLES) this.tally.lackingNumbers.push(mobile);
  }
}
