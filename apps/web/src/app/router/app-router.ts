import { createBrowserRouter } from 'react-router';
import { createAppRoutes } from './app-routes.tsx';

export const appRouter = createBrowserRouter(createAppRoutes());
