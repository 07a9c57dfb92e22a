import { ArrowLeftOutlined, CameraOutlined, CheckOutlined, IdcardOutlined, LockOutlined, MobileOutlined, PictureOutlined, RedoOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Steps } from 'antd';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import type { MessageKey } from './i18n/messages';
import { useSupplierI18n } from './i18n/supplier-i18n';
import { selfieFromPhoto } from './selfie-photo';
import { shrinkImage } from '../lib/shrink-image';
import { useCamera } from './use-camera';

/** SPEC §5 / §9: the ID the server takes is an image under 5 MB. */
export const MAX_ID_BYTES = 5 * 1024 * 1024;
/**
 * The ID is redrawn before it goes: a phone photo of 7 MB becomes a JPEG of well under 1 MB,
 * still sharper than the 1600 px the server keeps of it.
 */
export const ID_SHRINK = { maxSide: 2000, quality: 0.85 };

export interface KycImages {
  faceVerificationImage: string;
  governmentIdImage: string;
}

/** null when the file may be a picture (the redraw tells for sure), else what is wrong with it. */
export function idFileProblem(file: File): MessageKey | null {
  // Some Android galleries leave the type empty; the redraw then decides.
  if (file.type && !file.type.startsWith('image/')) return 'wizard.id.notImage';
  return null;
}

/** A step that asks for a picture: its title and lead text, then the picture and its buttons. */
function FaceStep({ name, children }: { name: 'selfie' | 'id'; children: ReactNode }) {
  const { t } = useSupplierI18n();
  return (
    <section className="face-step" aria-labelledby={`${name}-title`}>
      <h3 id={`${name}-title`} className="face-step__title">
        {t(`wizard.${name}.title` as const)}
      </h3>
      <p className="face-step__text">{t(`wizard.${name}.text` as const)}</p>
      {children}
    </section>
  );
}

/** Where the selfie came from; 'Retake' goes back to the same place. */
type SelfieSource = 'camera' | 'cameraApp' | 'gallery';

function SelfieStep({ selfie, onCaptured, onConfirm }: { selfie: string | null; onCaptured: (dataUrl: string | null) => void; onConfirm: () => void }) {
  const { t } = useSupplierI18n();
  const camera = useCamera();
  const [error, setError] = useState<MessageKey | null>(null);
  const live = camera.state === 'live';
  // No camera in the page (none on the device, refused, or an old browser): the phone's own camera
  // app takes the selfie instead, through a file input that asks for the front camera. That input
  // opens the camera alone on Android, so a photo from the gallery is offered beside it, always:
  // every selfie, however taken, waits for the admin's face review against the ID.
  const cameraAppRef = useRef<HTMLInputElement>(null);
  const galleryRef = useRef<HTMLInputElement>(null);
  const [source, setSource] = useState<SelfieSource>('camera');
  // Which file is being redrawn, so the button that chose it shows the wait.
  const [reading, setReading] = useState<SelfieSource | null>(null);
  const cameraFailed = camera.state === 'denied' || camera.state === 'unavailable';

  const takePhoto = () => {
    const dataUrl = camera.capture();
    if (dataUrl) {
      onCaptured(dataUrl);
      setSource('camera');
      setError(null);
    }
  };

  const openCameraApp = () => cameraAppRef.current?.click();
  const openGallery = () => galleryRef.current?.click();
  const takeFromFile = async (event: ChangeEvent<HTMLInputElement>, from: SelfieSource) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same photo chosen again still fires a change
    if (!file) return;
    camera.cancel(); // a preview left running would hide the chosen photo
    setReading(from);
    try {
      onCaptured(await selfieFromPhoto(file));
      setSource(from);
      setError(null);
    } catch {
      setError('wizard.selfie.notImage');
    } finally {
      setReading(null);
    }
  };

  const confirm = () => (selfie ? onConfirm() : setError('wizard.selfie.required'));

  return (
    <FaceStep name="selfie">
      <div className="face-frame">
        {live ? (
          <video
            ref={camera.videoRef}
            className="face-frame__video"
            autoPlay
            muted
            playsInline
            aria-label={t('wizard.selfie.live')}
            onLoadedData={camera.onVideoReady}
          />
        ) : selfie ? (
          <img src={selfie} alt={t('wizard.selfie.preview')} className="face-frame__image" />
        ) : (
          <div className="face-frame__placeholder" aria-hidden="true">
            <CameraOutlined />
          </div>
        )}
      </div>

      {/* Hidden from assistive technology: the visible 'Use camera app' and 'Choose from gallery' buttons open them. */}
      <input
        ref={cameraAppRef}
        type="file"
        accept="image/*"
        capture="user"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="selfie-photo-input"
        onChange={(event) => void takeFromFile(event, 'cameraApp')}
      />
      <input
        ref={galleryRef}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="selfie-gallery-input"
        onChange={(event) => void takeFromFile(event, 'gallery')}
      />
      {camera.state === 'denied' && !selfie ? (
        <Alert type="error" showIcon role="alert" message={t('wizard.camera.denied')} description={`${t('wizard.camera.deniedHelp')} ${t('wizard.camera.fallbackHelp')}`} />
      ) : null}
      {camera.state === 'unavailable' && !selfie ? (
        <Alert type="error" showIcon role="alert" message={t('wizard.camera.unavailable')} description={t('wizard.camera.fallbackHelp')} />
      ) : null}
      {error ? <Alert type="error" showIcon role="alert" message={t(error)} /> : null}

      <div className="face-step__actions">
        {live ? (
          <>
            <Button type="primary" icon={<CameraOutlined />} onClick={takePhoto} disabled={!camera.ready}>
              {t('wizard.selfie.take')}
            </Button>
            <Button onClick={camera.cancel}>{t('wizard.selfie.cancel')}</Button>
          </>
        ) : selfie ? (
          <>
            <Button
              icon={source === 'gallery' ? <PictureOutlined /> : <RedoOutlined />}
              loading={reading !== null}
              onClick={() => {
                if (source === 'gallery') return openGallery();
                if (source === 'cameraApp') return openCameraApp(); // the camera in the page did not work before
                onCaptured(null);
                void camera.start();
              }}
            >
              {source === 'gallery' ? t('wizard.selfie.galleryAgain') : t('wizard.selfie.retake')}
            </Button>
            <Button type="primary" icon={<CheckOutlined />} onClick={confirm}>
              {t('wizard.selfie.confirm')}
            </Button>
          </>
        ) : (
          <>
            {cameraFailed ? (
              <Button type="primary" icon={<MobileOutlined />} onClick={openCameraApp} loading={reading === 'cameraApp'}>
                {t('wizard.selfie.useCameraApp')}
              </Button>
            ) : null}
            <Button type={cameraFailed ? 'default' : 'primary'} icon={<CameraOutlined />} onClick={() => void camera.start()} loading={camera.state === 'starting'}>
              {t('wizard.selfie.start')}
            </Button>
            <Button icon={<PictureOutlined />} onClick={openGallery} loading={reading === 'gallery'}>
              {t('wizard.selfie.gallery')}
            </Button>
            <Button onClick={confirm}>{t('wizard.selfie.confirm')}</Button>
          </>
        )}
      </div>
    </FaceStep>
  );
}

function IdStep({
  idImage,
  onChosen,
  onBack,
  onSubmit,
  submitting,
}: {
  idImage: string | null;
  onChosen: (dataUrl: string) => void;
  onBack: () => void;
  onSubmit: () => void;
  submitting: boolean;
}) {
  const { t } = useSupplierI18n();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<MessageKey | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [reading, setReading] = useState(false);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires a change
    if (!file) return;
    const problem = idFileProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    setReading(true);
    try {
      const shrunk = await shrinkImage(file, ID_SHRINK);
      // Cannot happen at 2000 px, but the server's limit is said here rather than after the upload.
      if (shrunk.bytes >= MAX_ID_BYTES) {
        setError('wizard.id.tooLarge');
        return;
      }
      onChosen(shrunk.dataUrl);
      setFileName(file.name);
      setError(null);
    } catch {
      setError('wizard.id.notImage');
    } finally {
      setReading(false);
    }
  };

  const submit = () => (idImage ? onSubmit() : setError('wizard.id.required'));

  return (
    <FaceStep name="id">
      <input
        ref={inputRef}
        type="file"
        accept="image/*"
        className="sr-only"
        tabIndex={-1}
        aria-label={t('wizard.id.select')}
        data-testid="government-id-input"
        onChange={(event) => void choose(event)}
      />
      <div className="face-frame face-frame--id">
        {idImage ? (
          <img src={idImage} alt={t('wizard.id.preview')} className="face-frame__image face-frame__image--contain" />
        ) : (
          <button type="button" className="face-frame__placeholder face-frame__drop" onClick={() => inputRef.current?.click()} disabled={submitting}>
            <IdcardOutlined aria-hidden="true" />
            <span>{t('wizard.id.select')}</span>
          </button>
        )}
      </div>
      {fileName && idImage ? <p className="face-step__file">{fileName}</p> : null}
      {error ? <Alert type="error" showIcon role="alert" message={t(error)} /> : null}

      <div className="face-step__actions">
        <Button icon={<UploadOutlined />} onClick={() => inputRef.current?.click()} disabled={submitting} loading={reading}>
          {idImage ? t('wizard.id.change') : t('wizard.id.select')}
        </Button>
        <Button type="primary" onClick={submit} loading={submitting} disabled={reading}>
          {submitting ? t('wizard.submitting') : t('wizard.submit')}
        </Button>
      </div>
      <Button type="link" icon={<ArrowLeftOutlined />} onClick={onBack} disabled={submitting} className="face-step__back">
        {t('wizard.id.back')}
      </Button>
    </FaceStep>
  );
}

/** What the wizard has taken so far; kept by the register form so 'Back to Form' loses nothing. */
export interface WizardImages {
  selfie: string | null;
  idImage: string | null;
}

interface FaceWizardProps {
  images: WizardImages;
  onImagesChange: (images: WizardImages) => void;
  submitting: boolean;
  /** Already in the supplier's language ('Failed to submit verification', or the server's words). */
  submitError: string | null;
  onBackToForm: () => void;
  onSubmit: (images: KycImages) => void;
}

/** SPEC §2 "Face wizard": selfie with the camera, then the government ID, then the application goes. */
export function FaceWizard({ images, onImagesChange, submitting, submitError, onBackToForm, onSubmit }: FaceWizardProps) {
  const { t } = useSupplierI18n();
  const { selfie, idImage } = images;
  // Coming back with a selfie already confirmed, the supplier continues at the ID step.
  const [step, setStep] = useState<0 | 1>(selfie ? 1 : 0);
  const setSelfie = (value: string | null) => onImagesChange({ ...images, selfie: value });
  const setIdImage = (value: string | null) => onImagesChange({ ...images, idImage: value });

  return (
    <div className="face-wizard">
      <div className="face-wizard__top">
        <Button icon={<ArrowLeftOutlined />} onClick={onBackToForm} disabled={submitting}>
          {t('wizard.backToForm')}
        </Button>
        <h2 className="supplier-form__title">{t('wizard.title')}</h2>
      </div>
      <Steps
        size="small"
        responsive={false}
        labelPlacement="vertical"
        className="face-wizard__steps"
        current={step}
        items={[{ title: t('wizard.step.selfie') }, { title: t('wizard.step.id') }, { title: t('wizard.step.complete') }]}
      />
      {step === 0 ? (
        <SelfieStep selfie={selfie} onCaptured={setSelfie} onConfirm={() => setStep(1)} />
      ) : (
        <IdStep
          idImage={idImage}
          onChosen={setIdImage}
          onBack={() => setStep(0)}
          submitting={submitting}
          onSubmit={() => {
            if (selfie && idImage) onSubmit({ faceVerificationImage: selfie, governmentIdImage: idImage });
          }}
        />
      )}
      {submitError ? <Alert type="error" showIcon role="alert" message={submitError} /> : null}
      <aside className="face-privacy" aria-labelledby="privacy-title">
        <LockOutlined aria-hidden="true" className="face-privacy__icon" />
        <div>
          <h3 id="privacy-title" className="face-privacy__title">
            {t('wizard.privacy.title')}
          </h3>
          <p className="face-privacy__text">{t('wizard.privacy.text')}</p>
        </div>
      </aside>
    </div>
  );
}
