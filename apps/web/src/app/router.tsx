// The player site's routes (webPaths in packages/contract/src/paths.ts, history mode). Every page but
// the shell is its own chunk. Declarative routes (not the data router) keep the front page's
// JavaScript inside its budget; see docs/decisions/0002-declarative-routes.md.
import { createContext, lazy, Suspense, useContext, type ComponentType } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router';
import { webPaths } from '@guildhall/contract/paths';
import type { MessageKey } from '../lib/i18n';
import { withChunkTimeout } from './lazy-route';
import { RouteErrorBoundary } from './route-error';
import { PageLoading } from '../components/page-loading';
import type { PageModule } from './server-route';

type PageComponent = ComponentType & {
  /** Loads the page's module: its component, and what a server-rendered page declares beside it. */
  preload: () => Promise<PageModule | undefined>;
  /** The page's module as the build's manifest names it: the server links its chunk and CSS. */
  source?: string;
};

type LoadedPage = PageModule & { Page: ComponentType };

function page(load: () => Promise<LoadedPage>, source: string): PageComponent {
  const timed = withChunkTimeout(load);
  let loading: Promise<LoadedPage> | null = null;
  const once = () => {
    loading ??= timed().catch((err: unknown) => {
      loading = null;
      throw err;
    });
    return loading;
  };
  return Object.assign(
    lazy(async () => ({ default: (await once()).Page })),
    { preload: once, source },
  );
}

/** True while the server renders (entry-server.tsx): pages it leaves to the browser say so. */
export const ServerRenderContext = createContext(false);

/** Thrown on the server by a page the browser renders: React sends its fallback and marks it. */
export const CLIENT_ONLY_DIGEST = 'gh-client-only';
export class ClientOnlyPage extends Error {
  readonly digest = CLIENT_ONLY_DIGEST;
}

function ClientOnly({ Component }: { Component: ComponentType }) {
  if (useContext(ServerRenderContext)) throw new ClientOnlyPage('rendered in the browser');
  return <Component />;
}

const HomePage = page(() => import('./routes/site/home-page'), 'src/app/routes/site/home-page.tsx');
const AllGamesPage = page(() => import('./routes/site/all-games-page'), 'src/app/routes/site/all-games-page.tsx');
const GameDetailsPage = page(
  () => import('./routes/site/game-details-page'),
  'src/app/routes/site/game-details-page.tsx',
);
const DownloadPage = page(() => import('./routes/site/download-page'), 'src/app/routes/site/download-page.tsx');
const NoticePage = page(() => import('./routes/site/notice-page'), 'src/app/routes/site/notice-page.tsx');
const LoginPage = page(() => import('./routes/account/login-page'), 'src/app/routes/account/login-page.tsx');
const VkRedirectPage = page(
  () => import('./routes/account/vk-redirect-page'),
  'src/app/routes/account/vk-redirect-page.tsx',
);
const UserCenterPage = page(
  () => import('./routes/account/user-center-page'),
  'src/app/routes/account/user-center-page.tsx',
);
const SupportHistoryPage = page(
  () => import('./routes/support/history-page'),
  'src/app/routes/support/history-page.tsx',
);
const SupportGamePage = page(() => import('./routes/support/game-page'), 'src/app/routes/support/game-page.tsx');
const SupportQuestionPage = page(
  () => import('./routes/support/question-page'),
  'src/app/routes/support/question-page.tsx',
);
const SupportInquiryPage = page(
  () => import('./routes/support/inquiry-page'),
  'src/app/routes/support/inquiry-page.tsx',
);
const SupportFeedbackPage = page(
  () => import('./routes/support/feedback-page'),
  'src/app/routes/support/feedback-page.tsx',
);
const SupportFaqPage = page(() => import('./routes/support/faq-page'), 'src/app/routes/support/faq-page.tsx');
const NotFoundPage = page(() => import('./routes/not-found-page'), 'src/app/routes/not-found-page.tsx');

interface RouteDef {
  path: string;
  titleKey?: MessageKey;
  /** The page sets the browser tab's title itself (a game's or a notice's name). */
  ownDocumentTitle?: boolean;
  /**
   * The server renders the page with its data. The others (a player's own data) get
   * the shell from the server and their content from the browser.
   */
  ssr?: boolean;
  Component: PageComponent;
}

/** One table: the routes, and the title shown under the top bar for each. */
export const routeTable: RouteDef[] = [
  { path: webPaths.home, titleKey: 'titles.home', ssr: true, Component: HomePage },
  { path: webPaths.allGames, titleKey: 'titles.allGames', ssr: true, Component: AllGamesPage },
  {
    path: webPaths.gameDetails,
    titleKey: 'titles.gameDetails',
    ownDocumentTitle: true,
    ssr: true,
    Component: GameDetailsPage,
  },
  { path: webPaths.download, titleKey: 'titles.download', ssr: true, Component: DownloadPage },
  { path: webPaths.notice, ownDocumentTitle: true, ssr: true, Component: NoticePage },
  { path: webPaths.login, titleKey: 'titles.login', Component: LoginPage },
  { path: webPaths.vkRedirect, titleKey: 'titles.vkRedirect', Component: VkRedirectPage },
  { path: webPaths.userCenter, titleKey: 'titles.userCenter', Component: UserCenterPage },
  { path: webPaths.support, Component: Object.assign(SupportRedirect, { preload: () => Promise.resolve(undefined) }) },
  { path: webPaths.supportHistory, titleKey: 'titles.supportHistory', Component: SupportHistoryPage },
  { path: webPaths.supportGame, titleKey: 'titles.supportGame', Component: SupportGamePage },
  { path: webPaths.supportQuestion, titleKey: 'titles.supportQuestion', Component: SupportQuestionPage },
  { path: webPaths.supportInquiry, titleKey: 'titles.supportInquiry', Component: SupportInquiryPage },
  { path: webPaths.supportFeedback, titleKey: 'titles.supportFeedback', Component: SupportFeedbackPage },
  { path: webPaths.supportFaq, titleKey: 'titles.supportFaq', ssr: true, Component: SupportFaqPage },
  { path: '*', titleKey: 'titles.notFound', ssr: true, Component: NotFoundPage },
];

/** The route a path matches (the not-found route when none does). */
export function routeFor(pathname: string): RouteDef {
  return (
    routeTable.find((r) => r.path !== '*' && matchPath({ path: r.path, caseSensitive: false }, pathname)) ??
    routeTable[routeTable.length - 1]!
  );
}

function SupportRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${webPaths.supportGame}${search}`} replace />;
}

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={<PageLoading />}>
        <Routes>
          {routeTable.map(({ path, Component, ssr }) => (
            <Route key={path} path={path} element={ssr ? <Component /> : <ClientOnly Component={Component} />} />
          ))}
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
