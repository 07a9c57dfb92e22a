import { Card } from 'antd';
import type { SupplierProfileDto } from '../api/generated/model';
import type { MessageKey } from './i18n/messages';
import { useSupplierI18n } from './i18n/supplier-i18n';
import { ApprovalTag, FaceStatusTag } from './supplier-badges';

/** SPEC §2 Profile tab: read-only business details with the approval badge (and the face status). */
export function SupplierProfileTab({ profile }: { profile: SupplierProfileDto }) {
  const { t } = useSupplierI18n();
  const item = (label: MessageKey, value: React.ReactNode, wide = false) => (
    <div className={`supplier-profile__item${wide ? ' supplier-profile__item--wide' : ''}`}>
      <dt>{t(label)}</dt>
      <dd>{value || t('dashboard.profile.none')}</dd>
    </div>
  );
  return (
    <Card className="supplier-product" title={t('dashboard.profile.title')}>
      <dl className="supplier-profile">
        {item('field.businessName', profile.businessName)}
        {item('field.contactPerson', profile.contactPerson)}
        {item('field.email', profile.email)}
        {item('field.phone', profile.phone)}
        {item('field.country', profile.country)}
        {item('dashboard.profile.status', <ApprovalTag profile={profile} />)}
        {item('dashboard.profile.face', <FaceStatusTag status={profile.faceVerificationStatus} />)}
        {item('field.taxId', profile.taxId)}
        {item('field.businessLicense', profile.businessLicense)}
        {item('field.address', profile.address, true)}
      </dl>
    </Card>
  );
}
