import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer, { type Transporter } from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /**
   * Sends in the background: call it after the transaction has committed. A failure is logged, never
   * thrown, so it cannot undo what the request did (the user can ask for the mail again).
   */
  send(message: MailMessage): void;
  /** Resolves when every mail handed to send() so far has been sent or has failed. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; unset: each message is written to `<dataDir>/mail/<time>-<to>.eml`. */
  smtpUrl: string | undefined;
  dataDir: string;
  from: { name: string; address: string };
  logger: FastifyBaseLogger;
}

let fileSequence = 0;

/** Plain-text mail through nodemailer (DESIGN §2 "mail"). */
export function createMailer(options: MailerOptions): Mailer {
  const { smtpUrl, logger } = options;
  const mailDir = join(options.dataDir, 'mail');
  const transport: Transporter = smtpUrl
    ? nodemailer.createTransport(smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  async function deliver(message: MailMessage): Promise<void> {
    const info = await transport.sendMail({
      from: options.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      // base64 keeps long links on one logical line (quoted-printable would break them at 76 characters).
      textEncoding: 'base64',
    });
    if (smtpUrl) {
      logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      return;
    }
    await mkdir(mailDir, { recursive: true });
    // The time first, so the files sort in the order they were written; the sequence breaks ties.
    const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(++fileSequence).padStart(6, '0')}`;
    const file = join(mailDir, `${stamp}-${message.to.replace(/[^\w@.+-]/g, '_')}.eml`);
    await writeFile(file, (info as { message: Buffer }).message);
    logger.info({ to: message.to, subject: message.subject, file }, 'mail written');
  }

  return {
    send(message) {
      const sending = deliver(message).catch((error: unknown) => {
        logger.error({ err: error, to: message.to, subject: message.subject }, 'sending a mail failed');
      });
      pending.add(sending);
      void sending.finally(() => pending.delete(sending));
    },
    async flush() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await this.flush();
      transport.close();
    },
  };
}
