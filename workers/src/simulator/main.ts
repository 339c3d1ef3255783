import { HttpProviderSimulator } from './http-provider-simulator.js';
import { SmscSimulator } from './smsc-simulator.js';

/**
 * The SMSC simulator as a process of its own (`npm start` runs it beside the API and the
 * worker): SMPP, and the generic HTTP provider for HTTP channels. Settings from
 * SMSC_SIMULATOR_* variables; it answers on 127.0.0.1 only.
 */
const env = process.env;
const number = (name: string, fallback: number) => (env[name] === undefined || env[name] === '' ? fallback : Number(env[name]));

const shared = {
  systemId: env.SMSC_SIMULATOR_SYSTEM_ID || 'engage',
  password: env.SMSC_SIMULATOR_PASSWORD || 'engage',
  tps: number('SMSC_SIMULATOR_TPS', 0),
  latencyMs: number('SMSC_SIMULATOR_LATENCY_MS', 5),
  receiptDelayMs: number('SMSC_SIMULATOR_RECEIPT_DELAY_MS', 1_000),
  ratios: {
    delivered: number('SMSC_SIMULATOR_DELIVERED', 0.9),
    undelivered: number('SMSC_SIMULATOR_UNDELIVERED', 0.05),
    rejected: number('SMSC_SIMULATOR_REJECTED', 0.03),
  },
};
// The last messages of both sides, for GET /inbox on the HTTP port (codes of a local Test OTP).
const inbox = number('SMSC_SIMULATOR_INBOX', 1000);
const smppSimulator = new SmscSimulator({ port: number('SMSC_SIMULATOR_PORT', 2775), ...shared, inbox });
const httpSimulator = new HttpProviderSimulator({
  port: number('SMSC_SIMULATOR_HTTP_PORT', 2776),
  ...shared,
  inbox,
  otherInbox: () => smppSimulator.inbox(),
});
const simulator = {
  async start() {
    await smppSimulator.start();
    await httpSimulator.start();
  },
  async stop() {
    await Promise.all([smppSimulator.stop(), httpSimulator.stop()]);
  },
};

simulator
  .start()
  .then(() => {
    console.log(`[smsc-simulator] SMPP on 127.0.0.1:${smppSimulator.port}, HTTP on 127.0.0.1:${httpSimulator.port}`);
    // npm start starts a ready simulator again when it dies; one that never got here stops it.
    process.send?.('ready');
  })
  .catch((error: unknown) => {
    console.error(`[smsc-simulator] ${String(error)}`);
    process.exit(1);
  });

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => void simulator.stop().then(() => process.exit(0)));
}
// Started by npm start with an IPC channel: it closes when the parent dies, even by SIGKILL.
process.on('disconnect', () => void simulator.stop().then(() => process.exit(0)));
