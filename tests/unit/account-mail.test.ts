import { describe, expect, it } from 'vitest';
import { NOTIFICATION_LANGUAGES } from '@/contract/notifications';
import { PASSWORD_RESET_CODE_LIFETIME_MS } from '@/domain/credentials';
import { activationMail, resetCodeMail } from '@server/core/mail/account-mail';
import type { StoredUser } from '@server/core/storage/users';

const account = (language?: (typeof NOTIFICATION_LANGUAGES)[number]): StoredUser => ({
  id: 7,
  email: 'jeanne.roux+rh@example.fr',
  username: 'jroux',
  password: 'x',
  firstName: 'Jeanne',
  lastName: 'Roux',
  role: 'user',
  employee: null,
  activationCode: 'x',
  active: false,
  version: 1,
  ...(language && { notificationSettings: { language, mail: { toDecide: true, decisions: true, reminders: true } } }),
});

const links = { publicUrl: 'https://rh.example.fr/' };

describe("an account's mails", () => {
  it('send the activation code with a link to the activation page under PUBLIC_URL, as text and HTML, in French by default', () => {
    const mail = activationMail(account(), '40721', links);
    expect(mail.recipient).toBe('jeanne.roux+rh@example.fr');
    expect(mail.subject).toBe('Activez votre compte Effectif');
    expect(mail.body).toContain("Votre code d'activation : 40721.");
    expect(mail.body).toContain('https://rh.example.fr/auth/activate/jeanne.roux%2Brh%40example.fr');
    expect(mail.html).toContain('<a href="https://rh.example.fr/auth/activate/jeanne.roux%2Brh%40example.fr">');
    expect(mail.html).toContain('40721');
    // A security mail: it says nothing of turning it off, which nobody may.
    expect(mail.body).not.toContain('préférences');
    expect(mail.notification).toBeUndefined();
  });

  it("send a reset code in the account's language, with its lifetime and the reset page", () => {
    const mail = resetCodeMail(account('gr'), '123456', links);
    expect(mail.subject).toBe('Setzen Sie Ihr Effectif-Passwort zurück');
    expect(mail.body).toContain(`Ihr Code zum Zurücksetzen: 123456. Er gilt ${PASSWORD_RESET_CODE_LIFETIME_MS / 60_000} Minuten`);
    expect(mail.body).toContain('https://rh.example.fr/auth/password-reset');
  });

  it('without PUBLIC_URL, link to the app\'s own path', () => {
    expect(activationMail(account('en'), '40721', {}).body).toContain('Open in Effectif: /auth/activate/jeanne.roux%2Brh%40example.fr');
  });

  it('are written in each of the nine languages, none a copy of another', () => {
    const subjects = NOTIFICATION_LANGUAGES.map((language) => activationMail(account(language), '40721', links).subject);
    const resets = NOTIFICATION_LANGUAGES.map((language) => resetCodeMail(account(language), '123456', links).body);
    expect(new Set(subjects).size).toBe(NOTIFICATION_LANGUAGES.length);
    expect(new Set(resets).size).toBe(NOTIFICATION_LANGUAGES.length);
    for (const body of resets) expect(body).toContain('123456');
  });
});
