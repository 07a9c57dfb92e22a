import { Icon, type IconProps } from '../../components/icons/icon';

/**
 * A banknote: cash handed over at the door. Drawn here, as Ant Design's money-collect outline
 * carries a ¥ sign and this shop counts in cedis.
 */
export function CashIcon(props: IconProps) {
  return (
    <Icon
      {...props}
      d={[
        'M128 288h768v448H128zM184 344v336h656V344z',
        'M512 400a112 112 0 1 1 0 224a112 112 0 1 1 0-224zM512 456a56 56 0 1 0 0 112a56 56 0 1 0 0-112z',
        'M248 512a32 32 0 1 0 64 0a32 32 0 1 0-64 0zM712 512a32 32 0 1 0 64 0a32 32 0 1 0-64 0z',
      ]}
    />
  );
}
