import { Alert, Button, Modal, Typography } from 'antd';

interface SecretOnceProps {
  title: string;
  /** Null keeps the dialog closed. */
  secret: string | null;
  /** How the secret is used, and what to do if it is lost. */
  use: string;
  copyLabel: string;
  /** What the secret belongs to, under it. */
  owner: string;
  onClose: () => void;
}

/** A secret the shop shows once (a webhook's signing secret, an API key): copy it now or make another. */
export function SecretOnce({ title, secret, use, copyLabel, owner, onClose }: SecretOnceProps) {
  return (
    // Destroyed once closed: the secret leaves the page with the dialog.
    <Modal open={secret !== null} title={title} onCancel={onClose} destroyOnHidden footer={<Button type="primary" onClick={onClose}>I have copied it</Button>}>
      {secret ? (
        <>
          <Alert type="warning" showIcon message="Copy it now: it is not shown again." description={use} />
          <Typography.Paragraph className="admin-webhooks__secret" copyable={{ text: secret, tooltips: [copyLabel, 'Copied'] }} code>
            {secret}
          </Typography.Paragraph>
          <p className="admin-settings__intro">For {owner}</p>
        </>
      ) : null}
    </Modal>
  );
}
