export { mainLayoutRoute, homeRoute } from './routes';
