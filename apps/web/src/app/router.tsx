import { isBuiltRoute, isLanguageCode, ROUTES, type RouteDef, type RouteName } from '@kingside/contract';
import { Outlet, type RouteObject, useLocation, useParams } from 'react-router';
import { NotFoundPage } from '../features/errors/NotFoundPage';
import { Layout } from './Layout';
import { PAGES } from './pages';
import { RouteErrorPage } from './RouteErrorPage';
import { useServices } from './services';

/** `/member/{username}` → `member/:username`; optional params get react-router's `?`. */
export function routerPath(def: RouteDef): string {
  return def.path
    .slice(1)
    .replace(/\{(\w+)\}/g, (_, name: string) => `:${name}${def.optional?.includes(name) ? '?' : ''}`);
}

/** React Router cannot hold the contract's parameter rules (`/game/{id}` ids, numeric matches): checked here. */
function PageRoute({ name }: { name: RouteName }) {
  const params = useParams();
  const location = useLocation();
  const { context } = useServices();
  // The first page was already looked up by the server: a 404 there (no such member…) stays a 404 here.
  const serverSaidMissing = context.status === 404 && location.key === 'default';
  const def: RouteDef = ROUTES[name];
  const valid = Object.entries(def.requirements ?? {}).every(([param, rule]) => {
    const value = params[param];
    return value === undefined || rule.test(value);
  });
  if (!valid || serverSaidMissing || !isBuiltRoute(name)) return <NotFoundPage />;
  const Page = PAGES[name];
  return <Page routeName={name} />;
}

/** `/:lang/…` only for the codes of §2; anything else under a prefix is a missing page. */
function LanguageGate() {
  const { lang = '' } = useParams();
  return isLanguageCode(lang) ? <Outlet /> : <NotFoundPage />;
}

const pageRoutes: RouteObject[] = Object.values(ROUTES).map((def: RouteDef) =>
  def.path === '/'
    ? { index: true, element: <PageRoute name={def.name as RouteName} /> }
    : { path: routerPath(def), element: <PageRoute name={def.name as RouteName} /> },
);

/** Every page exists unprefixed (English) and under a language prefix (`/es/about`). */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <Layout />,
    errorElement: <RouteErrorPage />,
    children: [
      ...pageRoutes,
      { path: ':lang', element: <LanguageGate />, children: pageRoutes },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
