// smpp 0.5.1 ships no types: the surface the gateways and the simulator use.
declare module 'smpp' {
  import type { EventEmitter } from 'node:events';
  import type { Server as NetServer } from 'node:net';

  export interface PDU {
    command: string;
    command_status: number;
    sequence_number: number;
    [field: string]: unknown;
    response(options?: Record<string, unknown>): PDU;
  }

  export class Session extends EventEmitter {
    send(pdu: PDU, responseCallback?: (pdu: PDU) => void, sendCallback?: () => void): boolean;
    close(callback?: () => void): void;
    destroy(callback?: () => void): void;
    pause(): void;
    resume(): void;
    closed: boolean;
    [operation: string]: unknown;
  }

  export interface Server extends NetServer {
    sessions?: Session[];
  }

  export function connect(options: Record<string, unknown>, listener?: () => void): Session;
  export function createServer(options: Record<string, unknown>, listener: (session: Session) => void): Server;
  export function createServer(listener: (session: Session) => void): Server;

  const smpp: {
    connect: typeof connect;
    createServer: typeof createServer;
    PDU: new (command: string, options?: Record<string, unknown>) => PDU;
    [constant: string]: unknown;
  };
  export default smpp;
}
