import { QueryClientContext } from '@tanstack/react-query';
import { ConfigProvider, Radio } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';
import { isSupplierLanguage, SUPPLIER_LANGUAGES, translate, type MessageKey, type MessageParams, type SupplierLanguage } from './messages';
import { rememberLanguageInCookie, SUPPLIER_LANGUAGE_KEY } from './supplier-language';

/** Where the portal remembers the supplier's choice between visits (and between its two screens). */
export const LANGUAGE_STORAGE_KEY = 'supplierLanguage';

function storedLanguage(): SupplierLanguage | null {
  try {
    const value = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
    return isSupplierLanguage(value) ? value : null;
  } catch {
    return null; // storage blocked (private mode, policies): fall back to the browser's language
  }
}

function initialLanguage(): SupplierLanguage {
  return storedLanguage() ?? (/^zh\b/i.test(navigator.language ?? '') ? 'zh-CN' : 'en');
}

interface SupplierI18n {
  language: SupplierLanguage;
  setLanguage: (language: SupplierLanguage) => void;
  /** The account's own language, taken only when this browser has no choice remembered. */
  adoptAccountLanguage: (language: string) => void;
  t: (key: MessageKey, params?: MessageParams) => string;
}

const SupplierI18nContext = createContext<SupplierI18n | null>(null);

/** Language for every supplier screen: the catalogue's t(), and antd's own texts (dates, modals). */
export function SupplierI18nProvider({ children }: { children: ReactNode }) {
  // A page the server rendered (the sign-in page) starts in the language of its markup; one the
  // browser renders itself reads the supplier's choice at once.
  const renderedIn = useContext(QueryClientContext)?.getQueryData<SupplierLanguage>(SUPPLIER_LANGUAGE_KEY);
  const [language, setLanguageState] = useState<SupplierLanguage>(() => (isSupplierLanguage(renderedIn) ? renderedIn : initialLanguage()));

  const setLanguage = useCallback((next: SupplierLanguage) => {
    setLanguageState(next);
    rememberLanguageInCookie(next);
    try {
      window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
    } catch {
      // Not remembered, but the screen still switches.
    }
  }, []);

  // A choice made before the server could read it (kept only in storage): taken once the page is
  // the app's, and written to the cookie, so the next visit is rendered in it.
  useEffect(() => {
    const stored = storedLanguage();
    if (stored && stored !== language) setLanguage(stored);
    else if (stored) rememberLanguageInCookie(stored);
    // Only the language the page started in is compared.
  }, []);

  useEffect(() => {
    const previous = document.documentElement.lang;
    // Screen readers and fonts pick the right voice and glyphs from the page language.
    document.documentElement.lang = language;
    return () => {
      document.documentElement.lang = previous;
    };
  }, [language]);

  const adoptAccountLanguage = useCallback((accountLanguage: string) => {
    if (isSupplierLanguage(accountLanguage) && !storedLanguage()) setLanguage(accountLanguage);
  }, [setLanguage]);

  const value = useMemo<SupplierI18n>(
    () => ({ language, setLanguage, adoptAccountLanguage, t: (key, params) => translate(language, key, params) }),
    [language, setLanguage, adoptAccountLanguage],
  );

  // Always a locale, never undefined: antd wraps children in its locale provider only when one is
  // given, so switching from none to zh_CN would remount the screen and lose what was typed.
  return (
    <SupplierI18nContext.Provider value={value}>
      <ConfigProvider locale={language === 'zh-CN' ? zhCN : enUS} button={{ autoInsertSpace: false }}>{children}</ConfigProvider>
    </SupplierI18nContext.Provider>
  );
}

export function useSupplierI18n(): SupplierI18n {
  const context = useContext(SupplierI18nContext);
  if (!context) throw new Error('useSupplierI18n needs a SupplierI18nProvider');
  return context;
}

/** The English / 中文 switch shown on every supplier screen: one tap, both choices always visible. */
export function LanguageSelect() {
  const { language, setLanguage, t } = useSupplierI18n();
  // Off in the server's markup until the app runs: a tap before then would switch nothing (ADR 022).
  const hydrated = useHydrated();
  return (
    <div role="radiogroup" aria-label={t('language.label')} className="supplier-language">
      <Radio.Group
        optionType="button"
        buttonStyle="solid"
        size="small"
        disabled={!hydrated}
        value={language}
        onChange={(event) => setLanguage(event.target.value as SupplierLanguage)}
        options={SUPPLIER_LANGUAGES.map((option) => ({ value: option.value, label: <span lang={option.value}>{option.label}</span> }))}
      />
    </div>
  );
}
