import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { apiError, fakeApi, ok, reply } from '../test/fake-api';
import { renderWithProviders } from '../test/render';
import SupplierLayout from './supplier-layout';
import SupplierLoginPage from './supplier-login.page';
import { shrinkImage } from '../lib/shrink-image';

// jsdom draws no pictures: the ID's shrinking is tested in shrink-image.test.ts and runs for real in the e2e journey.
jest.mock('../lib/shrink-image', () => ({ ...jest.requireActual('../lib/shrink-image'), shrinkImage: jest.fn() }));
const SHRUNK_ID = 'data:image/jpeg;base64,/9j/id';

const LOGIN = '/api/suppliers/login';
const REGISTER = '/api/suppliers/register';
const PASSWORD_CHECK = '/api/suppliers/register/password-check';

const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });

function renderPortal() {
  return renderWithProviders(
    <Routes>
      <Route element={<SupplierLayout />}>
        <Route path="/supplier-login" element={<SupplierLoginPage />} />
      </Route>
      <Route path="/supplier-dashboard" element={<p>Supplier dashboard</p>} />
    </Routes>,
    { route: '/supplier-login' },
  );
}

/** Typing key by key into antd inputs is slow in jsdom; a change event is all the form reads. */
function type(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(new RegExp(`^${label}`)), { target: { value } });
}

/** The Register tab opened, once its form's code has arrived (it is fetched when asked for). */
async function openApplication() {
  await user.click(screen.getByRole('tab', { name: 'Register' }));
  await screen.findByRole('button', { name: 'Continue to verification' });
}

function fillRegistration(values: Partial<Record<string, string>> = {}) {
  const form = { 'Business name': 'Silk Road Textiles', 'Contact person': 'Li Wei', Email: 'li.wei@silkroad.example', Password: 'secret-pass', Phone: '+86 138 0000 0000', Country: 'China', ...values };
  for (const [label, value] of Object.entries(form)) if (value) type(label, value);
}

async function throughWizard() {
  await screen.findByRole('heading', { name: 'Identity verification' });
  const track = { stop: jest.fn() };
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: jest.fn().mockResolvedValue({ getTracks: () => [track] }) } });
  await user.click(screen.getByRole('button', { name: /Start camera/ }));
  fireEvent.loadedData(await screen.findByLabelText('Camera preview'));
  await user.click(screen.getByRole('button', { name: /Take photo/ }));
  await user.click(screen.getByRole('button', { name: /Confirm photo/ }));
  fireEvent.change(screen.getByTestId('government-id-input'), { target: { files: [new File(['png'], 'id.png', { type: 'image/png' })] } });
  await screen.findByAltText('Your government ID', {}, { timeout: 10_000 });
  await user.click(screen.getByRole('button', { name: 'Submit application' }));
}

describe('the supplier portal', () => {
  beforeEach(() => {
    window.localStorage.clear();
    jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage: jest.fn() } as unknown as CanvasRenderingContext2D);
    jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue('data:image/jpeg;base64,/9j/selfie');
    jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    (shrinkImage as jest.Mock).mockReset().mockResolvedValue({ dataUrl: SHRUNK_ID, bytes: 400_000 });
    fakeApi.on('POST', PASSWORD_CHECK, reply(204));
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the benefits and the Login and Register tabs', () => {
    renderPortal();
    expect(screen.getByRole('heading', { level: 1, name: 'Supplier Portal' })).toBeInTheDocument();
    for (const benefit of ['Automatic 12% markup', 'Global reach', 'Easy management', 'Secure payments']) expect(screen.getByRole('heading', { name: benefit })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Register' })).toBeInTheDocument();
  });

  it('checks the login e-mail and password (SPEC §5) before sending', async () => {
    renderPortal();
    type('Email', 'li.wei');
    type('Password', '12345');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(fakeApi.sent('POST', LOGIN)).toHaveLength(0);
  });

  it("says 'Invalid email or password' on a 401, in Chinese when chosen", async () => {
    fakeApi.on('POST', LOGIN, apiError(401, { message: 'Invalid email or password' }));
    renderPortal();
    await user.click(screen.getByText('中文'));
    type('电子邮箱', 'li.wei@silkroad.example');
    type('密码', 'wrong-pass');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('电子邮箱或密码错误');
    expect(fakeApi.sent('POST', LOGIN).map((request) => request.body)).toEqual([{ email: 'li.wei@silkroad.example', password: 'wrong-pass' }]);
  });

  it("says 'Login successful! Redirecting...' and opens the dashboard after 1 s", async () => {
    fakeApi.on('POST', LOGIN, ok({}));
    renderPortal();
    type('Email', 'li.wei@silkroad.example');
    type('Password', 'secret-pass');
    const clicked = Date.now();
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Login successful! Redirecting...');
    expect(await screen.findByText('Supplier dashboard', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(Date.now() - clicked).toBeGreaterThanOrEqual(900);
  });

  it('asks for every required registration field, in the chosen language', async () => {
    renderPortal();
    await openApplication();
    type('Country', '');
    await user.click(screen.getByRole('button', { name: 'Continue to verification' }));
    for (const message of ['Business name is required', 'Contact person is required', 'Email is required', 'Password is required', 'Phone is required', 'Country is required'])
      expect(screen.getByText(message)).toBeInTheDocument();
    // The shown errors follow a language switch.
    await user.click(screen.getByText('中文'));
    expect(screen.getByText('请输入企业名称')).toBeInTheDocument();
    expect(screen.getByText('请输入电话')).toBeInTheDocument();
    expect(screen.queryByText('Business name is required')).not.toBeInTheDocument();
  });

  it('gives Ghanaian examples in English and Chinese ones in Chinese', async () => {
    renderPortal();
    await openApplication();
    expect(screen.getByLabelText(/^Phone/)).toHaveAttribute('placeholder', '+233 24 123 4567');
    await user.click(screen.getByText('中文'));
    expect(screen.getByLabelText(/^电话/)).toHaveAttribute('placeholder', '+86 138 0000 0000');
  });

  it('starts Country as a real value, Ghana in English and China in Chinese, never a placeholder, and keeps one typed', async () => {
    renderPortal();
    await openApplication();
    const country = screen.getByLabelText(/^Country/);
    expect(country).toHaveValue('Ghana');
    expect(country).not.toHaveAttribute('placeholder');
    expect(country).toHaveAccessibleDescription('Where your business is registered');
    await user.click(screen.getByText('中文'));
    expect(screen.getByLabelText(/^国家/)).toHaveValue('China');
    expect(screen.getByLabelText(/^国家/)).toHaveAccessibleDescription('贵公司的注册国家');
    type('国家', 'Viet Nam');
    await user.click(screen.getByText('English'));
    expect(screen.getByLabelText(/^Country/)).toHaveValue('Viet Nam');
  });

  it('keeps a country the supplier typed, even one of the defaults, through a language switch', async () => {
    renderPortal();
    await openApplication();
    // Retyped: the field is touched, though it reads as it started.
    type('Country', 'Gh');
    type('Country', 'Ghana');
    await user.click(screen.getByText('中文'));
    expect(screen.getByLabelText(/^国家/)).toHaveValue('Ghana');
  });

  it.each([
    ['Password is too common: it is on lists of leaked passwords, please choose another', 'This password is too common: it is on lists of leaked passwords. Please choose another.', '该密码过于常见，已出现在泄露密码列表中，请换一个。'],
    ['Password must not be your e-mail address', 'Your password must not be your email address', '密码不能与您的电子邮箱地址相同'],
  ])('checks the password by the server\'s rules before any photo (%s), said in the chosen language', async (server, english, chinese) => {
    fakeApi.on('POST', PASSWORD_CHECK, apiError(400, { message: 'Invalid input', fields: { password: [server] } }));
    renderPortal();
    await openApplication();
    fillRegistration({ Password: 'Password1' });
    await user.click(screen.getByRole('button', { name: 'Continue to verification' }));
    expect(await screen.findByText(english)).toBeInTheDocument();
    expect(fakeApi.last('POST', PASSWORD_CHECK).body).toEqual({ email: 'li.wei@silkroad.example', password: 'Password1' });
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Password/)).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Identity verification' })).not.toBeInTheDocument();
    await user.click(screen.getByText('中文'));
    expect(screen.getByText(chinese)).toBeInTheDocument();

    // A better password goes on to the selfie.
    fakeApi.on('POST', PASSWORD_CHECK, reply(204));
    type('密码', 'Dye-lot 47 indigo');
    await user.click(screen.getByRole('button', { name: '继续进行身份验证' }));
    expect(await screen.findByRole('heading', { name: '身份验证' })).toBeInTheDocument();
    expect(fakeApi.sent('POST', REGISTER)).toHaveLength(0);
  });

  it('stays on the form and says so when the e-mail and password cannot be checked', async () => {
    fakeApi.on('POST', PASSWORD_CHECK, apiError(503, {}));
    renderPortal();
    await openApplication();
    fillRegistration();
    await user.click(screen.getByRole('button', { name: 'Continue to verification' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your email and password could not be checked');
    expect(screen.queryByRole('heading', { name: 'Identity verification' })).not.toBeInTheDocument();
    await user.click(screen.getByText('中文'));
    expect(screen.getByRole('alert')).toHaveTextContent('无法检查您的电子邮箱和密码');
  });

  it('refuses a short password and a phone the server would refuse', async () => {
    renderPortal();
    await openApplication();
    fillRegistration({ Password: 'abc', Phone: 'call me' });
    await user.click(screen.getByRole('button', { name: 'Continue to verification' }));
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Enter a phone number like +233 24 123 4567')).toBeInTheDocument();
    expect(screen.queryByText('Identity verification')).not.toBeInTheDocument();
    expect(fakeApi.sent('POST', PASSWORD_CHECK)).toHaveLength(0);
  });

  it('goes to the face wizard and back to the form with the values kept', async () => {
    renderPortal();
    await openApplication();
    fillRegistration();
    await user.click(screen.getByRole('button', { name: 'Continue to verification' }));
    expect(await screen.findByRole('heading', { name: 'Identity verification' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Back to Form/ }));
    expect(screen.getByLabelText(/^Business name/)).toHaveValue('Silk Road Textiles');
  });

  it('sends the application with both images and the language, then returns to Login with the message', async () => {
    fakeApi.on('POST', REGISTER, reply(201, { id: 'x', faceVerificationStatus: 'pending', isApproved: false }));
    renderPortal();
    await user.click(screen.getByText('中文'));
    await user.click(screen.getByRole('tab', { name: '注册' }));
    await screen.findByRole('button', { name: '继续进行身份验证' });
    for (const [label, value] of [
      ['企业名称', '丝路纺织'],
      ['联系人', '李伟'],
      ['电子邮箱', 'li.wei@silkroad.example'],
      ['密码', 'secret-pass'],
      ['电话', '+86 138 0000 0000'],
      ['国家', '中国'],
    ])
      type(label, value);
    await user.click(screen.getByRole('button', { name: '继续进行身份验证' }));
    await screen.findByRole('heading', { name: '身份验证' });

    const track = { stop: jest.fn() };
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: jest.fn().mockResolvedValue({ getTracks: () => [track] }) } });
    await user.click(screen.getByRole('button', { name: /开启摄像头/ }));
    fireEvent.loadedData(await screen.findByLabelText('摄像头预览'));
    await user.click(screen.getByRole('button', { name: /拍照/ }));
    await user.click(screen.getByRole('button', { name: /确认照片/ }));
    fireEvent.change(screen.getByTestId('government-id-input'), { target: { files: [new File(['png'], 'id.png', { type: 'image/png' })] } });
    await screen.findByAltText('您的政府证件', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: '提交申请' }));

    // SPEC §2: success returns to the login tab, which says the application is in.

    await waitFor(() => expect(fakeApi.sent('POST', REGISTER)).toHaveLength(1));
    const application = fakeApi.last('POST', REGISTER).body as Record<string, unknown>;
    expect(application).toEqual(
      expect.objectContaining({
        businessName: '丝路纺织',
        contactPerson: '李伟',
        email: 'li.wei@silkroad.example',
        password: 'secret-pass',
        phone: '+86 138 0000 0000',
        country: '中国',
        language: 'zh-CN',
        faceVerificationImage: 'data:image/jpeg;base64,/9j/selfie',
        governmentIdImage: SHRUNK_ID,
      }),
    );
    // No address given: none sent (JSON leaves an undefined field out).
    expect(application).not.toHaveProperty('address');
    expect(await screen.findByRole('tab', { name: '登录', selected: true })).toBeInTheDocument();
    const done = screen.getByRole('status');
    expect(within(done).getByText('申请已提交')).toBeInTheDocument();
    expect(done).toHaveTextContent('我们的团队将进行审核');
    expect(screen.getByLabelText(/^电子邮箱/)).toHaveValue('li.wei@silkroad.example');
  });

  it('refuses an e-mail that has already applied on the form, before any photo is asked for, said in the chosen language', async () => {
    fakeApi.on('POST', PASSWORD_CHECK, apiError(409, { message: 'A supplier with this e-mail has already applied' }));
    renderPortal();
    await openApplication();
    fillRegistration();
    await user.click(screen.getByRole('button', { name: 'Continue to verification' }));
    expect(await screen.findByText('A supplier with this email has already applied. Log in instead.')).toBeInTheDocument();
    expect(fakeApi.last('POST', PASSWORD_CHECK).body).toEqual({ email: 'li.wei@silkroad.example', password: 'secret-pass' });
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    // No selfie, no ID: the wizard never opened and nothing was sent.
    expect(screen.queryByRole('heading', { name: 'Identity verification' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Start camera/ })).not.toBeInTheDocument();
    expect(fakeApi.sent('POST', REGISTER)).toHaveLength(0);
    await user.click(screen.getByText('中文'));
    expect(screen.getByText('该电子邮箱已提交过供应商申请，请直接登录。')).toBeInTheDocument();

    // Another e-mail goes on to the selfie.
    fakeApi.on('POST', PASSWORD_CHECK, reply(204));
    type('电子邮箱', 'li.wei@silkroad-textiles.example');
    await user.click(screen.getByRole('button', { name: '继续进行身份验证' }));
    expect(await screen.findByRole('heading', { name: '身份验证' })).toBeInTheDocument();
  });

  it('takes a duplicate e-mail (409) back to the form, said in the chosen language', async () => {
    fakeApi.on('POST', REGISTER, apiError(409, { message: 'A supplier with this e-mail has already applied' }));
    renderPortal();
    await openApplication();
    fillRegistration();
    await user.click(screen.getByRole('button', { name: 'Continue to verification' }));
    await throughWizard();
    expect(await screen.findByText('A supplier with this email has already applied. Log in instead.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows a 400's image complaint in the wizard, in the chosen language", async () => {
    fakeApi.on('POST', REGISTER, apiError(400, { message: 'Invalid input', fields: { governmentIdImage: ['Please upload an image file (JPG, PNG)'] } }));
    renderPortal();
    await openApplication();
    fillRegistration();
    await user.click(screen.getByRole('button', { name: 'Continue to verification' }));
    await throughWizard();
    expect(await screen.findByText('Please upload an image file (JPG, PNG)')).toBeInTheDocument();
    await user.click(screen.getByText('中文'));
    expect(screen.getByText('请上传图片文件（JPG、PNG）')).toBeInTheDocument();
  });

  it.each([
    ['Password is too common: it is on lists of leaked passwords, please choose another', 'This password is too common: it is on lists of leaked passwords. Please choose another.', '该密码过于常见，已出现在泄露密码列表中，请换一个。'],
    ['Password must not be your e-mail address', 'Your password must not be your email address', '密码不能与您的电子邮箱地址相同'],
  ])('takes the server refusing the password at the end (%s) back to the form, said in the chosen language', async (server, english, chinese) => {
    fakeApi.on('POST', REGISTER, apiError(400, { message: 'Invalid input', fields: { password: [server] } }));
    renderPortal();
    await openApplication();
    expect(screen.getByText('At least 6 characters, not a common password')).toBeInTheDocument();
    fillRegistration();
    await user.click(screen.getByRole('button', { name: 'Continue to verification' }));
    await throughWizard();
    expect(await screen.findByText(english)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByText('中文'));
    expect(screen.getByText(chinese)).toBeInTheDocument();
  });

  it("shows the server's pixel limit for an image in the wizard, in the chosen language", async () => {
    fakeApi.on('POST', REGISTER, apiError(400, { message: 'Invalid input', fields: { faceVerificationImage: ['The image is too large: at most 25 megapixels (e.g. 6000 x 4000)'] } }));
    renderPortal();
    await openApplication();
    fillRegistration();
    await user.click(screen.getByRole('button', { name: 'Continue to verification' }));
    await throughWizard();
    expect(await screen.findByText('The image is too large: at most 25 megapixels (e.g. 6000 x 4000)')).toBeInTheDocument();
    await user.click(screen.getByText('中文'));
    expect(screen.getByText('图片过大：最多 2500 万像素（例如 6000 × 4000）')).toBeInTheDocument();
  });

  it("says 'Failed to submit verification' when the shop is down", async () => {
    fakeApi.on('POST', REGISTER, apiError(503, {}));
    renderPortal();
    await openApplication();
    fillRegistration();
    await user.click(screen.getByRole('button', { name: 'Continue to verification' }));
    await throughWizard();
    expect(await screen.findByText(/^Failed to submit verification/)).toBeInTheDocument();
  });
});
