import { Process, Processor } from '@nestjs/bull';
import { Inject, Logger } from '@nestjs/common';
import type { Job } from 'bull';
import { mayCall } from '../../../backend/src/common/http/outbound-url.js';
import { sign, SIGNATURE_HEADER } from '../../../backend/src/common/http/signature.js';
import { APP_CONFIG, type AppConfig } from '../../../backend/src/config/app-config.js';
import { OtpAppsService } from '../../../backend/src/modules/otp-apps/otp-apps.service.js';
import { JOBS, QUEUES, type WebhookJob } from '../../../backend/src/queue/queues.js';

const TIMEOUT_MS = 10_000;
const CONCURRENCY = 16;

/**
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
}
