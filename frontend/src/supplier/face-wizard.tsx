import { ArrowLeftOutlined, CameraOutlined, CheckOutlined, IdcardOutlined, LockOutlined, MobileOutlined, RedoOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Steps } from 'antd';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import type { MessageKey } from './i18n/messages';
import { useSupplierI18n } from './i18n/supplier-i18n';
import { selfieFromPhoto } from './selfie-photo';
import { useCamera } from './use-camera';

/** SPEC §5 / §9: the ID must be an image under 5 MB; the server takes JPEG, PNG and WebP. */
export const MAX_ID_BYTES = 5 * 1024 * 1024;
const ID_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

export interface KycImages {
  faceVerificationImage: string;
  governmentIdImage: string;
}

/** null when the file will do, else what is wrong with it. */
export function idFileProblem(file: File): MessageKey | null {
  if (!ID_TYPES.includes(file.type)) return 'wizard.id.notImage';
  if (file.size >= MAX_ID_BYTES) return 'wizard.id.tooLarge';
  return null;
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
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

function SelfieStep({ selfie, onCaptured, onConfirm }: { selfie: string | null; onCaptured: (dataUrl: string | null) => void; onConfirm: () => void }) {
  const { t } = useSupplierI18n();
  const camera = useCamera();
  const [error, setError] = useState<MessageKey | null>(null);
  const live = camera.state === 'live';
  // No camera in the page (none on the device, refused, or an old browser): the phone's own camera
  // app takes the selfie instead, through a file input that asks for the front camera.
  const photoInputRef = useRef<HTMLInputElement>(null);
  const [fromCameraApp, setFromCameraApp] = useState(false);
  const [reading, setReading] = useState(false);
  const cameraFailed = camera.state === 'denied' || camera.state === 'unavailable';

  const takePhoto = () => {
    const dataUrl = camera.capture();
    if (dataUrl) {
      onCaptured(dataUrl);
      setFromCameraApp(false);
      setError(null);
    }
  };

  const openCameraApp = () => photoInputRef.current?.click();
  const takeFromCameraApp = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same photo chosen again still fires a change
    if (!file) return;
    setReading(true);
    try {
      onCaptured(await selfieFromPhoto(file));
      setFromCameraApp(true);
      setError(null);
    } catch {
      setError('wizard.selfie.notImage');
    } finally {
      setReading(false);
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

      {/* Hidden from assistive technology: the visible 'Use camera app' button opens it. */}
      <input
        ref={photoInputRef}
        type="file"
        accept="image/*"
        capture="user"
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        data-testid="selfie-photo-input"
        onChange={(event) => void takeFromCameraApp(event)}
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
              icon={<RedoOutlined />}
              loading={reading}
              onClick={() => {
                if (fromCameraApp) {
                  openCameraApp(); // the camera in the page did not work before: back to the camera app
                  return;
                }
                onCaptured(null);
                void camera.start();
              }}
            >
              {t('wizard.selfie.retake')}
            </Button>
            <Button type="primary" icon={<CheckOutlined />} onClick={confirm}>
              {t('wizard.selfie.confirm')}
            </Button>
          </>
        ) : (
          <>
            {cameraFailed ? (
              <Button type="primary" icon={<MobileOutlined />} onClick={openCameraApp} loading={reading}>
                {t('wizard.selfie.useCameraApp')}
              </Button>
            ) : null}
            <Button type={cameraFailed ? 'default' : 'primary'} icon={<CameraOutlined />} onClick={() => void camera.start()} loading={camera.state === 'starting'}>
              {t('wizard.selfie.start')}
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

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again still fires a change
    if (!file) return;
    const problem = idFileProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      onChosen(await readAsDataUrl(file));
      setFileName(file.name);
      setError(null);
    } catch {
      setError('wizard.id.notImage');
    }
  };

  const submit = () => (idImage ? onSubmit() : setError('wizard.id.required'));

  return (
    <FaceStep name="id">
      <input
        ref={inputRef}
        type="file"
        accept={ID_TYPES.join(',')}
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
        <Button icon={<UploadOutlined />} onClick={() => inputRef.current?.click()} disabled={submitting}>
          {idImage ? t('wizard.id.change') : t('wizard.id.select')}
        </Button>
        <Button type="primary" onClick={submit} loading={submitting}>
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
