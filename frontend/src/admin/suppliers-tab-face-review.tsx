import { Button, Input, Modal } from 'antd';
import { useState } from 'react';
import { getGetSupplierImageQueryKey, getSupplierImage, useVerifySupplierFace } from '../api/generated/endpoints/admin/admin';
import type { AdminSupplierDto } from '../api/generated/model';
import { formatGhanaDateTime } from '../lib/ghana-time';
import { isAuthFailure, useAdminErrorToast, useAdminSuccessToast, useUnauthorizedRedirect } from './admin-errors';
import { SupplierFact } from './supplier-fact';

type ImageKind = 'face' | 'government-id';

/**
 * The images are admin-only and never cached; an <img> sends the admin's session cookie, so the
 * browser fetches them straight from their endpoint (the path comes from the generated client).
 */
export function supplierImageUrl(supplierId: string, kind: ImageKind): string {
  return getGetSupplierImageQueryKey(supplierId, kind)[0];
}

function KycImage({ supplier, kind }: { supplier: AdminSupplierDto; kind: ImageKind }) {
  const present = kind === 'face' ? supplier.hasFaceImage : supplier.hasGovernmentIdImage;
  const title = kind === 'face' ? 'Selfie' : 'Government ID';
  const [failed, setFailed] = useState(false);
  const unauthorized = useUnauthorizedRedirect();
  // An <img> never tells why it failed: asking the endpoint once more does, so an expired session
  // gets the same sign-in-again flow as every other admin call.
  const explainFailure = () => {
    setFailed(true);
    getSupplierImage(supplier.id, kind).catch((error: unknown) => {
      if (isAuthFailure(error)) unauthorized();
    });
  };
  return (
    <figure className="admin-kyc__figure">
      <figcaption className="admin-kyc__caption">{title}</figcaption>
      {!present ? (
        <p className="admin-kyc__missing">{kind === 'face' ? 'No face image submitted' : 'No ID image submitted'}</p>
      ) : failed ? (
        <p className="admin-kyc__missing">The image could not be loaded.</p>
      ) : (
        <a href={supplierImageUrl(supplier.id, kind)} target="_blank" rel="noopener noreferrer">
          <img className="admin-kyc__image" src={supplierImageUrl(supplier.id, kind)} alt={`${title} of ${supplier.contactPerson}`} onError={explainFailure} />
        </a>
      )}
    </figure>
  );
}

/** SPEC §2 "Face Verification Review dialog". */
export function FaceReviewDialog({ supplier, onClose, onChanged }: { supplier: AdminSupplierDto; onClose: () => void; onChanged: () => void }) {
  const [notes, setNotes] = useState('');
  const verify = useVerifySupplierFace();
  const showError = useAdminErrorToast();
  const showSuccess = useAdminSuccessToast();
  const pendingStatus = verify.isPending ? verify.variables?.data.status : undefined;

  const decide = (status: 'verified' | 'rejected') =>
    verify.mutate(
      { id: supplier.id, data: { status, notes: notes.trim() || null } },
      {
        onSuccess: () => {
          showSuccess('Face verification updated!');
          onChanged();
          onClose();
        },
        onError: (error) => showError(error, 'Error updating face verification'),
      },
    );

  return (
    <Modal
      open
      width={760}
      title="Face Verification Review"
      onCancel={verify.isPending ? undefined : onClose}
      maskClosable={!verify.isPending}
      footer={[
        <Button key="cancel" onClick={onClose} disabled={verify.isPending}>
          Cancel
        </Button>,
        <Button key="reject" danger onClick={() => decide('rejected')} loading={pendingStatus === 'rejected'} disabled={verify.isPending}>
          Reject Verification
        </Button>,
        <Button key="approve" type="primary" onClick={() => decide('verified')} loading={pendingStatus === 'verified'} disabled={verify.isPending}>
          Approve Verification
        </Button>,
      ]}
    >
      <dl className="admin-kyc__facts">
        <SupplierFact label="Business">{supplier.businessName}</SupplierFact>
        <SupplierFact label="Contact">{supplier.contactPerson}</SupplierFact>
        <SupplierFact label="Email">{supplier.email}</SupplierFact>
        <SupplierFact label="Country">{supplier.country}</SupplierFact>
        <SupplierFact label="Submitted">
          <time dateTime={supplier.createdAt}>{formatGhanaDateTime(supplier.createdAt)}</time>
        </SupplierFact>
      </dl>
      <div className="admin-kyc__images">
        <KycImage supplier={supplier} kind="face" />
        <KycImage supplier={supplier} kind="government-id" />
      </div>
      <label className="admin-kyc__notes">
        <span className="admin-strong">Admin notes (optional)</span>
        <Input.TextArea rows={3} maxLength={2000} value={notes} onChange={(event) => setNotes(event.target.value)} placeholder="e.g. Face matches the passport photo" />
      </label>
    </Modal>
  );
}
