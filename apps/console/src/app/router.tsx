// The console's routes (under the basename /console). Paths come from lib/paths.ts.
import { Route, Routes } from 'react-router';
import { paths } from '../lib/paths';
import { Layout } from './layout';
import { CannedRepliesPage } from './routes/canned-replies-page';
import { ComingSoonPage } from './routes/coming-soon-page';
import { InquiryPage } from './routes/inquiry-page';
import { LoginPage } from './routes/login-page';
import { NotFoundPage } from './routes/not-found-page';
import { QueuePage } from './routes/queue-page';
import { SecurityPage } from './routes/security-page';

export function AppRoutes() {
  return (
    <Routes>
      <Route path={paths.login.path} element={<LoginPage />} />
      <Route element={<Layout />}>
        <Route index element={<QueuePage />} />
        <Route path={paths.inquiry.path} element={<InquiryPage />} />
        <Route path={paths.canned.path} element={<CannedRepliesPage />} />
        <Route path={paths.security.path} element={<SecurityPage />} />
        <Route path={paths.catalogue.path} element={<ComingSoonPage section="catalogue" />} />
        <Route path={paths.reports.path} element={<ComingSoonPage section="reports" />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
