import { Process, Processor } from '@nestjs/bull';
import { Inject, Logger } from '@nestjs/common';
import type { Job } from 'bull';
import { mayCall } from '../../../backend/src/common/http/outbound-url.js';
import { sign, SIGNATURE_HEADER } from '../../../backend/src/common/http/signature.js';
import { APP_CONFIG, type AppConfig } from '../../../backend/src/config/app-config.js';
import { OtpAppsService } from '../../../backend/src/modules/otp-apps/otp-apps.service.js';
import { WebhookEventsService, type OwedCall } from '../../../backend/src/modules/webhooks/webhook-events.service.js';
import { CALLBACK_JOB_OPTIONS, JOBS, QUEUES, type CallbackJob, type WebhookJob } from '../../../backend/src/queue/queues.js';

const TIMEOUT_MS = 10_000;
const CONCURRENCY = 16;

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
    if (!(await mayCall(url, this.config.webhookAllowPrivate))) {
      this.logger.warn({ eventId, url }, 'notification not sent: the URL is not a public http(s) address');
      return { skipped: 'the URL is not a public http(s) address' };
    }
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(secret, body), 'x-engage-event-id': eventId },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) throw new Error(`notify URL answered ${response.status}`);
    return { status: response.status };
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
    if (!call.secret || !(await mayCall(call.url, this.config.webhookAllowPrivate))) {
      await tried(null, 'the URL is not a public http(s) address', 'skipped');
      return { skipped: 'the URL is not a public http(s) address' };
    }
    const last = attempt >= CALLBACK_JOB_OPTIONS.attempts;
    let status: number;
    try {
      status = await this.post(call);
    } catch (error) {
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

  private async post(call: OwedCall): Promise<number> {
    const response = await fetch(call.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(call.secret!, call.body), 'x-engage-event-id': call.id },
      body: call.body,
      redirect: 'manual',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    return response.status;
  }
}
