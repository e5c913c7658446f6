import { Card, Typography } from 'antd';
import { useRef, type ReactNode } from 'react';
import { AUTH_SCREEN_CLASS, useTakeOverPrerendered } from './takeOver';
import { t } from '../../i18n';

/** The centred card the unauthenticated screens share. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  // The login card may come prerendered in the page's HTML (src/prerender).
  useTakeOverPrerendered(main);
  return (
    <main
      ref={main}
      className={AUTH_SCREEN_CLASS}
      style={{
        minHeight: '100vh',
        display: 'grid',
        // One column as wide as the page: the card's max-width then holds it inside a phone's width.
        gridTemplateColumns: 'minmax(0, 1fr)',
        placeItems: 'center',
        background: 'var(--console-login-backdrop)',
        padding: 16,
      }}
    >
      <Card style={{ width: 400, maxWidth: '100%', boxShadow: '0 6px 24px rgba(0,0,0,0.08)' }}>
        <Typography.Title
          level={2}
          style={{ marginTop: 0, textAlign: 'center', color: 'var(--console-accent-text)' }}
        >
          {t('Publisher Console')}
        </Typography.Title>
        {/* The screen's name is its h1, in the size it always had. */}
        <Typography.Title level={1} style={{ marginTop: 0, textAlign: 'center', fontSize: 20 }}>
          {title}
        </Typography.Title>
        {children}
      </Card>
    </main>
  );
}
