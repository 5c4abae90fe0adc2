import type { PhotoStore } from '@server/core/storage/photos';
import type { UsersDb } from '@server/core/storage/users';
import type { AppBackend } from '../hr/backend';
import type { Routes } from '../http';
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
  users: UsersDb,
  backend: () => Promise<AppBackend>,
  photos: () => Promise<PhotoStore>,
) {
  return [
    routes.on('post', '/user/register', register(users)),
    importHandler(routes, users, backend),
    checkEmailHandler(routes, users, backend),
    resetPasswordHandler(routes),
    ...privateHandlers(routes, backend),
    ...photoHandlers(routes, backend, photos),
    ...accountHandlers(routes, users, backend),
  ];
}
