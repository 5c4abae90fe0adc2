import type { TestProject } from 'vitest/node';
import { startProvider } from '../../../server/oidc-provider';
import { BASE_URL, startServer } from '../server-setup';
import { PROVIDER } from './provider';

/** Where the OpenID provider of these journeys listens (E2E_OIDC_PORT, 4191 by default). */
const PROVIDER_PORT = Number(process.env.E2E_OIDC_PORT ?? 4191);

/**
 * The server of the journeys that run alone, with a real OpenID provider beside it
 * (oidc-provider, tests/server/oidc-provider.ts): the demo employee is known there by her work
 * e-mail, and a stranger by an address no account has.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const secret = 'e2e-provider-secret';
  const provider = await startProvider(PROVIDER_PORT, { id: 'effectif', secret, redirectUri: `${BASE_URL}/api/auth/oidc/callback` });
  provider.accounts.set(PROVIDER.employee, { email: 'employe@effectif.fr', email_verified: true });
  provider.accounts.set(PROVIDER.stranger, { email: 'personne@ailleurs.example', email_verified: true });
  try {
    const stopServer = await startServer(project, {
      PUBLIC_URL: BASE_URL,
      OIDC_ISSUER: provider.issuer,
      OIDC_CLIENT_ID: 'effectif',
      OIDC_CLIENT_SECRET: secret,
      OIDC_NAME: PROVIDER.name,
    });
    return async () => {
      await stopServer();
      await provider.close();
    };
  } catch (error) {
    await provider.close();
    throw error;
  }
}
