import { createBrowserRouter } from 'react-router-dom';
import { appRoutes } from './routes';

export const createAppRouter = () => createBrowserRouter(appRoutes);
export type AppRouter = ReturnType<typeof createAppRouter>;
