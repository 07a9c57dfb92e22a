import { Tag } from 'antd';
import type { SupplierProfileDto } from '../api/generated/model';
import { useSupplierI18n } from './i18n/supplier-i18n';

/** SPEC's Approved / Pending Approval; once the identity check has failed nothing is pending any more. */
export function ApprovalTag({ profile }: { profile: Pick<SupplierProfileDto, 'isApproved' | 'faceVerificationStatus'> }) {
  const { t } = useSupplierI18n();
  if (profile.isApproved) return <Tag color="green">{t('dashboard.approved')}</Tag>;
  if (profile.faceVerificationStatus === 'rejected') return <Tag color="red">{t('dashboard.notApproved')}</Tag>;
  return <Tag color="gold">{t('dashboard.pendingApproval')}</Tag>;
}

export function FaceStatusTag({ status }: { status: string }) {
  const { t } = useSupplierI18n();
  if (status === 'verified') return <Tag color="green">{t('dashboard.face.verified')}</Tag>;
  if (status === 'rejected') return <Tag color="red">{t('dashboard.face.rejected')}</Tag>;
  return <Tag color="default">{t('dashboard.face.pending')}</Tag>;
}
