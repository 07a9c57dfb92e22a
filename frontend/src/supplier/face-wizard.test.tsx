import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { FaceWizard, ID_SHRINK, MAX_ID_BYTES, type WizardImages } from './face-wizard';
import { selfieFromPhoto } from './selfie-photo';
import { shrinkImage } from '../lib/shrink-image';
import { SupplierI18nProvider } from './i18n/supplier-i18n';

// jsdom draws no pictures: the redraw of a camera-app photo is stubbed here and runs for real in the e2e journey.
jest.mock('./selfie-photo', () => ({ selfieFromPhoto: jest.fn() }));
const selfieFromPhotoMock = selfieFromPhoto as unknown as jest.Mock;
// The ID's shrinking is tested on its own (shrink-image.test.ts) with a stand-in canvas.
jest.mock('../lib/shrink-image', () => ({ ...jest.requireActual('../lib/shrink-image'), shrinkImage: jest.fn() }));
const shrinkImageMock = shrinkImage as unknown as jest.Mock;
const SHRUNK_ID = 'data:image/jpeg;base64,/9j/shrunk-id';

const user = userEvent.setup({ pointerEventsCheck: 0, delay: null });

const SELFIE = 'data:image/jpeg;base64,/9j/selfie';

function fakeCamera() {
  const track = { stop: jest.fn() };
  const stream = { getTracks: () => [track] } as unknown as MediaStream;
  const getUserMedia = jest.fn().mockResolvedValue(stream);
  Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia } });
  return { track, getUserMedia };
}

type WizardProps = React.ComponentProps<typeof FaceWizard>;

/** Holds the images as the register form does. */
function StatefulWizard({ initialImages, ...props }: Omit<WizardProps, 'images' | 'onImagesChange'> & { initialImages: WizardImages }) {
  const [images, setImages] = useState(initialImages);
  return <FaceWizard images={images} onImagesChange={setImages} {...props} />;
}

function renderWizard(props: Partial<Omit<WizardProps, 'images' | 'onImagesChange'>> & { initialImages?: WizardImages } = {}) {
  const onSubmit = jest.fn();
  const onBackToForm = jest.fn();
  const { initialImages = { selfie: null, idImage: null }, ...rest } = props;
  const view = render(
    <SupplierI18nProvider>
      <StatefulWizard initialImages={initialImages} submitting={false} submitError={null} onSubmit={onSubmit} onBackToForm={onBackToForm} {...rest} />
    </SupplierI18nProvider>,
  );
  return { ...view, onSubmit, onBackToForm };
}

async function startCamera() {
  await user.click(screen.getByRole('button', { name: /Start camera/ }));
  const video = await screen.findByLabelText('Camera preview');
  fireEvent.loadedData(video);
  return video;
}

let toDataURL: jest.SpyInstance;
beforeEach(() => {
  window.localStorage.clear();
  jest.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue({ drawImage: jest.fn() } as unknown as CanvasRenderingContext2D);
  toDataURL = jest.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(SELFIE);
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  shrinkImageMock.mockReset().mockResolvedValue({ dataUrl: SHRUNK_ID, bytes: 600_000 });
  selfieFromPhotoMock.mockReset();
});
afterEach(() => jest.restoreAllMocks());

describe('the face wizard, step 1: the selfie', () => {
  it('starts the camera at an ideal 640x480, captures a JPEG at 0.8 and switches the camera off', async () => {
    const { track, getUserMedia } = fakeCamera();
    renderWizard();
    await startCamera();
    expect(getUserMedia).toHaveBeenCalledWith({ video: { width: { ideal: 640 }, height: { ideal: 480 } } });

    await user.click(screen.getByRole('button', { name: /Take photo/ }));
    expect(toDataURL).toHaveBeenCalledWith('image/jpeg', 0.8);
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Your selfie' })).toHaveAttribute('src', SELFIE);
    expect(screen.queryByLabelText('Camera preview')).not.toBeInTheDocument();
  });

  it('retakes: the photo goes and the camera starts again', async () => {
    const { getUserMedia } = fakeCamera();
    renderWizard();
    await startCamera();
    await user.click(screen.getByRole('button', { name: /Take photo/ }));
    await user.click(screen.getByRole('button', { name: /Retake/ }));
    expect(await screen.findByLabelText('Camera preview')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Your selfie' })).not.toBeInTheDocument();
    expect(getUserMedia).toHaveBeenCalledTimes(2);
  });

  it('cancel stops the camera without a photo', async () => {
    const { track } = fakeCamera();
    renderWizard();
    await startCamera();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: /Start camera/ })).toBeInTheDocument();
  });

  it('stops the camera when the wizard goes away', async () => {
    const { track } = fakeCamera();
    const { unmount } = renderWizard();
    await startCamera();
    expect(track.stop).not.toHaveBeenCalled();
    unmount();
    expect(track.stop).toHaveBeenCalled();
  });

  it("says 'Camera permission denied' when the browser refuses", async () => {
    const { getUserMedia } = fakeCamera();
    getUserMedia.mockRejectedValue(Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' }));
    renderWizard();
    await user.click(screen.getByRole('button', { name: /Start camera/ }));
    expect(await screen.findByText('Camera permission denied')).toBeInTheDocument();
  });

  it('says no camera could be started when there is none', async () => {
    const { getUserMedia } = fakeCamera();
    getUserMedia.mockRejectedValue(Object.assign(new Error('Requested device not found'), { name: 'NotFoundError' }));
    renderWizard();
    await user.click(screen.getByRole('button', { name: /Start camera/ }));
    expect(await screen.findByText('No camera could be started on this device')).toBeInTheDocument();
    expect(screen.queryByText('Camera permission denied')).not.toBeInTheDocument();
  });

  it("offers the phone's camera app when no camera starts, and goes on to the ID with that selfie", async () => {
    const { getUserMedia } = fakeCamera();
    getUserMedia.mockRejectedValue(Object.assign(new Error('Requested device not found'), { name: 'NotFoundError' }));
    selfieFromPhotoMock.mockResolvedValue('data:image/jpeg;base64,/9j/from-camera-app');
    renderWizard();
    expect(screen.queryByRole('button', { name: /Use camera app/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Start camera/ }));
    expect(await screen.findByText("You can take the selfie with your phone's camera app instead, or choose a photo of your face from your gallery.")).toBeInTheDocument();

    const input = screen.getByTestId('selfie-photo-input');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('capture', 'user');
    const click = jest.spyOn(input, 'click');
    await user.click(screen.getByRole('button', { name: /Use camera app/ }));
    expect(click).toHaveBeenCalled();

    const photo = new File(['jpeg'], 'IMG_0001.jpg', { type: 'image/jpeg' });
    fireEvent.change(input, { target: { files: [photo] } });
    expect(await screen.findByRole('img', { name: 'Your selfie' })).toHaveAttribute('src', 'data:image/jpeg;base64,/9j/from-camera-app');
    expect(selfieFromPhotoMock).toHaveBeenCalledWith(photo);
    expect(screen.queryByText('No camera could be started on this device')).not.toBeInTheDocument();

    // Retake goes back to the camera app, not to the camera that failed.
    await user.click(screen.getByRole('button', { name: /Retake/ }));
    expect(click).toHaveBeenCalledTimes(2);
    expect(getUserMedia).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: /Confirm photo/ }));
    expect(screen.getByRole('heading', { name: 'Step 2: Upload your government ID' })).toBeInTheDocument();
  });

  it('offers the camera app after a refusal too, and says when the file is not a photo', async () => {
    const { getUserMedia } = fakeCamera();
    getUserMedia.mockRejectedValue(Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' }));
    selfieFromPhotoMock.mockRejectedValue(new Error('The file is not a picture'));
    renderWizard();
    await user.click(screen.getByRole('button', { name: /Start camera/ }));
    expect(await screen.findByRole('button', { name: /Use camera app/ })).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('selfie-photo-input'), { target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] } });
    expect(await screen.findByText('That file is not a photo. Please take a selfie, or choose a photo of your face.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Your selfie' })).not.toBeInTheDocument();
  });

  it('offers a photo from the gallery from the start, with no camera needed, and goes on to the ID with it', async () => {
    const { getUserMedia } = fakeCamera();
    selfieFromPhotoMock.mockResolvedValue('data:image/jpeg;base64,/9j/from-gallery');
    renderWizard();
    // The camera app's input opens the camera alone on Android; the gallery's input asks for no camera.
    const gallery = screen.getByTestId('selfie-gallery-input');
    expect(gallery).toHaveAttribute('type', 'file');
    expect(gallery).toHaveAttribute('accept', 'image/*');
    expect(gallery).not.toHaveAttribute('capture');
    const click = jest.spyOn(gallery, 'click');
    await user.click(screen.getByRole('button', { name: /Choose from gallery/ }));
    expect(click).toHaveBeenCalled();

    const photo = new File(['jpeg'], 'IMG_20241103_101500.jpg', { type: 'image/jpeg' });
    fireEvent.change(gallery, { target: { files: [photo] } });
    expect(await screen.findByRole('img', { name: 'Your selfie' })).toHaveAttribute('src', 'data:image/jpeg;base64,/9j/from-gallery');
    expect(selfieFromPhotoMock).toHaveBeenCalledWith(photo);
    expect(getUserMedia).not.toHaveBeenCalled();

    // Another photo comes from the gallery again, not from a camera.
    await user.click(screen.getByRole('button', { name: /Choose another photo/ }));
    expect(click).toHaveBeenCalledTimes(2);
    expect(getUserMedia).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /Confirm photo/ }));
    expect(screen.getByRole('heading', { name: 'Step 2: Upload your government ID' })).toBeInTheDocument();
  });

  it("asks for a selfie first: 'Please take a selfie first'", async () => {
    fakeCamera();
    renderWizard();
    await user.click(screen.getByRole('button', { name: /Confirm photo/ }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please take a selfie first');
    expect(screen.getByRole('heading', { name: 'Step 1: Take a selfie' })).toBeInTheDocument();
  });

  it("goes 'Back to Form'", async () => {
    const { onBackToForm } = renderWizard();
    await user.click(screen.getByRole('button', { name: /Back to Form/ }));
    expect(onBackToForm).toHaveBeenCalled();
  });

  it('shows the privacy notice', () => {
    renderWizard();
    expect(screen.getByRole('heading', { name: 'Privacy notice' })).toBeInTheDocument();
    expect(screen.getByText(/used only to verify your identity/)).toBeInTheDocument();
  });
});

async function toIdStep() {
  fakeCamera();
  const view = renderWizard();
  await startCamera();
  await user.click(screen.getByRole('button', { name: /Take photo/ }));
  await user.click(screen.getByRole('button', { name: /Confirm photo/ }));
  expect(screen.getByRole('heading', { name: 'Step 2: Upload your government ID' })).toBeInTheDocument();
  return view;
}

function chooseFile(file: File) {
  fireEvent.change(screen.getByTestId('government-id-input'), { target: { files: [file] } });
}

describe('the face wizard, step 2: the government ID', () => {
  it("refuses a file that is not an image: 'Please upload an image file (JPG, PNG)'", async () => {
    await toIdStep();
    chooseFile(new File(['%PDF-1.4'], 'passport.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Please upload an image file (JPG, PNG)')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Your government ID' })).not.toBeInTheDocument();
    expect(shrinkImageMock).not.toHaveBeenCalled();
  });

  it('shrinks a 7.6 MB phone photo of the ID in the browser, and sends the smaller picture', async () => {
    const { onSubmit } = await toIdStep();
    const phonePhoto = new File(['x'], 'IMG_20241103_101500.jpg', { type: 'image/jpeg' });
    Object.defineProperty(phonePhoto, 'size', { value: 7_600_000 });
    chooseFile(phonePhoto);
    expect(await screen.findByRole('img', { name: 'Your government ID' })).toHaveAttribute('src', SHRUNK_ID);
    expect(shrinkImageMock).toHaveBeenCalledWith(phonePhoto, { maxSide: 2000, quality: 0.85 });
    expect(ID_SHRINK).toEqual({ maxSide: 2000, quality: 0.85 });
    expect(screen.queryByText('File size must be less than 5MB')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(onSubmit).toHaveBeenCalledWith({ faceVerificationImage: SELFIE, governmentIdImage: SHRUNK_ID });
  });

  it("still says 'File size must be less than 5MB' when even the smaller picture is 5MB or more", async () => {
    await toIdStep();
    shrinkImageMock.mockResolvedValue({ dataUrl: SHRUNK_ID, bytes: MAX_ID_BYTES });
    chooseFile(new File(['x'], 'passport.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('File size must be less than 5MB')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Your government ID' })).not.toBeInTheDocument();
  });

  it('says the file is not an image when it cannot be redrawn', async () => {
    await toIdStep();
    shrinkImageMock.mockRejectedValue(new Error('The file is not a picture'));
    chooseFile(new File(['x'], 'passport.heic', { type: 'image/heic' }));
    expect(await screen.findByText('Please upload an image file (JPG, PNG)')).toBeInTheDocument();
  });

  it("asks for the ID before submitting: 'Please upload your government ID'", async () => {
    const { onSubmit } = await toIdStep();
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please upload your government ID');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('previews the chosen ID, lets it be changed, and submits both images', async () => {
    const { onSubmit } = await toIdStep();
    chooseFile(new File(['png-bytes'], 'passport.png', { type: 'image/png' }));
    const preview = await screen.findByRole('img', { name: 'Your government ID' });
    expect(preview).toHaveAttribute('src', SHRUNK_ID);
    expect(screen.getByText('passport.png')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Change file/ })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(onSubmit).toHaveBeenCalledWith({ faceVerificationImage: SELFIE, governmentIdImage: preview.getAttribute('src') });
  });

  it("returns from 'Back to Form' at the ID step with both images kept", async () => {
    const ID = 'data:image/png;base64,aWQ=';
    const { onSubmit } = renderWizard({ initialImages: { selfie: SELFIE, idImage: ID } });
    expect(screen.getByRole('heading', { name: 'Step 2: Upload your government ID' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Your government ID' })).toHaveAttribute('src', ID);
    await user.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(onSubmit).toHaveBeenCalledWith({ faceVerificationImage: SELFIE, governmentIdImage: ID });
  });

  it('goes back to the selfie, which is kept', async () => {
    await toIdStep();
    await user.click(screen.getByRole('button', { name: /Back to selfie/ }));
    expect(screen.getByRole('img', { name: 'Your selfie' })).toHaveAttribute('src', SELFIE);
  });
});

describe('the face wizard in Chinese', () => {
  it('speaks Chinese, camera refusal included', async () => {
    window.localStorage.setItem('supplierLanguage', 'zh-CN');
    const { getUserMedia } = fakeCamera();
    getUserMedia.mockRejectedValue(Object.assign(new Error('denied'), { name: 'NotAllowedError' }));
    renderWizard();
    expect(screen.getByRole('heading', { name: '第 1 步：拍摄自拍照' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /开启摄像头/ }));
    expect(await screen.findByText('摄像头权限被拒绝')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /使用相机应用/ })).toBeInTheDocument();
    expect(screen.getByText(/您可以改用手机的相机应用拍摄自拍照/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /从相册选择/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /返回表单/ })).toBeInTheDocument();
  });
});
