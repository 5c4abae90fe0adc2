import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../helpers/app';
import { switchLanguage } from '../../helpers/i18n';
import { server } from '../../helpers/server';

const PASSWORD_RULE = 'Password must be at least 8 characters long and contain both letters and numbers.';

// These template forms are wired to no call: whatever the user does, nothing may leave the page.
let requests: string[] = [];
const record = ({ request }: { request: Request }) => {
  requests.push(`${request.method} ${request.url}`);
};
beforeEach(() => {
  requests = [];
  server.events.on('request:start', record);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

const statusLine = () => screen.getByRole('status');
const digitBoxes = () => screen.getAllByRole('textbox', { name: /^Digit \d of 4$/ });

describe('the template verify-email screen', () => {
  it('tells about the email, skips to / and says plainly that "try again" sends nothing', async () => {
    const { user } = renderApp({ route: '/auth-verify-email-cover' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify Email' })).toBeInTheDocument();
    expect(screen.getByText(/We have sent you a verification email/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Skip Now' })).toHaveAttribute('href', '/');
    expect(screen.getByText(/Did you not receive an email\?/)).toBeInTheDocument();
    expect(statusLine()).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Please try again' }));
    expect(statusLine()).toHaveTextContent(
      'No email was sent: this demo screen is not connected to an email service.',
    );
    expect(requests).toEqual([]);
  });
});

describe('the template two-step verification screen', () => {
  it('has four single-digit boxes: only digits, one per box, focus moving on', async () => {
    const { user } = renderApp({ route: '/auth-two-steps-boxed' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Two-Step Verification' })).toBeInTheDocument();
    expect(screen.getByText('Please enter the 4-digit code we sent you.')).toBeInTheDocument();
    const boxes = digitBoxes();
    expect(boxes).toHaveLength(4);
    await user.click(boxes[0]);
    await user.keyboard('x7');
    expect(boxes[0]).toHaveValue('7');
    expect(boxes[1]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(boxes[0]).toHaveFocus();
    await user.click(boxes[0]);
    await user.paste('12 34 56');
    expect(digitBoxes().map((box) => (box as HTMLInputElement).value)).toEqual(['1', '2', '3', '4']);
  });

  it('says an incomplete code needs all four digits, beside the boxes', async () => {
    const { user } = renderApp({ route: '/auth-two-steps-basic' });
    await user.click((await screen.findAllByRole('textbox'))[0]);
    await user.keyboard('58');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter all 4 digits of the code.');
    expect(screen.getByRole('group', { name: 'Verification code' })).toHaveAccessibleDescription(
      'Enter all 4 digits of the code.',
    );
    for (const box of digitBoxes()) expect(box).toHaveAttribute('aria-invalid', 'true');
    // Focus goes back to the first empty box.
    expect(digitBoxes()[2]).toHaveFocus();
    expect(statusLine()).toBeEmptyDOMElement();
  });

  it('answers a complete code honestly: it was not checked', async () => {
    const { user } = renderApp({ route: '/auth-two-steps-modern' });
    await user.click((await screen.findAllByRole('textbox'))[0]);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await user.click(digitBoxes()[0]);
    await user.paste('2468');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(digitBoxes()[0]).not.toHaveAttribute('aria-invalid');
    expect(statusLine()).toHaveTextContent(
      'The code was not checked: this demo screen is not connected to a verification service.',
    );
    expect(requests).toEqual([]);
  });
});

describe('the template forgot-password screens', () => {
  it('basic: asks for the address, requires it without any format rule, and sends nothing', async () => {
    const { user } = renderApp({ route: '/auth-reset-password-basic' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot Password?' })).toBeInTheDocument();
    expect(
      screen.getByText('Provide your email address, and instructions will be sent to you'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Wait, I remember my password...' })).toHaveAttribute(
      'href',
      '/auth-login-basic',
    );
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('type', 'text');
    expect(email).toBeRequired();

    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter your email address.');
    expect(email).toHaveFocus();
    expect(statusLine()).toBeEmptyDOMElement();

    // Not an address, yet the reset form has no format rule.
    await user.type(email, 'claire');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter your email address.')).not.toBeInTheDocument();
    expect(statusLine()).toHaveTextContent(
      'No reset link was sent to claire: this demo screen is not connected to an email service.',
    );
    expect(requests).toEqual([]);
  });

  it.each([
    ['cover', '/auth-login-cover'],
    ['boxed', '/auth-login-boxed'],
    ['modern', '/auth-login-modern'],
  ])('%s: "Click here" leads back to its own sign-in, %s', async (variant, signIn) => {
    renderApp({ route: `/auth-reset-password-${variant}` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot Password?' })).toBeInTheDocument();
    const line = screen.getByText(/Wait, I remember my password\.\.\./);
    expect(within(line).getByRole('link', { name: 'Click here' })).toHaveAttribute('href', signIn);
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();
  });

  it("speaks the user's language", async () => {
    await switchLanguage('fr');
    try {
      const { user } = renderApp({ route: '/auth-reset-password-modern' });
      expect(await screen.findByRole('heading', { level: 1, name: 'Mot de passe oublié ?' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Envoyer le lien de réinitialisation' }));
      expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
        'Veuillez saisir votre adresse e-mail.',
      );
      expect(screen.getByRole('link', { name: 'Cliquez ici' })).toHaveAttribute('href', '/auth-login-modern');
    } finally {
      await switchLanguage('en');
    }
  });
});

describe('the template set-new-password screen', () => {
  it('shows the rule as a hint, both passwords with show/hide, and a link back to sign-in', async () => {
    const { user } = renderApp({ route: '/auth-create-password-cover' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Create New Password' })).toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    const confirm = screen.getByLabelText('Confirm Password');
    expect(password).toHaveAccessibleDescription(PASSWORD_RULE);
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Click here' })).toHaveAttribute('href', '/auth-login-basic');

    const [showPassword, showConfirm] = screen.getAllByRole('button', { name: 'Show password' });
    await user.click(showConfirm);
    expect(confirm).toHaveAttribute('type', 'text');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(showPassword);
    expect(password).toHaveAttribute('type', 'text');
  });

  it('requires both passwords, each message beside its field', async () => {
    const { user } = renderApp({ route: '/auth-create-password-basic' });
    await user.click(await screen.findByRole('button', { name: 'Reset Password' }));
    const password = screen.getByLabelText('Password');
    const confirm = screen.getByLabelText('Confirm Password');
    expect(password).toHaveAccessibleDescription(`${PASSWORD_RULE} Please enter a new password.`);
    expect(confirm).toHaveAccessibleDescription('Please confirm the new password.');
    expect(password).toHaveFocus();

    await user.type(password, 'secret');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(confirm).toHaveAttribute('aria-invalid', 'true');
    expect(confirm).toHaveFocus();
    expect(statusLine()).toBeEmptyDOMElement();
  });

  it('checks no match between the passwords and says the password was not changed', async () => {
    const { user } = renderApp({ route: '/auth-create-password-modern' });
    await user.type(await screen.findByLabelText('Password'), 'first1234');
    await user.type(screen.getByLabelText('Confirm Password'), 'other5678');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(screen.queryByText(/Please (enter|confirm)/)).not.toBeInTheDocument();
    expect(statusLine()).toHaveTextContent(
      'Your password was not changed: this demo screen is not connected to an account service.',
    );
    expect(requests).toEqual([]);
  });
});
