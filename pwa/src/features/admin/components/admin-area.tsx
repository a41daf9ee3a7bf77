import { css } from 'styled-system/css';
import { EmptyState } from '@/components/layout/empty-state';
import { Page, pageHeadingStyles } from '@/components/layout/page';
import { Tabs } from '@/components/ui/tabs';
import { useOnline } from '@/lib/use-online';
import { ADMIN_SECTIONS, ADMIN_TEXTS as T, type AdminSection } from '../admin.constants';
import { AuditLog } from './audit-log';
import { ModerationQueue } from './moderation-queue';
import { ReportsPanel } from './reports-panel';
import { UsersPanel, type AdminViewer } from './users-panel';

interface AdminAreaProps {
  section: AdminSection;
  onSectionChange: (section: AdminSection) => void;
  /** The signed-in moderator or admin (admins also get the role select). */
  viewer: AdminViewer;
}

/**
 * /admin (docs/decisions.md "Moderation"): the moderation queue, reports, users and the audit log, one tab each. Online only:
 * a tab loads its list when opened (and again when opened again), and nothing is kept on the device.
 */
export function AdminArea({ section, onSectionChange, viewer }: AdminAreaProps) {
  const online = useOnline();
  return (
    <Page title={`${T.sections[section]} | ${T.title}`}>
      <h1 className={pageHeadingStyles}>{T.heading}</h1>
      <p className={styles.intro}>{T.intro}</p>
      {online ? (
        <Tabs.Root value={section} onValueChange={({ value }) => onSectionChange(value as AdminSection)} lazyMount unmountOnExit>
          <Tabs.List className={styles.tabList}>
            {ADMIN_SECTIONS.map((value) => (
              <Tabs.Trigger key={value} value={value}>
                {T.sections[value]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="queue">
            <ModerationQueue />
          </Tabs.Content>
          <Tabs.Content value="reports">
            <ReportsPanel />
          </Tabs.Content>
          <Tabs.Content value="users">
            <UsersPanel viewer={viewer} />
          </Tabs.Content>
          <Tabs.Content value="audit">
            <AuditLog />
          </Tabs.Content>
        </Tabs.Root>
      ) : (
        <EmptyState heading={T.offlineHeading} text={T.offlineText} role="status" />
      )}
    </Page>
  );
}

const styles = {
  intro: css({ color: 'fg.muted', mb: '6', maxWidth: 'prose' }),
  tabList: css({ overflowX: 'auto' }),
};
