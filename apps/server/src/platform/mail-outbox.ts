import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/database.js';
import type { Jobs } from './jobs.js';
import type { MailMessage, Mailer } from './mail.js';

/** The queue of the account mails. */
export const MAIL_QUEUE = 'mail';

/** A mail as its job keeps it: sealed (AES-256-GCM), for it holds sign-in links and codes. */
interface SealedMail {
  v: 1;
  iv: string;
  tag: string;
  data: string;
}

/** The mail key, from the server's secret (a key of its own: a job row never helps forge a token). */
function mailKey(secret: string): Buffer {
  return createHash('sha256').update('registry mail outbox\0').update(secret).digest();
}

export function sealMail(key: Buffer, message: MailMessage): SealedMail {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const data = Buffer.concat([cipher.update(JSON.stringify(message), 'utf8'), cipher.final()]);
  return {
    v: 1,
    iv: iv.toString('base64'),
    tag: cipher.getAuthTag().toString('base64'),
    data: data.toString('base64'),
  };
}

export function openMail(key: Buffer, sealed: SealedMail): MailMessage {
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(sealed.iv, 'base64'));
  decipher.setAuthTag(Buffer.from(sealed.tag, 'base64'));
  const text = Buffer.concat([decipher.update(Buffer.from(sealed.data, 'base64')), decipher.final()]);
  return JSON.parse(text.toString('utf8')) as MailMessage;
}

export type MailOutbox = ReturnType<typeof createMailOutbox>;

/**
 * The account mails on the job queue (DESIGN §2 "jobs"; issue 10): a service writes its mail as a job in
 * the transaction that makes it true (the code, the lock, the changed address), so a crash between the
 * commit and the send loses nothing and a rolled-back change sends nothing. Once it commits (the unit of
 * work) this server's worker sends it at once, and the mailer's flush waits until the queue has nothing
 * waiting or sending; a worker server sends what another left, and a failed send is retried (pg-boss: 5
 * times, 5 seconds apart). The job holds the mail sealed with a key from the server's
 * secret: the links and codes it carries are not readable in the job table (nor ever logged).
 */
export function createMailOutbox(deps: { jobs: Jobs; mailer: Mailer; secret: string }) {
  const { jobs, mailer } = deps;
  const key = mailKey(deps.secret);
  // What a commit queued is being sent: the mailer's flush waits until the queue has settled.
  jobs.onCommitted(MAIL_QUEUE, () => mailer.track(jobs.settled(MAIL_QUEUE)));

  return {
    /** Registers the sending handler (this server's worker of the queue). */
    start(): Promise<void> {
      return jobs.handle(
        MAIL_QUEUE,
        async (batch) => {
          for (const sealed of batch as SealedMail[]) await mailer.deliver(openMail(key, sealed));
        },
        // One mail a job: a failed send is retried alone, never resending the mails beside it.
        1,
      );
    },

    /** Writes the mail in the transaction: it is sent once, and only if the transaction commits. */
    enqueue(trx: Db, message: MailMessage): Promise<void> {
      return jobs.sendInTransaction(trx, MAIL_QUEUE, sealMail(key, message));
    },

    /** Writes many mails in the transaction, in one statement (each sent once, only if it commits). */
    enqueueMany(trx: Db, messages: readonly MailMessage[]): Promise<void> {
      return jobs.sendManyInTransaction(
        trx,
        MAIL_QUEUE,
        messages.map((message) => sealMail(key, message)),
      );
    },

    /** A mail that follows no change of its own (a taken address's owner is told): its own transaction. */
    async send(message: MailMessage): Promise<void> {
      await jobs.transaction((trx) => this.enqueue(trx, message));
    },

    /** Work that ends in a mail (say, after the answer was sent): the mailer's flush waits for it too. */
    track(work: Promise<void>): void {
      mailer.track(work);
    },
  };
}
