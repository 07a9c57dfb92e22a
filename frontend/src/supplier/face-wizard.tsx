import { ArrowLeftOutlined, CameraOutlined, CheckCircleFilled, CheckOutlined, IdcardOutlined, LockOutlined, RedoOutlined, UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Steps } from 'antd';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import type { MessageKey } from './i18n/messages';
import { useSupplierI18n } from './i18n/supplier-i18n';
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

  const takePhoto = () => {
    const dataUrl = camera.capture();
    if (dataUrl) {
      onCaptured(dataUrl);
      setError(null);
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

      {camera.state === 'denied' ? (
        <Alert type="error" showIcon role="alert" message={t('wizard.camera.denied')} description={t('wizard.camera.deniedHelp')} />
      ) : null}
      {camera.state === 'unavailable' ? <Alert type="error" showIcon role="alert" message={t('wizard.camera.unavailable')} /> : null}
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
              onClick={() => {
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
            <Button type="primary" icon={<CameraOutlined />} onClick={() => void camera.start()} loading={camera.state === 'starting'}>
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

/** SPEC §4 "Face wizard": the third step, reached only after the server took the application. */
function CompleteStep({ onContinue }: { onContinue: () => void }) {
  const { t } = useSupplierI18n();
  return (
    <section className="face-step face-step--complete" aria-labelledby="complete-title" role="status">
      <CheckCircleFilled className="face-step__done-icon" aria-hidden="true" />
      <h3 id="complete-title" className="face-step__title">
        {t('wizard.complete.title')}
      </h3>
      <p className="face-step__text">{t('wizard.complete.text')}</p>
      <Button type="primary" size="large" onClick={onContinue} autoFocus>
        {t('wizard.complete.toLogin')}
      </Button>
    </section>
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
  /** The server took the application: the wizard shows its completion step. */
  completed: boolean;
  onFinished: () => void;
  /** Already in the supplier's language ('Failed to submit verification', or the server's words). */
  submitError: string | null;
  onBackToForm: () => void;
  onSubmit: (images: KycImages) => void;
}

/** SPEC §2 "Face wizard": selfie with the camera, then the government ID, then the application goes. */
export function FaceWizard({ images, onImagesChange, submitting, completed, onFinished, submitError, onBackToForm, onSubmit }: FaceWizardProps) {
  const { t } = useSupplierI18n();
  const { selfie, idImage } = images;
  // Coming back with a selfie already confirmed, the supplier continues at the ID step.
  const [step, setStep] = useState<0 | 1>(selfie ? 1 : 0);
  const setSelfie = (value: string | null) => onImagesChange({ ...images, selfie: value });
  const setIdImage = (value: string | null) => onImagesChange({ ...images, idImage: value });

  return (
    <div className="face-wizard">
      <div className="face-wizard__top">
        {completed ? null : (
          <Button icon={<ArrowLeftOutlined />} onClick={onBackToForm} disabled={submitting}>
            {t('wizard.backToForm')}
          </Button>
        )}
        <h2 className="supplier-form__title">{t('wizard.title')}</h2>
      </div>
      <Steps
        size="small"
        responsive={false}
        labelPlacement="vertical"
        className="face-wizard__steps"
        current={completed ? 2 : step}
        items={[{ title: t('wizard.step.selfie') }, { title: t('wizard.step.id') }, { title: t('wizard.step.complete') }]}
      />
      {completed ? (
        <CompleteStep onContinue={onFinished} />
      ) : step === 0 ? (
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
