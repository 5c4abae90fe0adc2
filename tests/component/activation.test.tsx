import { screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNT, DEMO_ACTIVATION_CODE } from '@mocks/fixtures/demo-account';
import { renderApp } from '../helpers/app';
import { API, server } from '../helpers/server';

const route = `/auth/activate/${encodeURIComponent(DEMO_ACCOUNT.email)}`;
const boxes = () => screen.getAllByRole('textbox', { name: /Digit \d of 5/ });

describe('account activation', () => {
  it('keeps only digits, one per box, moving focus forward and back', async () => {
    const { user } = renderApp({ route });
    await screen.findByRole('heading', { name: 'Activate your account' });
    const [first, second, third] = boxes();
    await user.click(first);
    await user.keyboard('a');
    expect(first).toHaveValue('');
    await user.keyboard('1');
    expect(first).toHaveValue('1');
    expect(second).toHaveFocus();
    await user.keyboard('3');
    expect(third).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(second).toHaveFocus();
    await user.keyboard('579');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['1', '5', '7', '9', '']);
    expect(boxes()[4]).toHaveFocus();
  });

  it('fills all five boxes from a pasted code', async () => {
    const { user } = renderApp({ route });
    await screen.findByRole('heading', { name: 'Activate your account' });
    await user.click(boxes()[0]);
    await user.paste('2 4-6 8 0');
    expect(boxes().map((box) => (box as HTMLInputElement).value)).toEqual(['2', '4', '6', '8', '0']);
  });

  it('says the code is needed and sends nothing when it is empty', async () => {
    let calls = 0;
    server.use(
      http.post(`${API}/dry-auth/check-code`, () => {
        calls += 1;
        return HttpResponse.json({ success: true });
      }),
    );
    const { user } = renderApp({ route });
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter the 5-digit code');
    expect(calls).toBe(0);
  });

  it('sends the code, the email from the route and the origin; a refusal says so', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/dry-auth/check-code`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ success: false });
      }),
    );
    const { user, location } = renderApp({ route });
    await user.click((await screen.findAllByRole('textbox'))[0]);
    await user.paste('13579');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The code could not be validated');
    expect(bodies).toEqual([{ code: '13579', username: DEMO_ACCOUNT.email, origin: 'verify-account' }]);
    expect(location()).toBe(route);
  });

  it('activates with the issued code: a toast, then /dry/login', async () => {
    const { user, location } = renderApp({ route });
    await user.click((await screen.findAllByRole('textbox'))[0]);
    await user.paste(DEMO_ACTIVATION_CODE);
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Your account has been activated, please sign in!')).toBeInTheDocument();
    expect(screen.getByText('Sent')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/dry/login'), { timeout: 2500 });
  });
});
