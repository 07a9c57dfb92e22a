import { Alert, Button } from 'antd';
import { useGetShopSettings } from '../api/generated/endpoints/settings/settings';
import type { ShopSettingsDtoPlaceholderContactsItem } from '../api/generated/model';

const FIELD_NAMES: Record<ShopSettingsDtoPlaceholderContactsItem, string> = { phone: 'phone number', whatsapp: 'WhatsApp number', email: 'e-mail address' };

/** "phone number, WhatsApp number and e-mail address" */
function listed(fields: ShopSettingsDtoPlaceholderContactsItem[]): string {
  const names = fields.map((field) => FIELD_NAMES[field]);
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0];
}

/**
 * Above every tab until the shop's phone, WhatsApp and e-mail are its own (issue 40): the seeded
 * ones are shown in the footer, on the support page and under every e-mail, and nobody answers
 * them. The server says which are still placeholders; saving Settings updates the same query, so
 * the warning goes the moment they are set. A failed read shows nothing: the Settings tab says so.
 */
export function ContactPlaceholdersAlert({ onOpenSettings, onSettingsTab }: { onOpenSettings: () => void; onSettingsTab: boolean }) {
  const settings = useGetShopSettings();
  const placeholders = settings.data?.data.placeholderContacts ?? [];
  if (placeholders.length === 0) return null;
  const one = placeholders.length === 1;
  return (
    <Alert
      type="warning"
      showIcon
      className="admin-alert admin-contact-alert"
      message={`The shop still shows a placeholder ${listed(placeholders)}`}
      description={
        <>
          <p className="admin-contact-alert__text">
            Shoppers see {one ? 'it' : 'them'} in the footer, on the support page and in every e-mail, and nobody answers {one ? 'it' : 'them'}. Set the shop&apos;s own in Settings.
          </p>
          {onSettingsTab ? null : (
            <Button type="primary" size="small" onClick={onOpenSettings}>
              Open Settings
            </Button>
          )}
        </>
      }
    />
  );
}
