import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { readConfig } from '@server/node/config';
import { smtpOptionsOf } from '@server/node/mail/smtp-config';

/** SMTP_URL, MAIL_FROM and MAIL_RETRY_DELAYS, checked at start (docs/server.md, "Mail"). */

const problemsOf = (env: Record<string, string>) => {
  const read = readConfig(env);
  return 'problems' in read ? read.problems : [];
};

describe('the mail configuration', () => {
  it('takes smtp:// (STARTTLS when offered) and smtps:// (TLS at once), with a user and password, the port by default 587 or 465', () => {
    expect(smtpOptionsOf('smtp://mail.example.fr')).toEqual({ host: 'mail.example.fr', port: 587, secure: false });
    expect(smtpOptionsOf('smtps://mail.example.fr')).toEqual({ host: 'mail.example.fr', port: 465, secure: true });
    expect(smtpOptionsOf(`smtp://rh%40example.fr:${encodeURIComponent('p@ss:w/rd')}@mail.example.fr:2525`)).toEqual({
      host: 'mail.example.fr',
      port: 2525,
      secure: false,
      auth: { user: 'rh@example.fr', pass: 'p@ss:w/rd' },
    });
    expect(smtpOptionsOf('smtp://[::1]:25')).toMatchObject({ host: '::1', port: 25 });
    const read = readConfig({ SMTP_URL: 'smtp://user:secret@mail.example.fr:587', MAIL_FROM: 'Effectif RH <rh@example.fr>' });
    expect(read).toMatchObject({ config: { SMTP_URL: 'smtp://user:secret@mail.example.fr:587', MAIL_FROM: 'Effectif RH <rh@example.fr>', MAIL_RETRY_DELAYS: '60,300,1800,7200' } });
    expect(problemsOf({ MAIL_FROM: 'rh@example.fr' })).toEqual([]);
  });

  it('refuses a URL that is not SMTP, has no host or a path, without repeating the password', () => {
    for (const url of ['http://mail.example.fr', 'smtp://', 'mail.example.fr:587', 'smtp://mail.example.fr/inbox', 'smtp://:secret@mail.example.fr', 'smtp://mail.example.fr:99999']) {
      const problems = problemsOf({ SMTP_URL: url, MAIL_FROM: 'rh@example.fr' });
      expect(problems, url).toEqual([expect.stringMatching(/^SMTP_URL: must be smtp:\/\/\[user:password@\]host\[:port\]/)]);
      expect(problems.join(), url).not.toContain('secret');
    }
  });

  it('refuses SMTP_URL without MAIL_FROM, and a MAIL_FROM that is no address', () => {
    expect(problemsOf({ SMTP_URL: 'smtp://mail.example.fr' })).toEqual([expect.stringMatching(/^MAIL_FROM: required with SMTP_URL/)]);
    for (const from of ['rh', 'Effectif RH', 'Effectif <rh>', 'rh@example.fr>', '<rh@example.fr> Effectif']) {
      expect(problemsOf({ SMTP_URL: 'smtp://mail.example.fr', MAIL_FROM: from }), from).toEqual([expect.stringMatching(/^MAIL_FROM: must be an e-mail address/)]);
    }
    expect(problemsOf({ SMTP_URL: 'smtp://mail.example.fr', MAIL_FROM: '"Effectif, RH" <rh@example.fr>' })).toEqual([]);
  });

  it('refuses retry delays that are not seconds', () => {
    for (const delays of ['1m,5m', '60;300', '-1', '60,,300']) {
      expect(problemsOf({ MAIL_RETRY_DELAYS: delays }), delays).toEqual([expect.stringMatching(/^MAIL_RETRY_DELAYS: must be the seconds/)]);
    }
    expect(problemsOf({ MAIL_RETRY_DELAYS: '0.5, 30' })).toEqual([]);
  });

  it('stops the server at start, saying what is wrong', async () => {
    const child = spawn('node_modules/.bin/tsx', ['server/node/main.ts'], {
      env: { ...process.env, SMTP_URL: 'smtp://user:secret@mail.example.fr', MAIL_FROM: '', PORT: '8301', HOST: '127.0.0.1', DATA_DIR: 'memory://' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('The server cannot start: its environment is wrong.');
    expect(stderr).toContain('MAIL_FROM: required with SMTP_URL');
    expect(stderr).not.toContain('secret');
  }, 60_000);
});
