import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger.js';
import { createMailer } from './mail.js';

function mailerIn() {
  const dataDir = mkdtempSync(join(tmpdir(), 'registry-mail-'));
  const mailer = createMailer({
    smtpUrl: undefined,
    dataDir,
    from: { name: 'Registry', address: 'no-reply@example.org' },
    logger: createLogger('silent'),
  });
  return { mailer, dir: join(dataDir, 'mail') };
}

describe('mail written to DATA_DIR/mail', () => {
  it('is readable by the server user only: the folder 0700, each file 0600', async () => {
    const { mailer, dir } = mailerIn();
    await mailer.deliver({
      to: 'ada@example.org',
      subject: 'Reset',
      text: 'https://example.org/reset?code=secret',
    });
    await mailer.close();
    expect(statSync(dir).mode & 0o777).toBe(0o700);
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(statSync(join(dir, files[0]!)).mode & 0o777).toBe(0o600);
  });

  it('goes to the stored address as one address: a display-name form cannot redirect it', async () => {
    const { mailer, dir } = mailerIn();
    await mailer.deliver({ to: 'Victim<attacker@example.org>', subject: 'Reset', text: 'code' });
    await mailer.close();
    const [file] = readdirSync(dir);
    const raw = readFileSync(join(dir, file!), 'utf8');
    const to = raw.split('\n').find((line) => line.startsWith('To:')) ?? '';
    expect(to).not.toContain('<attacker@example.org>');
    expect(to).not.toMatch(/(^|[<\s])attacker@example\.org/);
  });
});
