import { MenuOutlined } from '@ant-design/icons';
import { Badge, Button, Drawer, Grid, Layout, Menu } from 'antd';
import type { MenuProps } from 'antd';
import { Suspense, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { ConfirmScope } from '@/components/confirm-scope';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { adminMessages } from '@/i18n/admin-messages';
import { usePendingDeviceRequests } from '@/lib/api/pending-device-requests';
import { latinJumperDigits } from '@/lib/pagination';
import { useSession } from '@/lib/session';
import { sectionOf } from '../lib/section-of';
import { adminSectionsFor, deviceRequestsPath } from './admin-sections';
import { PermittedOutlet } from './permitted-outlet';
import './admin-layout.css';

const labels = adminMessages.menu;

export function AdminLayout() {
  const { admin } = useSession();
  const screens = Grid.useBreakpoint();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);

  // Every admin decides device changes, so every admin sees how many wait.
  const pending = usePendingDeviceRequests(admin !== null).data ?? 0;

  if (!admin) return <Navigate to="/login" replace />;

  const sections = adminSectionsFor(admin.type);
  const items: MenuProps['items'] = sections.map(({ path, label, icon }) => ({
    key: path,
    label:
      path === deviceRequestsPath && pending > 0 ? (
        <span className="admin-layout__badged">
          {label}
          <Badge
            count={pending}
            title={labels.pendingCount(pending)}
            data-testid="device-requests-badge"
          />
        </span>
      ) : (
        label
      ),
    icon,
  }));
  const menu = (
    <Menu
      mode="inline"
      items={items}
      selectedKeys={[
        sectionOf(
          pathname,
          sections.map((section) => section.path),
        ),
      ]}
      onClick={({ key }) => {
        setMenuOpen(false);
        void navigate(key);
      }}
    />
  );

  return (
    <ConfirmScope>
      <Layout className="admin-layout" hasSider={Boolean(screens.lg)}>
        {screens.lg ? (
          <Layout.Sider width={232} theme="light" className="admin-layout__sider">
            <div className="admin-layout__title">{adminMessages.title}</div>
            {menu}
          </Layout.Sider>
        ) : (
          <>
            <div className="admin-layout__bar">
              <Button
                icon={<MenuOutlined />}
                onClick={() => {
                  setMenuOpen(true);
                }}
                data-testid="admin-menu-button"
              >
                {adminMessages.title}
              </Button>
            </div>
            <Drawer
              open={menuOpen}
              onClose={() => {
                setMenuOpen(false);
              }}
              placement="right"
              size={260}
              title={adminMessages.title}
              styles={{ body: { padding: 0 } }}
            >
              {menu}
            </Drawer>
          </>
        )}
        {/* A div: antd's Layout.Content is a <main>, and the page's <main> is already around it.
            Every admin table's page jumper is under it, so its Arabic digits are read as Latin. */}
        <div className="admin-layout__content" onChangeCapture={latinJumperDigits}>
          <Suspense fallback={<FullPageSpinner />}>
            <PermittedOutlet />
          </Suspense>
        </div>
      </Layout>
    </ConfirmScope>
  );
}
