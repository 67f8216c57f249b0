import type { FastifyBaseLogger } from 'fastify';
import type { SmsMessage, SmsProvider } from './types';

export interface OutboxEntry extends SmsMessage {
  createdAt: Date;
}

const OUTBOX_LIMIT = 1000;

/**
 * Development stand-in for a real SMS gateway (DESIGN §5): logs each code and keeps the latest ones in
 * memory for GET /api/dev/sms-outbox. Never used when NODE_ENV=production (config refuses it).
 */
export class LocalSmsProvider implements SmsProvider {
  readonly name = 'local';
  private readonly outbox: OutboxEntry[] = [];

  constructor(private readonly log: FastifyBaseLogger) {}

  async send(message: SmsMessage): Promise<void> {
    this.outbox.push({ ...message, createdAt: new Date() });
    if (this.outbox.length > OUTBOX_LIMIT) this.outbox.shift();
    this.log.info(
      { phone: `${message.countryCode} ${message.phone}`, type: message.type, code: message.code },
      `[dev SMS] ${message.countryCode} ${message.phone} ${message.type} code ${message.code}`,
    );
  }

  /** Newest first. */
  list(countryCode: string | undefined, phone: string): OutboxEntry[] {
    return this.outbox
      .filter((m) => m.phone === phone && (countryCode === undefined || m.countryCode === countryCode))
      .reverse();
  }
}
