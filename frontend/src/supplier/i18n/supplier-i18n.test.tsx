import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Empty } from 'antd';
import { MESSAGES, translate } from './messages';
import { LanguageSelect, LANGUAGE_STORAGE_KEY, SupplierI18nProvider, useSupplierI18n } from './supplier-i18n';
import { SUPPLIER_LANGUAGE_KEY } from './supplier-language';

function Title() {
  const { t } = useSupplierI18n();
  return <h1>{t('portal.title')}</h1>;
}

function renderPortalBits() {
  return render(
    <SupplierI18nProvider>
      <LanguageSelect />
      <Title />
      <Empty />
    </SupplierI18nProvider>,
  );
}

beforeEach(() => window.localStorage.clear());

describe('the supplier language', () => {
  it('switches every text, antd included, and remembers the choice', async () => {
    const first = renderPortalBits();
    expect(screen.getByRole('heading', { name: 'Supplier Portal' })).toBeInTheDocument();
    expect(screen.getByText('No data', { selector: '.ant-empty-description' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'English' })).toBeChecked();

    await userEvent.click(screen.getByText('中文'));
    expect(screen.getByRole('heading', { name: '供应商门户' })).toBeInTheDocument();
    expect(screen.getByText('暂无数据', { selector: '.ant-empty-description' })).toBeInTheDocument(); // antd's zh_CN locale
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh-CN');
    // And for the server, which renders the sign-in page in it (ADR 060).
    expect(document.cookie).toContain('supplierLanguage=zh-CN');
    first.unmount();

    renderPortalBits();
    expect(screen.getByRole('heading', { name: '供应商门户' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '中文' })).toBeChecked();
  });

  it('starts in the language the server rendered the page in, then takes a choice kept only in storage and writes it where the server reads it', async () => {
    document.cookie = 'supplierLanguage=; Max-Age=0; Path=/';
    const queryClient = new QueryClient();
    queryClient.setQueryData(SUPPLIER_LANGUAGE_KEY, 'zh-CN');
    const seen: string[] = [];
    function FirstTitle() {
      const { t } = useSupplierI18n();
      seen.push(t('portal.title'));
      return null;
    }
    render(
      <QueryClientProvider client={queryClient}>
        <SupplierI18nProvider>
          <FirstTitle />
          <Title />
        </SupplierI18nProvider>
      </QueryClientProvider>,
    );
    expect(seen[0]).toBe('供应商门户');
    expect(screen.getByRole('heading', { name: '供应商门户' })).toBeInTheDocument();

    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en');
    const second = render(
      <QueryClientProvider client={queryClient}>
        <SupplierI18nProvider>
          <Title />
        </SupplierI18nProvider>
      </QueryClientProvider>,
    );
    expect(await second.findByRole('heading', { name: 'Supplier Portal' })).toBeInTheDocument();
    expect(document.cookie).toContain('supplierLanguage=en');
  });

  it('ignores a stored value that is not a language', () => {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'klingon');
    renderPortalBits();
    expect(screen.getByRole('heading', { name: 'Supplier Portal' })).toBeInTheDocument();
  });

  it('has every sentence in both languages, with the same placeholders', () => {
    for (const key of Object.keys(MESSAGES.en) as (keyof typeof MESSAGES.en)[]) {
      const zh = MESSAGES['zh-CN'][key];
      expect(zh.trim()).not.toBe('');
      expect(zh.match(/\{\w+\}/g)?.sort()).toEqual(MESSAGES.en[key].match(/\{\w+\}/g)?.sort());
    }
  });

  it('fills placeholders', () => {
    expect(translate('en', 'dashboard.welcome', { name: 'Li Wei' })).toBe('Welcome, Li Wei');
    expect(translate('zh-CN', 'dashboard.welcome', { name: '李伟' })).toBe('欢迎，李伟');
  });
});
