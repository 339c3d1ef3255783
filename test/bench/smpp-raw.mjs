// The baseline of bench:broadcast: a bare SMPP client (npm smpp) sending straight to an SMSC
// with a window of outstanding submit_sm, timed until every message is final at the SMSC
// (refused, or its receipt received). Nothing is stored: what a send costs beyond the wire.
import smpp from 'smpp';

export async function rawSmppSend({ host, port, systemId, password, count, window, text }) {
  const session = smpp.connect({ url: `smpp://${host}:${port}` });
  session.on('error', (error) => console.error(`[raw] ${error.message}`));
  await new Promise((resolve, reject) => {
    session.on('connect', () =>
      session.bind_transceiver({ system_id: systemId, password, interface_version: 0x34 }, (pdu) =>
        pdu.command_status === 0 ? resolve() : reject(new Error(`bind refused: ${pdu.command_status}`)),
      ),
    );
  });
  const message = Buffer.from(text, 'latin1');
  let sent = 0;
  let final = 0;
  let outstanding = 0;
  let done;
  const finished = new Promise((resolve) => (done = resolve));
  const settle = () => {
    final++;
    if (final === count) done();
  };
  session.on('deliver_sm', (pdu) => {
    session.send(pdu.response());
    if ((pdu.esm_class & 0x04) === 0x04) settle();
  });
  const started = Date.now();
  const pump = () => {
    while (outstanding < window && sent < count) {
      const destination = `668${String(10_000_000 + sent).padStart(8, '0')}`;
      sent++;
      outstanding++;
      session.submit_sm(
        {
          source_addr: 'RawBench',
          destination_addr: destination,
          data_coding: 0,
          registered_delivery: 1,
          short_message: message,
        },
        (pdu) => {
          outstanding--;
          if (pdu.command_status !== 0) settle();
          pump();
        },
      );
    }
  };
  pump();
  await finished;
  const seconds = (Date.now() - started) / 1000;
  session.close();
  return { count, seconds, perSecond: count / seconds };
}
