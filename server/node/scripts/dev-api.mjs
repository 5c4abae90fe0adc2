// npm run dev:api: the server (API only) and Vite's dev server in api mode, which passes /api to it.
// Arguments go to Vite (`npm run dev:api -- --port 5174`); PORT is the server's (8080).
import { spawn } from 'node:child_process';

const apiPort = process.env.PORT ?? '8080';
const children = [
  spawn('npx', ['tsx', 'watch', 'server/node/main.ts'], {
    stdio: 'inherit',
    env: { ...process.env, PORT: apiPort, STATIC_DIR: './no-static-app' },
  }),
  spawn('npx', ['vite', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, VITE_AUTH_MODE: 'api', VITE_API_BASE_URL: '/api', API_PROXY_TARGET: `http://localhost:${apiPort}` },
  }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', (code) => { stop(); process.exitCode = code ?? 0; }));
