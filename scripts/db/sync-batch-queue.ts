// A replacement for pglite-socket's query queue. PGlite is one session shared
// by every connection; the stock queue runs each protocol message on its own,
// so another connection's Parse/Bind can land between a client's Parse and
// Bind ("bind message supplies 13 parameters, but prepared statement requires
// 12"). This queue runs a connection's messages up to its Sync as one unit.
import type { PGlite } from "@electric-sql/pglite";

type Part = { message: Uint8Array; onData: (data: Uint8Array) => void };
type Batch = { handlerId: number; parts: Part[]; resolve: (bytes: number) => void; reject: (error: Error) => void };

// Messages after which the client waits for an answer: Sync, Query, Terminate,
// Flush, password, and the copy sub-protocol. Startup messages begin with a 0 byte.
const ENDS_BATCH = new Set([0x53, 0x51, 0x58, 0x48, 0x70, 0x64, 0x63, 0x66, 0x00]);

export class SyncBatchQueue {
  private queue: Batch[] = [];
  private pending = new Map<number, Part[]>();
  private processing = false;
  private lastHandlerId: number | null = null;

  constructor(private readonly db: PGlite) {}

  enqueue(handlerId: number, message: Uint8Array, onData: (data: Uint8Array) => void): Promise<number> {
    const parts = this.pending.get(handlerId) ?? [];
    parts.push({ message, onData });
    if (!ENDS_BATCH.has(message[0]!)) {
      this.pending.set(handlerId, parts);
      return Promise.resolve(0);
    }
    this.pending.delete(handlerId);
    return new Promise((resolve, reject) => {
      this.queue.push({ handlerId, parts, resolve, reject });
      void this.process();
    });
  }

  /** Inside a transaction only its own connection may run; the others wait. */
  private next(): Batch | undefined {
    if (this.db.isInTransaction() && this.lastHandlerId !== null) {
      const index = this.queue.findIndex((batch) => batch.handlerId === this.lastHandlerId);
      return index === -1 ? undefined : this.queue.splice(index, 1)[0];
    }
    return this.queue.shift();
  }

  private async process(): Promise<void> {
    if (this.processing) return;
    this.processing = true;
    try {
      for (let batch = this.next(); batch; batch = this.next()) {
        let bytes = 0;
        try {
          const parts = batch.parts;
          await this.db.runExclusive(async () => {
            for (const part of parts) {
              await this.db.execProtocolRawStream(part.message, {
                onRawData: (data) => {
                  bytes += data.length;
                  part.onData(data);
                },
              });
            }
          });
          this.lastHandlerId = batch.handlerId;
          batch.resolve(bytes);
        } catch (error) {
          batch.reject(error as Error);
        }
      }
    } finally {
      this.processing = false;
    }
  }

  getQueueLength(): number {
    return this.queue.length;
  }

  clearQueueForHandler(handlerId: number): void {
    this.pending.delete(handlerId);
    this.queue = this.queue.filter((batch) => {
      if (batch.handlerId !== handlerId) return true;
      batch.reject(new Error("Handler disconnected"));
      return false;
    });
  }

  async clearTransactionIfNeeded(handlerId: number): Promise<void> {
    if (this.db.isInTransaction() && this.lastHandlerId === handlerId) {
      await this.db.exec("ROLLBACK");
      this.lastHandlerId = null;
      await this.process();
    }
  }
}
