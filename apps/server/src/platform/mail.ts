import { chmod, mkdir, writeFile } from 'node:fs/promises';
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
   * Sends now; a failure is thrown (the mail outbox's job is then retried). Services do not call it: they
   * write their mails through the outbox (platform/mail-outbox.ts), which calls it after the commit.
   */
  deliver(message: MailMessage): Promise<void>;
  /** Work that sends mail (the outbox sending its jobs): flush() waits for it. */
  track(work: Promise<void>): void;
  /** Resolves when all tracked work has been done or has failed. */
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
      // An address object, never a string nodemailer would parse: a stored value such as
      // 'Victim<attacker@example.org>' cannot redirect the mail (addresses are also validated as plain).
      to: { name: '', address: message.to },
      subject: message.subject,
      text: message.text,
      // base64 keeps long links on one logical line (quoted-printable would break them at 76 characters).
      textEncoding: 'base64',
    });
    if (smtpUrl) {
      logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      return;
    }
    // Mail holds sign-in links: only the server's user may read it.
    await mkdir(mailDir, { recursive: true, mode: 0o700 });
    await chmod(mailDir, 0o700);
    // The time first, so the files sort in the order they were written; the sequence breaks ties.
    const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(++fileSequence).padStart(6, '0')}`;
    const file = join(mailDir, `${stamp}-${message.to.replace(/[^\w@.+-]/g, '_')}.eml`);
    await writeFile(file, (info as { message: Buffer }).message, { mode: 0o600 });
    logger.info({ to: message.to, subject: message.subject, file }, 'mail written');
  }

  function track(work: Promise<void>): void {
    const settled = work.catch(() => undefined);
    pending.add(settled);
    void settled.finally(() => pending.delete(settled));
  }

  return {
    deliver,
    track,
    async flush() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    async close() {
      await this.flush();
      transport.close();
    },
  };
}
