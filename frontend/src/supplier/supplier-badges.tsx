import { Tag } from 'antd';
import { useSupplierI18n } from './i18n/supplier-i18n';

export function ApprovalTag({ approved }: { approved: boolean }) {
  const { t } = useSupplierI18n();
  return <Tag color={approved ? 'green' : 'gold'}>{approved ? t('dashboard.approved') : t('dashboard.pendingApproval')}</Tag>;
}

export function FaceStatusTag({ status }: { status: string }) {
  const { t } = useSupplierI18n();
  if (status === 'verified') return <Tag color="green">{t('dashboard.face.verified')}</Tag>;
  if (status === 'rejected') return <Tag color="red">{t('dashboard.face.rejected')}</Tag>;
  return <Tag color="default">{t('dashboard.face.pending')}</Tag>;
}
