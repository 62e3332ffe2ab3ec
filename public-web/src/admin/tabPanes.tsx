/**
 * The console's tabs, each a chunk of its own loaded the first time the tab is shown: the
 * console's first screen does not wait for the editor, the job board, the site content, the
 * people or the audit trail (antd's tabs render a pane only once it has been active).
 */
import { Button, Result, Skeleton } from 'antd';
import { type ReactNode, Suspense, lazy } from 'react';
import { useT } from '../app/i18n';
import { LoadBoundary } from './LoadBoundary';

export const OverviewTab = lazy(() =>
  import('./overview/OverviewTab').then((m) => ({ default: m.OverviewTab })),
);
export const ApplicationsTab = lazy(() =>
  import('./tabs/ApplicationsTab').then((m) => ({ default: m.ApplicationsTab })),
);
export const ContactTab = lazy(() =>
  import('./tabs/ContactTab').then((m) => ({ default: m.ContactTab })),
);
export const InvestorsTab = lazy(() =>
  import('./tabs/InvestorsTab').then((m) => ({ default: m.InvestorsTab })),
);
export const ListingsTab = lazy(() =>
  import('./tabs/ListingsTab').then((m) => ({ default: m.ListingsTab })),
);
export const NewsTab = lazy(() => import('./tabs/NewsTab').then((m) => ({ default: m.NewsTab })));
export const ContentTab = lazy(() =>
  import('./content/ContentTab').then((m) => ({ default: m.ContentTab })),
);
export const PeopleTab = lazy(() =>
  import('./tabs/PeopleTab').then((m) => ({ default: m.PeopleTab })),
);
export const AuditTab = lazy(() =>
  import('./tabs/AuditTab').then((m) => ({ default: m.AuditTab })),
);

/** A tab's pane: a placeholder while its chunk loads, a way out if it cannot be fetched. */
export function TabPane({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <LoadBoundary
      fallback={
        <Result
          status="warning"
          title={t('admin.tabFailed')}
          data-testid="admin-tab-failed"
          extra={
            <Button type="primary" onClick={() => window.location.reload()}>
              {t('admin.tabFailedReload')}
            </Button>
          }
        />
      }
    >
      <Suspense
        fallback={
          <div aria-busy="true" aria-label={t('common.loading')}>
            <Skeleton active />
          </div>
        }
      >
        {children}
      </Suspense>
    </LoadBoundary>
  );
}
