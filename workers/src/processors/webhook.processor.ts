import { Process, Processor } from '@nestjs/bull';
import { Inject, Logger } from '@nestjs/common';
import type { Job } from 'bull';
import { NotPublicTargetError, postOutbound } from '../../../backend/src/common/http/outbound-url.js';
import { sign, SIGNATURE_HEADER } from '../../../backend/src/common/http/signature.js';
import { APP_CONFIG, type AppConfig } from '../../../backend/src/config/app-config.js';
import { OtpAppsService } from '../../../backend/src/modules/otp-apps/index.js';
import { WebhookEventsService } from '../../../backend/src/modules/webhooks/index.js';
import { CALLBACK_JOB_OPTIONS } from '../../../backend/src/queue/jobs.js';
import { JOBS, QUEUES, type CallbackJob, type WebhookJob } from '../../../backend/src/queue/queues.js';

const TIMEOUT_MS = 10_000;
const CONCURRENCY = 16;
const NOT_PUBLIC = 'the URL is not a public http(s) address';

/**
 * Calls to customers' URLs: OTP notifications, and the outbox's owed calls (coupon callbacks).
 * Notifications to customers' URLs: signed with the app's secret at each try (a fresh
 * timestamp), the event id in the body and in `X-Engage-Event-Id` so the receiver can drop
 * repeats. Anything but a 2xx fails the try, and Bull tries again with backoff.
 */
@Processor(QUEUES.webhook)
export class WebhookProcessor {
  private readonly logger = new Logger('WebhookProcessor');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly apps: OtpAppsService,
    private readonly events: WebhookEventsService,
  ) {}

  @Process({ name: JOBS.notify, concurrency: CONCURRENCY })
  async notify(job: Job<WebhookJob>): Promise<{ status: number } | { skipped: string }> {
    const { eventId, appId, url, body } = job.data;
    const secret = await this.apps.notifySecretOf(appId);
    if (!secret) return { skipped: 'the application was deleted' };
    let status: number;
    try {
      status = await this.post(url, secret, body, eventId);
    } catch (error) {
      if (!(error instanceof NotPublicTargetError)) throw error;
      this.logger.warn({ eventId, url }, `notification not sent: ${NOT_PUBLIC}`);
      return { skipped: NOT_PUBLIC };
    }
    if (status < 200 || status >= 300) throw new Error(`notify URL answered ${status}`);
    return { status };
  }

  /**
   * An owed call of the outbox, signed with its coupon's secret at each try; every try is logged
   * (status, error, duration) for the coupon's delivery log, and the event ends delivered, failed
   * (after the last try) or skipped (a URL that may not be called).
   */
  @Process({ name: JOBS.callback, concurrency: CONCURRENCY })
  async callback(job: Job<CallbackJob>): Promise<{ status: number } | { skipped: string }> {
    const call = await this.events.owed(job.data.eventId);
    if (!call || call.status !== 'pending') return { skipped: 'nothing owed' };
    const attempt = job.attemptsMade + 1;
    const started = Date.now();
    const tried = (statusCode: number | null, error: string | null, outcome: 'delivered' | 'failed' | 'skipped' | null) =>
      this.events.recordTry(call, { attempt, statusCode, error, durationMs: Date.now() - started, outcome });
    const skipped = async () => {
      await tried(null, NOT_PUBLIC, 'skipped');
      return { skipped: NOT_PUBLIC };
    };
    if (!call.secret) return skipped();
    const last = attempt >= CALLBACK_JOB_OPTIONS.attempts;
    let status: number;
    try {
      status = await this.post(call.url, call.secret, call.body, call.id);
    } catch (error) {
      if (error instanceof NotPublicTargetError) return skipped();
      await tried(null, error instanceof Error ? error.message : String(error), last ? 'failed' : null);
      throw error;
    }
    if (status < 200 || status >= 300) {
      await tried(status, `answered ${status}`, last ? 'failed' : null);
      throw new Error(`callback URL answered ${status}`);
    }
    await tried(status, null, 'delivered');
    return { status };
  }

  /**
   * A signed POST; its target is checked where it is connected to (postOutbound): a name that
   * resolves inside, or an address written inside, is refused (NotPublicTargetError) unless
   * WEBHOOK_ALLOW_PRIVATE allows it.
   */
  private post(url: string, secret: string, body: string, eventId: string): Promise<number> {
    return postOutbound(url, {
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(secret, body), 'x-engage-event-id': eventId },
      body,
      timeoutMs: TIMEOUT_MS,
      allowPrivate: this.config.webhookAllowPrivate,
    });
  }
}
