import { StyleProvider } from '@ant-design/cssinjs';
import { App as AntApp, ConfigProvider, message, notification } from 'antd';
import type { ComponentType } from 'react';
import { theme } from '../app/theme';
import { unusedAntdRules } from './antd-unused-rules';

/*
 * antd's theme and App (notification, message, modal through App.useApp()) for the admin console
 * and the supplier portal only. They live in their lazy chunks: the ConfigProvider brings antd's
 * style engine and, through antd's ContextIsolator, App brings Modal and rc-field-form, none of
 * which the storefront's first load may carry (ADR 024).
 */

/** Made once: a list made anew in each render would change antd's style context on each one (ADR 080). */
const TRANSFORMERS = [unusedAntdRules];

/** SPEC §4 "Toasts: one visible at a time"; §9 toasts stay 5 s. The static API is configured too. */
const TOASTS = { maxCount: 1, duration: 5 } as const;
message.config(TOASTS);
notification.config(TOASTS);

export function AntAppScope({ children }: { children: React.ReactNode }) {
  return (
    <StyleProvider transformers={TRANSFORMERS}>
      <ConfigProvider theme={theme}>
        {/* top: below a drawer's title bar (57 px), which a toast used to cover (issue 18, the order drawer). */}
        <AntApp message={TOASTS} notification={{ ...TOASTS, placement: 'top', top: 72 }}>
          {children}
        </AntApp>
      </ConfigProvider>
    </StyleProvider>
  );
}

/** A route's page wrapped in the scope, for `lazy()`. */
export function withAntApp<P extends object>(Page: ComponentType<P>): ComponentType<P> {
  function ScopedPage(props: P) {
    return (
      <AntAppScope>
        <Page {...props} />
      </AntAppScope>
    );
  }
  ScopedPage.displayName = `WithAntApp(${Page.displayName ?? Page.name})`;
  return ScopedPage;
}
