// The console's routes (under the basename /console). Paths come from lib/paths.ts. Reports and
// the administration load on first visit: an agent's daily pages do not carry their code.
import { lazy, Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { Loading } from '../components/query-state';
import { paths } from '../lib/paths';
import { Layout } from './layout';
import { AdminOnly } from './routes/admin/admin-only';
import { CannedRepliesPage } from './routes/canned-replies-page';
import { InquiryPage } from './routes/inquiry-page';
import { LoginPage } from './routes/login-page';
import { NotFoundPage } from './routes/not-found-page';
import { QueuePage } from './routes/queue-page';
import { SecurityPage } from './routes/security-page';

function later<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  const Page = lazy(async () => ({ default: (await load())[name] as ComponentType }));
  return function LazyPage() {
    return (
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    );
  };
}

const ReportsPage = later(() => import('./routes/reports-page'), 'ReportsPage');
const BrandsPage = later(() => import('./routes/admin/brands-page'), 'BrandsPage');
const GamesPage = later(() => import('./routes/admin/games-page'), 'GamesPage');
const GamePage = later(() => import('./routes/admin/game-page'), 'GamePage');
const AuditPage = later(() => import('./routes/admin/audit-page'), 'AuditPage');
const StaffPage = later(() => import('./routes/admin/staff-page'), 'StaffPage');
const SlaPage = later(() => import('./routes/admin/sla-page'), 'SlaPage');
const RulesPage = later(() => import('./routes/admin/rules-page'), 'RulesPage');
const MacrosPage = later(() => import('./routes/admin/macros-page'), 'MacrosPage');

export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.login.path} element={<LoginPage />} />
      <Route element={<Layout />}>
        <Route index element={<QueuePage />} />
        <Route path={paths.inquiry.path} element={<InquiryPage />} />
        <Route path={paths.canned.path} element={<CannedRepliesPage />} />
        <Route path={paths.security.path} element={<SecurityPage />} />
        <Route path={paths.reports.path} element={<ReportsPage />} />
        <Route element={<AdminOnly />}>
          <Route path={paths.brands.path} element={<BrandsPage />} />
          <Route path={paths.games.path} element={<GamesPage />} />
          <Route path={paths.game.path} element={<GamePage />} />
          <Route path={paths.gameSection.path} element={<GamePage />} />
          <Route path={paths.staff.path} element={<StaffPage />} />
          <Route path={paths.sla.path} element={<SlaPage />} />
          <Route path={paths.rules.path} element={<RulesPage />} />
          <Route path={paths.macros.path} element={<MacrosPage />} />
          <Route path={paths.audit.path} element={<AuditPage />} />
          <Route path={paths.catalogue.path} element={<Navigate to={paths.games.getHref()} replace />} />
        </Route>
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
