import type { PhotoStore } from '@server/core/storage/photos';
import type { AppBackend } from '../hr/backend';
import type { Routes } from '../http';
import type { BackendPorts } from '../ports';
import { register } from '../register';
import { accountHandlers } from './accounts';
import { checkEmailHandler } from './check-email';
import { importHandler } from './import';
import { photoHandlers } from './photo';
import { privateHandlers } from './private';
import { resetPasswordHandler } from './reset-password';

/**
 * The user service, under the base URL; every call needs the bearer token
 * but user/register. The fixed paths and user/private/{id} come before user/{kind}/{id}.
 */
export function userServiceHandlers(
  routes: Routes,
  ports: Pick<BackendPorts, 'users' | 'passwords'>,
  backend: () => Promise<AppBackend>,
  photos: () => Promise<PhotoStore>,
) {
  const { users } = ports;
  return [
    routes.on('post', '/user/register', register(ports, backend)),
    importHandler(routes, ports, backend),
    checkEmailHandler(routes, users, backend),
    resetPasswordHandler(routes),
    ...privateHandlers(routes, backend),
    ...photoHandlers(routes, backend, photos),
    ...accountHandlers(routes, ports, backend),
  ];
}
