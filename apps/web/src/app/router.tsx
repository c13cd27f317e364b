// Routes of the spec's section 2 (history mode) plus the pages the project adds. Every page but
// the shell is its own chunk. Declarative routes (not the data router) keep the front page's
// JavaScript inside its budget; see docs/decisions/0002-declarative-routes.md.
import { lazy, Suspense, type ComponentType } from 'react';
import { matchPath, Navigate, Route, Routes, useLocation } from 'react-router';
import { webPaths } from '@guildhall/contract/paths';
import type { MessageKey } from '../lib/i18n';
import { withChunkTimeout } from './lazy-route';
import { RouteErrorBoundary } from './route-error';
import { PageLoading } from '../components/page-loading';

function page(load: () => Promise<{ Page: ComponentType }>) {
  const timed = withChunkTimeout(load);
  return lazy(async () => ({ default: (await timed()).Page }));
}

const HomePage = page(() => import('./routes/site/home-page'));
const AllGamesPage = page(() => import('./routes/site/all-games-page'));
const GameDetailsPage = page(() => import('./routes/site/game-details-page'));
const DownloadPage = page(() => import('./routes/site/download-page'));
const NoticePage = page(() => import('./routes/site/notice-page'));
const LoginPage = page(() => import('./routes/account/login-page'));
const VkRedirectPage = page(() => import('./routes/account/vk-redirect-page'));
const UserCenterPage = page(() => import('./routes/account/user-center-page'));
const SupportHistoryPage = page(() => import('./routes/support/history-page'));
const SupportGamePage = page(() => import('./routes/support/game-page'));
const SupportQuestionPage = page(() => import('./routes/support/question-page'));
const SupportInquiryPage = page(() => import('./routes/support/inquiry-page'));
const SupportFeedbackPage = page(() => import('./routes/support/feedback-page'));
const SupportFaqPage = page(() => import('./routes/support/faq-page'));
const NotFoundPage = page(() => import('./routes/not-found-page'));

interface RouteDef {
  path: string;
  titleKey?: MessageKey;
  /** The page sets the browser tab's title itself (a game's or a notice's name). */
  ownDocumentTitle?: boolean;
  Component: ComponentType;
}

/** One table: the routes, and the title shown under the top bar for each. */
export const routeTable: RouteDef[] = [
  { path: webPaths.home, titleKey: 'titles.home', Component: HomePage },
  { path: webPaths.allGames, titleKey: 'titles.allGames', Component: AllGamesPage },
  { path: webPaths.gameDetails, titleKey: 'titles.gameDetails', ownDocumentTitle: true, Component: GameDetailsPage },
  { path: webPaths.download, titleKey: 'titles.download', Component: DownloadPage },
  { path: webPaths.notice, ownDocumentTitle: true, Component: NoticePage },
  { path: webPaths.login, titleKey: 'titles.login', Component: LoginPage },
  { path: webPaths.vkRedirect, titleKey: 'titles.vkRedirect', Component: VkRedirectPage },
  { path: webPaths.userCenter, titleKey: 'titles.userCenter', Component: UserCenterPage },
  { path: webPaths.support, Component: SupportRedirect },
  { path: webPaths.supportHistory, titleKey: 'titles.supportHistory', Component: SupportHistoryPage },
  { path: webPaths.supportGame, titleKey: 'titles.supportGame', Component: SupportGamePage },
  { path: webPaths.supportQuestion, titleKey: 'titles.supportQuestion', Component: SupportQuestionPage },
  { path: webPaths.supportInquiry, titleKey: 'titles.supportInquiry', Component: SupportInquiryPage },
  { path: webPaths.supportFeedback, titleKey: 'titles.supportFeedback', Component: SupportFeedbackPage },
  { path: webPaths.supportFaq, titleKey: 'titles.supportFaq', Component: SupportFaqPage },
  { path: '*', titleKey: 'titles.notFound', Component: NotFoundPage },
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
          {routeTable.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
        </Routes>
      </Suspense>
    </RouteErrorBoundary>
  );
}
