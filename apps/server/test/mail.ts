import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface ReceivedMail {
  from: string;
  to: string;
  subject: string;
  text: string;
}

/**
 * Parses a message as nodemailer writes it here: single-part text/plain, base64 body (DESIGN §2: mail is
 * plain text). Not a general MIME parser: enough to read what this server sends.
 */
export function parseMail(raw: string): ReceivedMail {
  const normalized = raw.replace(/\r\n/g, '\n');
  const split = normalized.indexOf('\n\n');
  const headers = new Map<string, string>();
  for (const line of normalized
    .slice(0, split)
    .replace(/\n[ \t]+/g, ' ')
    .split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = normalized.slice(split + 2);
  const base64 = (headers.get('content-transfer-encoding') ?? '').toLowerCase() === 'base64';
  return {
    from: headers.get('from') ?? '',
    to: headers.get('to') ?? '',
    subject: headers.get('subject') ?? '',
    text: base64 ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8') : body,
  };
}

/** The mails written to `<dataDir>/mail` (no SMTP_URL), oldest first. */
export function mailsIn(dataDir: string): (ReceivedMail & { file: string })[] {
  const dir = join(dataDir, 'mail');
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.sort().map((file) => ({ file, ...parseMail(readFileSync(join(dir, file), 'utf8')) }));
}

/** The first link in a mail's text. */
export function linkIn(text: string): URL {
  const match = /https?:\/\/\S+/.exec(text);
  if (match === null) throw new Error(`No link in the mail:\n${text}`);
  return new URL(match[0]);
}
