import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** e2e/.data: each server's DATA_DIR is a folder here named after it (see global-setup.ts). */
export const dataRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../.data');

/** Runs SQL on a server's own database, as an operator would (there is no screen for it yet). */
export async function sql<T extends pg.QueryResultRow = pg.QueryResultRow>(
  serverName: string,
  text: string,
  values: unknown[] = [],
): Promise<T[]> {
  const urls = JSON.parse(readFileSync(path.join(dataRoot, 'databases.json'), 'utf8')) as Record<
    string,
    string
  >;
  const client = new pg.Client({ connectionString: urls[serverName] });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** The mails a server wrote to DATA_DIR/mail (no SMTP_URL in the e2e servers), newest last. */
export function mailsTo(serverName: string, address: string): Mail[] {
  const dir = path.join(dataRoot, serverName, 'mail');
  let files: string[];
  try {
    files = readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
  return files
    .map((file) => parseMail(readFileSync(path.join(dir, file), 'utf8')))
    .filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));
}

/** Waits for a mail to `address` whose text has a link to `pathPrefix`, and answers the link. */
export async function mailedLink(
  serverName: string,
  address: string,
  pathPrefix: string,
  after = 0,
): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const links = mailsTo(serverName, address)
      .slice(after)
      .flatMap((mail) => mail.text.match(/https?:\/\/\S+/g) ?? [])
      .filter((link) => new URL(link).pathname.startsWith(pathPrefix));
    if (links.length > 0) return links[links.length - 1]!;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`no mail to ${address} with a link to ${pathPrefix}`);
}

function parseMail(raw: string): Mail {
  const normalized = raw.replace(/\r\n/g, '\n');
  const split = normalized.indexOf('\n\n');
  const head = normalized.slice(0, split).replace(/\n[ \t]+/g, ' ');
  const headers = new Map<string, string>();
  for (const line of head.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return {
    to: headers.get('to') ?? '',
    subject: headers.get('subject') ?? '',
    text: bodyText(normalized.slice(split + 2), headers),
  };
}

/** The text/plain part, decoded (base64 or quoted-printable), of a single-part or multipart message. */
function bodyText(body: string, headers: Map<string, string>): string {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (boundary) {
    for (const part of body.split(`--${boundary}`)) {
      const split = part.indexOf('\n\n');
      if (split < 0) continue;
      const partHeaders = new Map<string, string>();
      for (const line of part
        .slice(0, split)
        .trim()
        .replace(/\n[ \t]+/g, ' ')
        .split('\n')) {
        const colon = line.indexOf(':');
        if (colon > 0) partHeaders.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
      }
      if ((partHeaders.get('content-type') ?? '').startsWith('text/plain'))
        return bodyText(part.slice(split + 2), partHeaders);
    }
    return '';
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}
